// The bar that marks a page as the back office's 'Anteprima' (lib/preview.ts): fixed at the
// bottom of the screen, so that it stays in view however far the page scrolls, with room
// left under the footer for it. PreviewPage frames a record page shown as a preview.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '../../lib/use-page-meta';
import { RecordNotFound, type BackToList } from './record-page-states';

/**
 * A record page as the back office's preview: the page itself, or, when this browser holds
 * no form for it, a box saying so (`of` names the form: "della notizia"); the banner below.
 */
export function PreviewPage({
  unavailable,
  of,
  back,
  children,
}: {
  unavailable: boolean;
  of: string;
  back: BackToList;
  children: ReactNode;
}) {
  return (
    <>
      {unavailable ? <PreviewUnavailable of={of} back={back} /> : children}
      <PreviewBanner />
    </>
  );
}

function PreviewUnavailable({ of, back }: { of: string; back: BackToList }) {
  usePageMeta('Anteprima non disponibile', '', { noindex: true });
  return (
    <RecordNotFound
      heroTitle="Anteprima non disponibile"
      text={`In questo browser non c'è un modulo da mostrare: apri l'anteprima dal modulo ${of}, nell'area riservata.`}
      back={back}
    />
  );
}

export function PreviewBanner() {
  return (
    <>
      <Bar role="note" aria-label="Anteprima">
        <Label>Anteprima</Label>
        <span>
          Questa pagina mostra il modulo aperto nell&apos;area riservata, anche se non è ancora
          salvato: i visitatori non la vedono.
        </span>
      </Bar>
      <Room aria-hidden="true" />
    </>
  );
}

const BAR_HEIGHT = '4.5rem';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${BAR_HEIGHT};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: 0.95rem;
  line-height: 1.35;
`;

const Label = styled.strong`
  flex: none;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Room = styled.div`
  height: ${BAR_HEIGHT};
`;
