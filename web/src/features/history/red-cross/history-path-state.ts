// The interactive history path as a pure reducer: chapter navigation, explored
// elements, the global progress, the quiz (answer, feedback, advance or reset),
// the results, the completion page and the restart. Components only dispatch and
// schedule the feedback delays; every rule of the spec lives here and in the
// selectors below, so it is tested without rendering.
import {
  HISTORY_PROGRESS_PER_INTERACTION,
  QUIZ_POINTS_PER_CORRECT,
} from '../../../config/constants';
import {
  chapters as defaultChapters,
  quizQuestions as defaultQuestions,
  type Chapter,
  type QuizQuestion,
} from './history-content';

export type HistoryPhase = 'chapters' | 'quiz' | 'results' | 'completed';
export type AnswerFeedback = 'correct' | 'wrong';

export interface QuizState {
  questionIndex: number;
  /** Recorded answers, by question index. */
  answers: readonly string[];
  /** The option just chosen, while its feedback shows. */
  selected: string | null;
  /** While not null the options are locked. */
  feedback: AnswerFeedback | null;
}

export interface HistoryPathState {
  phase: HistoryPhase;
  chapterIndex: number;
  /** Explored interactive elements of every chapter (ids are unique across chapters). */
  explored: readonly string[];
  /** Global progress: grows by HISTORY_PROGRESS_PER_INTERACTION per interaction, up to 100. */
  progress: number;
  quiz: QuizState;
  /** Running total: each completed quiz adds (correct count + 1) x points per correct. */
  score: number;
}

export type HistoryPathAction =
  | { type: 'goToChapter'; index: number }
  | { type: 'nextChapter' }
  | { type: 'previousChapter' }
  | { type: 'toggleElement'; elementId: string }
  | { type: 'answer'; option: string }
  | { type: 'feedbackElapsed' }
  | { type: 'continueToCompletion' }
  | { type: 'restart' };

export interface HistoryPathContent {
  chapters: readonly Chapter[];
  questions: readonly QuizQuestion[];
}

const initialQuiz: QuizState = { questionIndex: 0, answers: [], selected: null, feedback: null };

export const initialHistoryPathState: HistoryPathState = {
  phase: 'chapters',
  chapterIndex: 0,
  explored: [],
  progress: 0,
  quiz: initialQuiz,
  score: 0,
};

/** Builds the reducer over the given content (the page uses the built-in content). */
export function createHistoryPathReducer(content: HistoryPathContent) {
  const { chapters, questions } = content;
  const lastChapter = chapters.length - 1;

  return function historyPathReducer(
    state: HistoryPathState,
    action: HistoryPathAction,
  ): HistoryPathState {
    switch (action.type) {
      case 'goToChapter': {
        if (state.phase !== 'chapters') return state;
        if (!Number.isInteger(action.index) || action.index < 0 || action.index > lastChapter) {
          return state;
        }
        return { ...state, chapterIndex: action.index };
      }
      case 'previousChapter':
        if (state.phase !== 'chapters' || state.chapterIndex === 0) return state;
        return { ...state, chapterIndex: state.chapterIndex - 1 };
      case 'nextChapter':
        if (state.phase !== 'chapters') return state;
        if (state.chapterIndex < lastChapter) {
          return { ...state, chapterIndex: state.chapterIndex + 1 };
        }
        return { ...state, phase: 'quiz', quiz: initialQuiz };
      case 'toggleElement': {
        if (state.phase !== 'chapters') return state;
        if (
          !chapters[state.chapterIndex].interactiveElements.some((id) => id === action.elementId)
        ) {
          return state;
        }
        const explored = state.explored.includes(action.elementId)
          ? state.explored.filter((id) => id !== action.elementId)
          : [...state.explored, action.elementId];
        return {
          ...state,
          explored,
          progress: Math.min(100, state.progress + HISTORY_PROGRESS_PER_INTERACTION),
        };
      }
      case 'answer': {
        const { quiz } = state;
        if (state.phase !== 'quiz' || quiz.feedback !== null) return state;
        const question = questions[quiz.questionIndex];
        if (!question.options.includes(action.option)) return state;
        const feedback: AnswerFeedback =
          action.option === question.correctAnswer ? 'correct' : 'wrong';
        return { ...state, quiz: { ...quiz, selected: action.option, feedback } };
      }
      case 'feedbackElapsed': {
        const { quiz } = state;
        if (state.phase !== 'quiz' || quiz.feedback === null || quiz.selected === null) {
          return state;
        }
        if (quiz.feedback === 'wrong') return { ...state, quiz: initialQuiz };
        const answers = [...quiz.answers];
        answers[quiz.questionIndex] = quiz.selected;
        if (quiz.questionIndex < questions.length - 1) {
          return {
            ...state,
            quiz: {
              questionIndex: quiz.questionIndex + 1,
              answers,
              selected: null,
              feedback: null,
            },
          };
        }
        // The success path: the answers recorded before this last one, plus this one.
        const correctBefore = countCorrectAnswers(quiz.answers, questions);
        return {
          ...state,
          phase: 'results',
          score: state.score + (correctBefore + 1) * QUIZ_POINTS_PER_CORRECT,
          quiz: { ...quiz, answers, selected: null, feedback: null },
        };
      }
      case 'continueToCompletion':
        if (state.phase !== 'results') return state;
        return { ...state, phase: 'completed' };
      case 'restart':
        return {
          ...state,
          phase: 'chapters',
          chapterIndex: 0,
          explored: [],
          quiz: initialQuiz,
        };
    }
  };
}

export const historyPathReducer = createHistoryPathReducer({
  chapters: defaultChapters,
  questions: defaultQuestions,
});

export function countCorrectAnswers(
  answers: readonly string[],
  questions: readonly QuizQuestion[],
): number {
  return questions.filter((question, index) => answers[index] === question.correctAnswer).length;
}

/** Points shown on the results screen: correct count x points per correct. */
export function resultsPoints(correctCount: number): number {
  return correctCount * QUIZ_POINTS_PER_CORRECT;
}

/** Explored elements of one chapter, in the chapter's order. */
export function exploredInChapter(state: HistoryPathState, chapter: Chapter): string[] {
  return chapter.interactiveElements.filter((id) => state.explored.includes(id));
}

/** explored / total elements of the current chapter, rounded; 100 if the chapter has none. */
export function chapterProgressPercent(state: HistoryPathState, chapter: Chapter): number {
  const total = chapter.interactiveElements.length;
  if (total === 0) return 100;
  return Math.round((exploredInChapter(state, chapter).length / total) * 100);
}
