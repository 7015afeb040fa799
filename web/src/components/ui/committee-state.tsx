// What stands where the committee's details go while the settings load (a blank bar
// of the text's size, so nothing jumps and no stale value flashes) or when they could
// not be read (an Italian message), and a gate that renders its content once they are.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCommittee, type CommitteeSettings } from '../../lib/committee-settings';
import { Spinner } from './spinner';

export const COMMITTEE_UNAVAILABLE =
  'I dati del comitato non sono disponibili in questo momento. Riprova tra poco.';

/** A blank bar about `chars` characters wide, on one line of text. */
export function PendingText({ chars }: { chars: number }) {
  return <Bar aria-hidden="true" style={{ width: `${chars}ch` }} />;
}

export function CommitteeUnavailable() {
  return <Unavailable role="status">{COMMITTEE_UNAVAILABLE}</Unavailable>;
}

/**
 * Renders children with the settings once they are loaded; `pending` (a spinner
 * unless told otherwise) while they load; the message when they could not be read.
 */
export function WithCommittee({
  children,
  pending,
}: {
  children: (settings: CommitteeSettings) => ReactNode;
  pending?: ReactNode;
}) {
  const state = useCommittee();
  if (state.status === 'ready') return children(state.settings);
  if (state.status === 'error') return <CommitteeUnavailable />;
  return pending === undefined ? <Spinner /> : pending;
}

const Bar = styled.span`
  display: inline-block;
  max-width: 100%;
  height: 0.9em;
  border-radius: 4px;
  background: currentColor;
  opacity: 0.15;
  vertical-align: middle;
`;

const Unavailable = styled.p`
  font-weight: 600;
`;
