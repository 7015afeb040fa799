import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import {
  STATS_COUNT_DURATION_MS,
  STATS_COUNT_STEPS,
  STATS_STAGGER_MS,
  STATS_TRIGGER_VIEWPORT_RATIO,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { theme } from '../../styles/theme';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FALLBACK_STATS, parseStat } from './stat-value';
import { StatsCounters } from './stats-section';

const STEP_MS = STATS_COUNT_DURATION_MS / STATS_COUNT_STEPS;

const stats = [
  { title: 'Volontari', value: '600', description: 'Oltre 600+ volontari' },
  { title: 'Servizi', value: '1200', description: 'Servizi ogni anno' },
];

/** Where the section's top is, relative to the viewport (jsdom lays nothing out). */
let sectionTop = 2000;

function placeSection(top: number) {
  sectionTop = top;
  fireEvent.scroll(window);
}

function shownValues(): string[] {
  return screen
    .getAllByTestId('stat')
    .map((item) => item.querySelector('[aria-hidden="true"]')!.textContent ?? '');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Answers prefers-reduced-motion as told. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('StatsCounters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sectionTop = 2000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.id === sections.stats ? sectionTop : 0;
      return {
        top,
        bottom: top + 300,
        left: 0,
        right: 0,
        width: 0,
        height: 300,
        x: 0,
        y: top,
      } as DOMRect;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts only when the section is within 75 % of the viewport height', () => {
    renderWithProviders(<StatsCounters stats={stats} loading={false} failed={false} />);
    const trigger = window.innerHeight * STATS_TRIGGER_VIEWPORT_RATIO;
    placeSection(trigger + 1);
    advance(STATS_COUNT_DURATION_MS * 2);
    expect(shownValues()).toEqual(['0+', '0']);
    placeSection(trigger);
    advance(STATS_COUNT_DURATION_MS + STATS_STAGGER_MS + STEP_MS);
    expect(shownValues()).toEqual(['600+', '1200']);
  });

  it('renders the final values on the server: a page without JavaScript shows no "0+"', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <StatsCounters stats={stats} loading={false} failed={false} />
      </ThemeProvider>,
    );
    const shown = [...html.matchAll(/<span aria-hidden="true"[^>]*>([^<]*)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(shown).toEqual(['600+', '1200']);
    expect(html).not.toMatch(/>0\+?</);
  });

  it('keeps the final values of counters already on screen when the script starts', () => {
    sectionTop = 100;
    renderWithProviders(<StatsCounters stats={stats} loading={false} failed={false} />);
    expect(shownValues()).toEqual(['600+', '1200']);
    advance(STEP_MS * 3);
    expect(shownValues()).toEqual(['600+', '1200']);
  });

  it('moves nothing with prefers-reduced-motion: the final values stay', () => {
    prefersReducedMotion(true);
    renderWithProviders(<StatsCounters stats={stats} loading={false} failed={false} />);
    expect(shownValues()).toEqual(['600+', '1200']);
    placeSection(0);
    advance(STEP_MS);
    expect(shownValues()).toEqual(['600+', '1200']);
  });

  it('counts up in 60 steps over about 2.5 s, each counter 150 ms after the previous', () => {
    renderWithProviders(<StatsCounters stats={stats} loading={false} failed={false} />);
    placeSection(0);
    advance(STEP_MS);
    // One step of 60: 600 / 60 = 10; the second counter has not started yet.
    expect(shownValues()).toEqual(['10+', '0']);
    advance(STATS_STAGGER_MS);
    expect(shownValues()[1]).not.toBe('0');
    advance(STATS_COUNT_DURATION_MS / 2 - STATS_STAGGER_MS - STEP_MS);
    expect(shownValues()[0]).toBe('300+');
    advance(STATS_COUNT_DURATION_MS / 2 - STEP_MS);
    expect(shownValues()[0]).not.toBe('600+');
    advance(STEP_MS);
    expect(shownValues()[0]).toBe('600+');
    expect(shownValues()[1]).not.toBe('1200');
    advance(STATS_STAGGER_MS);
    expect(shownValues()).toEqual(['600+', '1200']);
  });

  it('waits for the data before counting', () => {
    const { rerender } = renderWithProviders(
      <StatsCounters stats={undefined} loading failed={false} />,
    );
    placeSection(0);
    advance(STATS_COUNT_DURATION_MS);
    rerender(<StatsCounters stats={stats} loading={false} failed={false} />);
    advance(STATS_COUNT_DURATION_MS + STATS_STAGGER_MS + STEP_MS);
    expect(shownValues()).toEqual(['600+', '1200']);
  });

  it('shows the built-in numbers when the call fails', () => {
    renderWithProviders(<StatsCounters stats={undefined} loading={false} failed />);
    placeSection(0);
    advance(STATS_COUNT_DURATION_MS + 3 * STATS_STAGGER_MS + STEP_MS);
    expect(shownValues()).toEqual(['1500+', '25.000', '45+', '100+']);
    expect(screen.getByText('Volontari attivi')).toBeInTheDocument();
    expect(screen.getByText('Beneficiari')).toBeInTheDocument();
    expect(screen.getByText('Progetti')).toBeInTheDocument();
    expect(screen.getByText('Partner')).toBeInTheDocument();
  });
});

describe('parseStat', () => {
  it("adds a '+' when the value or the description has one", () => {
    expect(parseStat({ title: 'a', value: '45+', description: '' })).toMatchObject({
      target: 45,
      suffix: '+',
    });
    expect(parseStat({ title: 'a', value: '100', description: 'più di 100+' })).toMatchObject({
      target: 100,
      suffix: '+',
    });
    expect(parseStat({ title: 'a', value: '25000', description: 'beneficiari' })).toMatchObject({
      target: 25000,
      suffix: '',
    });
    expect(parseStat({ title: 'a', value: '25.000', description: '' }).target).toBe(25000);
  });

  it('keeps a value that is not a plain number as written', () => {
    expect(parseStat({ title: 'a', value: '24/7', description: '' }).target).toBeNull();
  });

  it('has the spec fallback numbers', () => {
    expect(FALLBACK_STATS.map((stat) => stat.value)).toEqual(['1500+', '25000', '45+', '100+']);
  });
});
