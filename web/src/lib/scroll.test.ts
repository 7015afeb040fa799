import {
  IN_PAGE_ANCHOR_OFFSET_PX,
  SECTION_RETRY_INTERVAL_MS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
} from '../config/constants';
import { scrollToHash, scrollToSection, scrollToSectionWhenReady, smoothScrollTo } from './scroll';

const SECTION_TOP = 1500;

function addSection(id: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top: SECTION_TOP }) as DOMRect;
  document.body.append(element);
  return element;
}

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('scroll helpers', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('animates over 500 ms with requestAnimationFrame', async () => {
    const done = vi.fn();
    void smoothScrollTo(1000).then(done);
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS / 2);
    const midway = scrollTo.mock.lastCall?.[1] as number;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1000);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS / 2 + 50);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
    expect(done).toHaveBeenCalled();
  });

  it('gives way to the visitor scrolling with the wheel or a finger', async () => {
    void smoothScrollTo(1000);
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new Event('wheel'));
    const calls = scrollTo.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });

  it('follows a section whose position changes during the scroll', async () => {
    const section = addSection('news');
    scrollToSection('news');
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS / 2);
    // The hero above got shorter meanwhile.
    section.getBoundingClientRect = () => ({ top: SECTION_TOP - 300 }) as DOMRect;
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, SECTION_TOP - 300 + SMOOTH_SCROLL_OFFSET_PX);
  });

  it('jumps at once when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    void smoothScrollTo(1000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1000);
  });

  it('stops 80 px above a section', async () => {
    addSection('corsi');
    expect(SMOOTH_SCROLL_OFFSET_PX).toBe(-80);
    expect(scrollToSection('corsi')).toBe(true);
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS + 50);
    expect(scrollTo).toHaveBeenLastCalledWith(0, SECTION_TOP + SMOOTH_SCROLL_OFFSET_PX);
  });

  it('scrolls in-page hash links with an 80 px top offset', async () => {
    addSection('news');
    scrollToHash('news');
    await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS + 50);
    expect(scrollTo).toHaveBeenLastCalledWith(0, SECTION_TOP - IN_PAGE_ANCHOR_OFFSET_PX);
  });

  it('returns false for a section that is not in the page', () => {
    expect(scrollToSection('assente')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('retries every 100 ms until the section exists', () => {
    const attempts = vi.fn((id: string) => scrollToSection(id));
    scrollToSectionWhenReady('contatti', { scroll: attempts, immediate: false });
    expect(attempts).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SECTION_RETRY_INTERVAL_MS - 1);
    expect(attempts).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(attempts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SECTION_RETRY_INTERVAL_MS);
    expect(attempts).toHaveBeenCalledTimes(2);
    addSection('contatti');
    vi.advanceTimersByTime(SECTION_RETRY_INTERVAL_MS);
    expect(attempts).toHaveBeenCalledTimes(3);
    expect(attempts).toHaveLastReturnedWith(true);
    vi.advanceTimersByTime(SECTION_RETRY_INTERVAL_MS * 5);
    expect(attempts).toHaveBeenCalledTimes(3);
  });

  it('scrolls at once when the section is already there', () => {
    addSection('supporto');
    const attempts = vi.fn((id: string) => scrollToSection(id));
    scrollToSectionWhenReady('supporto', { scroll: attempts });
    expect(attempts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SECTION_RETRY_INTERVAL_MS * 3);
    expect(attempts).toHaveBeenCalledTimes(1);
  });
});
