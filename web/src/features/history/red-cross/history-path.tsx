// The interactive history path: wires the reducer to the chapters, the timeline,
// the side panel, the quiz, the results and the completion page, and schedules the
// quiz feedback delays (QUIZ_CORRECT_FEEDBACK_MS / QUIZ_WRONG_FEEDBACK_MS).
import { useEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { QUIZ_CORRECT_FEEDBACK_MS, QUIZ_WRONG_FEEDBACK_MS } from '../../../config/constants';
import { ChapterTimeline } from './chapter-timeline';
import { ChapterView } from './chapter-view';
import { chapters, milestones, quizQuestions } from './history-content';
import {
  countCorrectAnswers,
  historyPathReducer,
  initialHistoryPathState,
  resultsPoints,
} from './history-path-state';
import { HistoryQuiz } from './history-quiz';
import { PathCompletion } from './path-completion';
import { ProgressPanel } from './progress-panel';
import { QuizResults } from './quiz-results';
import { useFocusOnChange } from './use-focus-on-change';

export function HistoryPath() {
  const [state, dispatch] = useReducer(historyPathReducer, initialHistoryPathState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { phase, chapterIndex, quiz } = state;

  useFocusOnChange(`${phase}-${chapterIndex}`, headingRef);

  useEffect(() => {
    if (quiz.feedback === null) return;
    const delay = quiz.feedback === 'correct' ? QUIZ_CORRECT_FEEDBACK_MS : QUIZ_WRONG_FEEDBACK_MS;
    const timer = setTimeout(() => dispatch({ type: 'feedbackElapsed' }), delay);
    return () => clearTimeout(timer);
  }, [quiz.feedback, quiz.questionIndex]);

  if (phase === 'quiz') {
    return (
      <HistoryQuiz
        questions={quizQuestions}
        quiz={quiz}
        headingRef={headingRef}
        onAnswer={(option) => dispatch({ type: 'answer', option })}
      />
    );
  }

  if (phase === 'results') {
    const correct = countCorrectAnswers(quiz.answers, quizQuestions);
    return (
      <QuizResults
        correctCount={correct}
        questionCount={quizQuestions.length}
        points={resultsPoints(correct)}
        discoveredDetails={state.explored.length}
        totalScore={state.score}
        headingRef={headingRef}
        onContinue={() => dispatch({ type: 'continueToCompletion' })}
      />
    );
  }

  if (phase === 'completed') {
    return (
      <PathCompletion
        totalScore={state.score}
        headingRef={headingRef}
        onRestart={() => dispatch({ type: 'restart' })}
      />
    );
  }

  const chapter = chapters[chapterIndex];
  const isLast = chapterIndex === chapters.length - 1;

  return (
    <Layout>
      <TimelineArea>
        <ChapterTimeline
          milestones={milestones}
          currentIndex={chapterIndex}
          onSelect={(index) => dispatch({ type: 'goToChapter', index })}
        />
      </TimelineArea>
      <Main>
        <ChapterView
          chapter={chapter}
          explored={state.explored}
          headingRef={headingRef}
          onToggle={(elementId) => dispatch({ type: 'toggleElement', elementId })}
        />
        <Controls aria-label="Navigazione tra i capitoli">
          <Button
            type="button"
            $variant="secondary"
            disabled={chapterIndex === 0}
            onClick={() => dispatch({ type: 'previousChapter' })}
          >
            <span aria-hidden="true">←</span> <Long>Capitolo</Long> <Word>precedente</Word>
          </Button>
          <Position>
            Capitolo {chapterIndex + 1} di {chapters.length}
          </Position>
          <Button type="button" onClick={() => dispatch({ type: 'nextChapter' })}>
            {isLast ? (
              'Verifica finale'
            ) : (
              <>
                <Long>Capitolo</Long> <Word>successivo</Word>
              </>
            )}{' '}
            <span aria-hidden="true">→</span>
          </Button>
        </Controls>
      </Main>
      <ProgressPanel state={state} chapter={chapter} />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const TimelineArea = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Controls = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Shortens the buttons' visible text on phones; the accessible name stays whole. */
const Long = styled.span`
  @media (max-width: 599px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Word = styled.span`
  @media (max-width: 599px) {
    text-transform: capitalize;
  }
`;

const Position = styled.p`
  order: -1;
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    order: 0;
    width: auto;
  }
`;
