import { describe, expect, it } from 'vitest';
import {
  HISTORY_PROGRESS_PER_INTERACTION,
  QUIZ_OPTIONS_PER_QUESTION,
  QUIZ_POINTS_PER_CORRECT,
  QUIZ_QUESTION_COUNT,
} from '../../../config/constants';
import { chapters, quizQuestions } from './history-content';
import {
  chapterProgressPercent,
  countCorrectAnswers,
  createHistoryPathReducer,
  historyPathReducer,
  initialHistoryPathState,
  resultsPoints,
  type HistoryPathAction,
  type HistoryPathState,
} from './history-path-state';

function run(actions: HistoryPathAction[], state = initialHistoryPathState): HistoryPathState {
  return actions.reduce(historyPathReducer, state);
}

const correctAnswer = (index: number): HistoryPathAction => ({
  type: 'answer',
  option: quizQuestions[index].correctAnswer,
});
const wrongAnswer = (index: number): HistoryPathAction => ({
  type: 'answer',
  option: quizQuestions[index].options.find((o) => o !== quizQuestions[index].correctAnswer)!,
});
const toQuiz: HistoryPathAction[] = [
  { type: 'goToChapter', index: chapters.length - 1 },
  { type: 'nextChapter' },
];
const allCorrect: HistoryPathAction[] = quizQuestions.flatMap((_, i) => [
  correctAnswer(i),
  { type: 'feedbackElapsed' } as const,
]);

describe('history path content', () => {
  it('has six chapters with the spec element ids and 4 questions of 4 options', () => {
    expect(chapters).toHaveLength(6);
    expect(chapters[0].interactiveElements).toContain('video-watched');
    expect(chapters[1].interactiveElements).toContain('mission-statement');
    expect(chapters[2].interactiveElements).toEqual([
      'battlefield-context',
      'dunant-biography',
      'wounded-statistics',
    ]);
    expect(chapters[5].interactiveElements).toContain('current-stats');
    expect(quizQuestions).toHaveLength(QUIZ_QUESTION_COUNT);
    for (const question of quizQuestions) {
      expect(question.options).toHaveLength(QUIZ_OPTIONS_PER_QUESTION);
      expect(question.options).toContain(question.correctAnswer);
    }
  });
});

describe('chapter navigation', () => {
  it('keeps previous at the first chapter and moves with next, previous and the timeline', () => {
    expect(run([{ type: 'previousChapter' }]).chapterIndex).toBe(0);
    expect(run([{ type: 'nextChapter' }, { type: 'nextChapter' }]).chapterIndex).toBe(2);
    expect(run([{ type: 'nextChapter' }, { type: 'previousChapter' }]).chapterIndex).toBe(0);
    expect(run([{ type: 'goToChapter', index: 4 }]).chapterIndex).toBe(4);
    expect(run([{ type: 'goToChapter', index: 9 }]).chapterIndex).toBe(0);
  });

  it('starts the quiz with next on the last chapter', () => {
    const state = run(toQuiz);
    expect(state.phase).toBe('quiz');
    expect(state.quiz).toEqual({ questionIndex: 0, answers: [], selected: null, feedback: null });
  });
});

