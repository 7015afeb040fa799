// The results screen: correct answers, points (correct x 20), discovered details,
// the running total, and the continue button towards the completion page.
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';

export interface QuizResultsProps {
  correctCount: number;
  questionCount: number;
  points: number;
  discoveredDetails: number;
  totalScore: number;
  onContinue: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function QuizResults({
  correctCount,
  questionCount,
  points,
  discoveredDetails,
  totalScore,
  onContinue,
  headingRef,
}: QuizResultsProps) {
  const titleId = useId();
  return (
    <ScreenCard aria-labelledby={titleId}>
      <Badge aria-hidden="true">✓</Badge>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Verifica completata
      </h2>
      <p>
        {correctCount === questionCount
          ? 'Perfetto! Hai risposto correttamente a tutte le domande.'
          : `Hai risposto correttamente a ${correctCount} domande su ${questionCount}.`}
      </p>
      <Scores>
        <div>
          <dt>Risposte corrette</dt>
          <dd data-testid="results-correct">
            {correctCount}/{questionCount}
          </dd>
        </div>
        <div>
          <dt>Punti guadagnati</dt>
          <dd data-testid="results-points">{points}</dd>
        </div>
        <div>
          <dt>Dettagli scoperti</dt>
          <dd data-testid="results-details">{discoveredDetails}</dd>
        </div>
      </Scores>
      <p>
        Punteggio totale del percorso:{' '}
        <strong data-testid="results-total">{totalScore} punti</strong>
      </p>
      <Button type="button" onClick={onContinue}>
        Continua
      </Button>
    </ScreenCard>
  );
}

/** The card of the results and completion screens. */
export const ScreenCard = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;

  h2 {
    margin: 0;
    font-size: 1.75rem;
  }

  h2:focus {
    outline: none;
  }

  p {
    margin: 0;
    max-width: 56ch;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.successLight};
  color: ${({ theme }) => theme.colors.success};
  font-size: 2rem;
  font-weight: 800;
`;

const Scores = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  margin: ${({ theme }) => theme.space(2)} 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.redDark};
    font-size: 1.9rem;
    font-weight: 800;
  }
`;
