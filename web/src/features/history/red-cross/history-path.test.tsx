import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_COUNTER_ANIMATION_MS,
  HISTORY_PROGRESS_PER_INTERACTION,
  QUIZ_CORRECT_FEEDBACK_MS,
  QUIZ_POINTS_PER_CORRECT,
  QUIZ_QUESTION_COUNT,
  QUIZ_WRONG_FEEDBACK_MS,
} from '../../../config/constants';
import { CommitteeStateProvider } from '../../../lib/committee-settings';
import { theme } from '../../../styles/theme';
import { committeeFixture } from '../../../testing/committee-fixture';
import { readyCommittee } from '../../../testing/render-with-providers';
import { chapters, fundamentalPrinciples, quizQuestions } from './history-content';
import { HistoryPath } from './history-path';

function renderPath() {
  return render(
    <ThemeProvider theme={theme}>
      <CommitteeStateProvider value={readyCommittee}>
        <MemoryRouter>
          <HistoryPath />
        </MemoryRouter>
      </CommitteeStateProvider>
    </ThemeProvider>,
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: /Capitolo successivo/ }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function goToQuiz() {
  for (let i = 0; i < chapters.length - 1; i += 1) next();
  fireEvent.click(screen.getByRole('button', { name: /Verifica finale/ }));
}

function answer(text: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${text}`) }));
}

function wrongOption(index: number) {
  return quizQuestions[index].options.find((o) => o !== quizQuestions[index].correctAnswer)!;
}

// Role queries skip the per-element visibility check (getComputedStyle on every
// ancestor, slow in jsdom): the path renders hidden content only once explored.
configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HistoryPath chapters', () => {
  it('disables previous on the first chapter and moves through the chapters', () => {
    renderPath();
    expect(screen.getByRole('heading', { level: 2, name: chapters[0].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Capitolo precedente/ })).toBeDisabled();
    next();
    expect(screen.getByRole('heading', { level: 2, name: chapters[1].title })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Capitolo precedente/ })).toBeEnabled();
    expect(screen.getByText(`Capitolo 2 di ${chapters.length}`)).toBeInTheDocument();
  });

  it('jumps to any chapter from the timeline strip', () => {
    renderPath();
    const timeline = screen.getByRole('navigation', { name: 'Tappe del percorso' });
    fireEvent.click(within(timeline).getByRole('button', { name: /Ginevra/ }));
    expect(screen.getByRole('heading', { level: 2, name: chapters[3].title })).toBeInTheDocument();
    expect(within(timeline).getByRole('button', { name: /Ginevra/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('shows per-chapter exploration and +5 global progress per interaction', () => {
    renderPath();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Tappe del percorso' })).getByRole('button', {
        name: /1862/,
      }),
    );
    expect(screen.getByTestId('chapter-progress-percent')).toHaveTextContent('0%');
    expect(screen.getByText('0 di 3 elementi esplorati')).toBeInTheDocument();

    const card = screen.getByRole('button', { name: /Henry Dunant/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/8 maggio 1828/)).toBeInTheDocument();
    expect(screen.getByTestId('chapter-progress-percent')).toHaveTextContent('33%');
    expect(screen.getByTestId('global-progress')).toHaveTextContent(
      `${HISTORY_PROGRESS_PER_INTERACTION}%`,
    );

    fireEvent.click(screen.getByRole('button', { name: /Il contesto della battaglia/ }));
    expect(screen.getByTestId('chapter-progress-percent')).toHaveTextContent('67%');
    fireEvent.click(card);
    expect(screen.getByTestId('chapter-progress-percent')).toHaveTextContent('33%');
    expect(screen.getByTestId('global-progress')).toHaveTextContent(
      `${3 * HISTORY_PROGRESS_PER_INTERACTION}%`,
    );
  });

  it('opens the video only on request, in a new tab on YouTube', () => {
    renderPath();
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Guarda i video su YouTube/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\//);
    fireEvent.click(link);
    expect(screen.getByTestId('chapter-progress-percent')).toHaveTextContent('100%');
  });

  it("counts the committee's current statistics (its settings) up over 2 s and lists the seven principles", () => {
    renderPath();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Tappe del percorso' })).getByRole('button', {
        name: /Oggi/,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /I nostri numeri/ }));
    const values = () =>
      screen.getAllByTestId('history-stat-value').map((el) => Number(el.textContent));
    advance(HISTORY_COUNTER_ANIMATION_MS / 2);
    expect(values()[0]).toBeGreaterThan(0);
    const stats = committeeFixture.historyStats;
    expect(values()[0]).toBeLessThan(stats.volunteers);
    advance(HISTORY_COUNTER_ANIMATION_MS);
    expect(values()).toEqual([stats.volunteers, stats.women, stats.services, stats.emergencies]);

    fireEvent.click(screen.getByRole('button', { name: /sette Principi Fondamentali/ }));
    const names = [
      'Umanità',
      'Imparzialità',
      'Neutralità',
      'Indipendenza',
      'Volontarietà',
      'Unità',
      'Universalità',
    ];
    expect(fundamentalPrinciples.map((p) => p.name)).toEqual(names);
    for (const name of names) expect(screen.getByText(name)).toBeInTheDocument();
  });
});

describe('HistoryPath quiz', () => {
  it('reads "Verifica finale" on the last chapter and starts the quiz', () => {
    renderPath();
    goToQuiz();
    expect(screen.getByText(`Domanda 1 di ${QUIZ_QUESTION_COUNT}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avanzamento della verifica' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: quizQuestions[0].question }),
    ).toBeInTheDocument();
  });

  it('locks the options and advances 1000 ms after a correct answer', () => {
    renderPath();
    goToQuiz();
    answer(quizQuestions[0].correctAnswer);
    expect(screen.getByRole('status')).toHaveTextContent('Risposta corretta! Procediamo...');
    for (const option of quizQuestions[0].options) {
      expect(screen.getByRole('button', { name: new RegExp(`^${option}`) })).toBeDisabled();
    }
    advance(QUIZ_CORRECT_FEEDBACK_MS - 1);
    expect(screen.getByText(`Domanda 1 di ${QUIZ_QUESTION_COUNT}`)).toBeInTheDocument();
    advance(1);
    expect(screen.getByText(`Domanda 2 di ${QUIZ_QUESTION_COUNT}`)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: quizQuestions[1].question }),
    ).toHaveFocus();
    expect(
      screen.getByRole('button', { name: new RegExp(`^${quizQuestions[1].options[0]}`) }),
    ).toBeEnabled();
  });

  it('resets to the first question 1500 ms after a wrong answer', () => {
    renderPath();
    goToQuiz();
    answer(quizQuestions[0].correctAnswer);
    advance(QUIZ_CORRECT_FEEDBACK_MS);
    answer(wrongOption(1));
    expect(screen.getByRole('status')).toHaveTextContent('Risposta errata. Riprova da capo!');
    expect(
      screen.getByRole('button', { name: new RegExp(`^${quizQuestions[1].correctAnswer}`) }),
    ).toBeDisabled();
    advance(QUIZ_WRONG_FEEDBACK_MS - 1);
    expect(screen.getByText(`Domanda 2 di ${QUIZ_QUESTION_COUNT}`)).toBeInTheDocument();
    advance(1);
    expect(screen.getByText(`Domanda 1 di ${QUIZ_QUESTION_COUNT}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the results, the completion page and restarts the path', () => {
    renderPath();
    fireEvent.click(screen.getByRole('link', { name: /Guarda i video su YouTube/ }));
    goToQuiz();
    for (const question of quizQuestions) {
      answer(question.correctAnswer);
      advance(QUIZ_CORRECT_FEEDBACK_MS);
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Verifica completata' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('results-correct')).toHaveTextContent(
      `${QUIZ_QUESTION_COUNT}/${QUIZ_QUESTION_COUNT}`,
    );
    expect(screen.getByTestId('results-points')).toHaveTextContent(
      String(QUIZ_QUESTION_COUNT * QUIZ_POINTS_PER_CORRECT),
    );
    expect(screen.getByTestId('results-details')).toHaveTextContent('1');
    expect(screen.getByTestId('results-total')).toHaveTextContent(
      `${(QUIZ_QUESTION_COUNT - 1 + 1) * QUIZ_POINTS_PER_CORRECT} punti`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Congratulazioni!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diventa volontario' })).toHaveAttribute(
      'href',
      '/#contatti',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ricomincia il percorso' }));
    expect(screen.getByRole('heading', { level: 2, name: chapters[0].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Capitolo precedente/ })).toBeDisabled();
    expect(screen.getByTestId('chapter-progress-percent')).toHaveTextContent('0%');
    expect(screen.getByTestId('running-score')).toHaveTextContent('80 punti');
  });
});
