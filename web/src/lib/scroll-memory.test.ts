import { SCROLL_RESTORE_WINDOW_MS, SESSION_KEYS } from '../config/constants';
import {
  persistScrollPositions,
  rememberScroll,
  resetScrollMemory,
  restoreScroll,
  savedScroll,
} from './scroll-memory';

/** A ResizeObserver stand-in: tests call `resize()` where the browser would report one. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  static resize() {
    for (const observer of FakeResizeObserver.instances) if (observer.observed) observer.callback();
  }
}

function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: height,
  });
}

function loadedBy(type: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ]);
}

describe('scroll memory', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetScrollMemory();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a position per history entry, rounded and never negative', () => {
    rememberScroll('a', 812.6);
    rememberScroll('b', -4);
    expect(savedScroll('a')).toBe(813);
    expect(savedScroll('b')).toBe(0);
    expect(savedScroll('c')).toBeUndefined();
  });

  it('forgets the oldest entries beyond 50', () => {
    for (let i = 0; i < 51; i += 1) rememberScroll(`k${i}`, i);
    rememberScroll('k1', 100);
    rememberScroll('k51', 51);
    expect(savedScroll('k0')).toBeUndefined();
    expect(savedScroll('k1')).toBe(100);
    expect(savedScroll('k2')).toBeUndefined();
    expect(savedScroll('k51')).toBe(51);
  });

  it('survives a reload through the session storage, the first entry included', () => {
    rememberScroll('default', 640);
    rememberScroll('x7f2', 1200);
    persistScrollPositions();
    resetScrollMemory();
    loadedBy('reload');
    expect(savedScroll('x7f2')).toBe(1200);
    expect(savedScroll('default')).toBe(640);
  });

  it("does not give a newly opened page the previous document's first-entry position", () => {
    rememberScroll('default', 640);
    rememberScroll('x7f2', 1200);
    persistScrollPositions();
    resetScrollMemory();
    loadedBy('navigate');
    expect(savedScroll('default')).toBeUndefined();
    expect(savedScroll('x7f2')).toBe(1200);
  });

  it('ignores unreadable stored positions', () => {
    sessionStorage.setItem(SESSION_KEYS.scrollPositions, '{not json');
    expect(savedScroll('a')).toBeUndefined();
    resetScrollMemory();
    sessionStorage.setItem(SESSION_KEYS.scrollPositions, JSON.stringify([['a', 'x'], 3, ['b', 9]]));
    expect(savedScroll('a')).toBeUndefined();
    expect(savedScroll('b')).toBe(9);
  });
});

describe('restoreScroll', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('goes as far as the page allows, then follows it as it grows', () => {
    pageHeight(1000);
    restoreScroll(1500);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 200);
    pageHeight(4000);
    FakeResizeObserver.resize();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
    // The layout above moves (the hero gets shorter): the position is applied again.
    FakeResizeObserver.resize();
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it(`lets go after ${SCROLL_RESTORE_WINDOW_MS} ms`, () => {
    pageHeight(4000);
    restoreScroll(1500);
    vi.advanceTimersByTime(SCROLL_RESTORE_WINDOW_MS);
    FakeResizeObserver.resize();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'mousedown'])(
    'lets go as soon as the visitor scrolls (%s)',
    (type) => {
      pageHeight(4000);
      restoreScroll(1500);
      window.dispatchEvent(new Event(type));
      FakeResizeObserver.resize();
      expect(scrollTo).toHaveBeenCalledTimes(1);
    },
  );

  it('stops when asked (a newer navigation)', () => {
    pageHeight(4000);
    const stop = restoreScroll(1500);
    stop();
    FakeResizeObserver.resize();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
