// The final check: one question at a time ('Domanda n di 4') with a progress bar.
// While the feedback shows the options are locked; the parent schedules what follows.
import { useId, useRef, type Ref } from 'react';
import styled, { css } from 'styled-components';
import type { QuizQuestion } from './history-content';
import type { QuizState } from './history-path-state';
import { ProgressBar } from './progress-bar';
import { useFocusOnChange } from './use-focus-on-change';

export const QUIZ_FEEDBACK_TEXT = {
  correct: 'Risposta corretta! Procediamo...',
  wrong: 'Risposta errata. Riprova da capo!',
} as const;

export interface HistoryQuizProps {
  questions: readonly QuizQuestion[];
  quiz: QuizState;
  onAnswer: (option: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function HistoryQuiz({ questions, quiz, onAnswer, headingRef }: HistoryQuizProps) {
  const questionId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);
  const question = questions[quiz.questionIndex];
  const number = quiz.questionIndex + 1;
  const locked = quiz.feedback !== null;
  const counter = `Domanda ${number} di ${questions.length}`;

  // A new question (after a correct answer or a reset) takes the focus back from the locked options.
  useFocusOnChange(
    quiz.feedback === null ? `question-${quiz.questionIndex}-${quiz.answers.length}` : 'feedback',
    questionRef,
  );

  return (
    <Card aria-labelledby={`${questionId}-title`}>
      <Header>
        <h2 id={`${questionId}-title`} ref={headingRef} tabIndex={-1}>
          Verifica finale
        </h2>
        <Counter>{counter}</Counter>
      </Header>
      <ProgressBar
        label="Avanzamento della verifica"
        value={number}
        max={questions.length}
        valueText={counter}
      />

      <Question id={questionId} ref={questionRef} tabIndex={-1}>
        {question.question}
      </Question>
      <div role="group" aria-labelledby={questionId}>
        <Options>
          {question.options.map((option) => {
            const chosen = quiz.selected === option;
            const state = chosen && quiz.feedback ? quiz.feedback : undefined;
            return (
              <li key={option}>
                <Option
                  type="button"
                  disabled={locked}
                  $state={state}
                  onClick={() => onAnswer(option)}
                >
                  <span>{option}</span>
                  {state && <span aria-hidden="true">{state === 'correct' ? '✓' : '✗'}</span>}
                </Option>
              </li>
            );
          })}
        </Options>
      </div>

      <Feedback role="status" $state={quiz.feedback ?? undefined}>
        {quiz.feedback && QUIZ_FEEDBACK_TEXT[quiz.feedback]}
      </Feedback>
    </Card>
  );
}

type FeedbackState = 'correct' | 'wrong' | undefined;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }

  h2 {
    margin: 0;
    font-size: 1.6rem;
  }

  h2:focus,
  h3:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Question = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 1.25rem;
`;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button<{ $state: FeedbackState }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.red};
    background: ${({ theme }) => theme.colors.redLight};
  }

  &:disabled {
    cursor: not-allowed;
  }

  ${({ $state, theme }) =>
    $state === 'correct' &&
    css`
      border-color: ${theme.colors.success};
      background: ${theme.colors.successLight};
      color: ${theme.colors.success};
    `}

  ${({ $state, theme }) =>
    $state === 'wrong' &&
    css`
      border-color: ${theme.colors.error};
      background: ${theme.colors.errorLight};
      color: ${theme.colors.error};
    `}
`;

const Feedback = styled.p<{ $state: FeedbackState }>`
  min-height: 1.6em;
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $state }) => ($state === 'wrong' ? theme.colors.error : theme.colors.success)};
`;
