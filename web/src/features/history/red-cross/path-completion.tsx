// The completion page: an invitation to become a volunteer (the home page's
// contacts section) and the restart of the whole path.
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths, sections } from '../../../config/paths';
import { ScreenCard } from './quiz-results';

export interface PathCompletionProps {
  totalScore: number;
  onRestart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function PathCompletion({ totalScore, onRestart, headingRef }: PathCompletionProps) {
  const titleId = useId();
  return (
    <ScreenCard aria-labelledby={titleId}>
      <Heart aria-hidden="true" viewBox="0 0 64 64" width="64" height="64" focusable="false">
        <path
          d="M32 56 C12 42 4 32 4 21 A13 13 0 0 1 32 14 A13 13 0 0 1 60 21 C60 32 52 42 32 56Z"
          fill="#cc0000"
        />
        <rect x="27" y="20" width="10" height="26" fill="#fff" />
        <rect x="19" y="28" width="26" height="10" fill="#fff" />
      </Heart>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Congratulazioni!
      </h2>
      <p>
        Ora conosci la storia della Croce Rossa e i suoi sette Principi Fondamentali. Hai
        totalizzato <strong>{totalScore} punti</strong>.
      </p>
      <p>
        Gli stessi valori nati a Solferino guidano ogni giorno i volontari del nostro comitato.
        Perché non unirti a noi?
      </p>
      <Actions>
        <ButtonLink to={`${paths.home}#${sections.contacts}`}>Diventa volontario</ButtonLink>
        <Button type="button" $variant="secondary" onClick={onRestart}>
          Ricomincia il percorso
        </Button>
      </Actions>
    </ScreenCard>
  );
}

const Heart = styled.svg`
  width: 64px;
  height: 64px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
