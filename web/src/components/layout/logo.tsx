// The committee's logo: the red cross on white and the committee's name (from the
// settings; a blank bar of its size while they load).
import styled from 'styled-components';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { PendingText } from '../ui/committee-state';

export function Logo({ tone }: { tone: 'light' | 'dark' }) {
  const settings = useCommitteeSettings();
  return (
    <Wrapper $tone={tone}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#fff" stroke="#cc0000" strokeWidth="2" />
        <path d="M16 7h8v9h9v8h-9v9h-8v-9H7v-8h9z" fill="#cc0000" />
      </svg>
      <Name>
        <strong>Croce Rossa Italiana</strong>
        <span>{settings ? `Comitato di ${settings.town}` : <PendingText chars={14} />}</span>
      </Name>
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $tone: 'light' | 'dark' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.white : theme.colors.text)};
  transition: color ${({ theme }) => theme.motion.base};
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;

  strong {
    font-size: 1rem;
    letter-spacing: 0.01em;
  }

  span {
    font-size: 0.8rem;
  }
`;