describe('exploration', () => {
  it('toggles elements of the current chapter and computes the rounded percent', () => {
    const atCards = run([{ type: 'goToChapter', index: 2 }]);
    expect(chapterProgressPercent(atCards, chapters[2])).toBe(0);
    const one = historyPathReducer(atCards, {
      type: 'toggleElement',
      elementId: 'dunant-biography',
    });
    expect(chapterProgressPercent(one, chapters[2])).toBe(33);
    const two = historyPathReducer(one, { type: 'toggleElement', elementId: 'wounded-statistics' });
    expect(chapterProgressPercent(two, chapters[2])).toBe(67);
    const back = historyPathReducer(two, { type: 'toggleElement', elementId: 'dunant-biography' });
    expect(back.explored).toEqual(['wounded-statistics']);
    expect(chapterProgressPercent(back, chapters[2])).toBe(33);
  });

  it('is 100 for a chapter without interactive elements', () => {
    const empty = { title: 'Vuoto', subtitle: '', content: '', interactiveElements: [] };
    const reducer = createHistoryPathReducer({ chapters: [empty], questions: quizQuestions });
    expect(chapterProgressPercent(initialHistoryPathState, empty)).toBe(100);
    expect(reducer(initialHistoryPathState, { type: 'nextChapter' }).phase).toBe('quiz');
  });

  it('adds 5 to the global progress per interaction, up to 100', () => {
    const toggle: HistoryPathAction = { type: 'toggleElement', elementId: 'video-watched' };
    expect(run([toggle]).progress).toBe(HISTORY_PROGRESS_PER_INTERACTION);
    expect(run([toggle, toggle, toggle]).progress).toBe(3 * HISTORY_PROGRESS_PER_INTERACTION);
    expect(run(Array.from({ length: 30 }, () => toggle)).progress).toBe(100);
  });

  it('ignores elements that are not in the current chapter', () => {
    const state = run([{ type: 'toggleElement', elementId: 'current-stats' }]);
    expect(state).toBe(initialHistoryPathState);
  });
});

describe('quiz', () => {
  it('locks the options while the feedback shows', () => {
    const answered = run([...toQuiz, wrongAnswer(0)]);
    expect(answered.quiz.feedback).toBe('wrong');
    expect(historyPathReducer(answered, correctAnswer(0))).toBe(answered);
  });

  it('records a correct answer and advances when the feedback delay ends', () => {
    const answered = run([...toQuiz, correctAnswer(0)]);
    expect(answered.quiz.feedback).toBe('correct');
    expect(answered.quiz.answers).toEqual([]);
    const next = historyPathReducer(answered, { type: 'feedbackElapsed' });
    expect(next.quiz).toEqual({
      questionIndex: 1,
      answers: [quizQuestions[0].correctAnswer],
      selected: null,
      feedback: null,
    });
  });

  it('resets to the first question with answers cleared after a wrong answer', () => {
    const state = run([...toQuiz, correctAnswer(0), { type: 'feedbackElapsed' }, wrongAnswer(1)]);
    expect(state.quiz.questionIndex).toBe(1);
    const reset = historyPathReducer(state, { type: 'feedbackElapsed' });
    expect(reset.quiz).toEqual({ questionIndex: 0, answers: [], selected: null, feedback: null });
    expect(reset.phase).toBe('quiz');
    expect(reset.score).toBe(0);
  });

  it('shows the results after the last answer and adds (correct + 1) x 20 to the running total', () => {
    const state = run([...toQuiz, ...allCorrect]);
    expect(state.phase).toBe('results');
    const correct = countCorrectAnswers(state.quiz.answers, quizQuestions);
    expect(correct).toBe(QUIZ_QUESTION_COUNT);
    expect(resultsPoints(correct)).toBe(QUIZ_QUESTION_COUNT * QUIZ_POINTS_PER_CORRECT);
    // Three answers recorded before the last one: (3 + 1) x 20.
    expect(state.score).toBe((QUIZ_QUESTION_COUNT - 1 + 1) * QUIZ_POINTS_PER_CORRECT);
  });

  it('goes from the results to the completion page and restarts everything but the total', () => {
    const explored = run([
      { type: 'toggleElement', elementId: 'video-watched' },
      ...toQuiz,
      ...allCorrect,
      { type: 'continueToCompletion' },
    ]);
    expect(explored.phase).toBe('completed');
    const restarted = historyPathReducer(explored, { type: 'restart' });
    expect(restarted).toMatchObject({
      phase: 'chapters',
      chapterIndex: 0,
      explored: [],
      quiz: { questionIndex: 0, answers: [], selected: null, feedback: null },
      score: 80,
    });
    // A second success adds to the running total.
    expect(run([...toQuiz, ...allCorrect], restarted).score).toBe(160);
  });
});
