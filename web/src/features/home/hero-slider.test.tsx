import { act, fireEvent, screen } from '@testing-library/react';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_SWIPE_THRESHOLD_PX,
  HERO_TRANSITION_LOCK_MS,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HeroSlider } from './hero-slider';
import { heroSlides } from './hero-slides';

/** The slide the visitor sees: the others are hidden from assistive technology. */
function current(): string | null {
  return screen.getByRole('group').getAttribute('aria-label');
}

function hero(): HTMLElement {
  return document.getElementById(sections.home)!;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has four slides leading to chi-siamo, attivita, prenota-servizio and corsi', () => {
    expect(heroSlides).toHaveLength(4);
    expect(heroSlides.map((slide) => slide.ctaSection)).toEqual([
      'chi-siamo',
      'attivita',
      'prenota-servizio',
      'corsi',
    ]);
    for (const slide of heroSlides) {
      expect(slide.title && slide.subtitle && slide.description && slide.image).toBeTruthy();
    }
  });

  it('advances every 6 s and cycles back to the first slide', () => {
    renderWithProviders(<HeroSlider />);
    expect(current()).toBe('1 di 4');
    advance(HERO_AUTO_ADVANCE_MS - 1);
    expect(current()).toBe('1 di 4');
    advance(1);
    expect(current()).toBe('2 di 4');
    advance(HERO_AUTO_ADVANCE_MS);
    advance(HERO_AUTO_ADVANCE_MS);
    expect(current()).toBe('4 di 4');
    advance(HERO_AUTO_ADVANCE_MS);
    expect(current()).toBe('1 di 4');
  });

  it('locks further changes for 600 ms after a change', () => {
    renderWithProviders(<HeroSlider />);
    const next = screen.getByRole('button', { name: 'Slide successiva' });
    fireEvent.click(next);
    expect(current()).toBe('2 di 4');
    fireEvent.click(next);
    expect(current()).toBe('2 di 4');
    advance(HERO_TRANSITION_LOCK_MS - 1);
    fireEvent.click(next);
    expect(current()).toBe('2 di 4');
    advance(1);
    fireEvent.click(next);
    expect(current()).toBe('3 di 4');
    advance(HERO_TRANSITION_LOCK_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Slide precedente' }));
    expect(current()).toBe('2 di 4');
  });

  it('changes slide on a mouse drag of more than 100 px: left for next, right for previous', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.mouseDown(hero(), { clientX: 500, button: 0 });
    fireEvent.mouseUp(window, { clientX: 500 - HERO_SWIPE_THRESHOLD_PX });
    expect(current()).toBe('1 di 4');

    fireEvent.mouseDown(hero(), { clientX: 500, button: 0 });
    fireEvent.mouseUp(window, { clientX: 500 - HERO_SWIPE_THRESHOLD_PX - 1 });
    expect(current()).toBe('2 di 4');

    advance(HERO_TRANSITION_LOCK_MS);
    fireEvent.mouseDown(hero(), { clientX: 100, button: 0 });
    fireEvent.mouseUp(window, { clientX: 100 + HERO_SWIPE_THRESHOLD_PX + 1 });
    expect(current()).toBe('1 di 4');
  });

  it('follows a touch swipe: right from the first slide goes to the last', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.touchStart(hero(), { touches: [{ clientX: 50 }] });
    fireEvent.touchEnd(hero(), {
      changedTouches: [{ clientX: 50 + HERO_SWIPE_THRESHOLD_PX + 20 }],
    });
    expect(current()).toBe('4 di 4');
    advance(HERO_TRANSITION_LOCK_MS);
    fireEvent.touchStart(hero(), { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(hero(), {
      changedTouches: [{ clientX: 300 - HERO_SWIPE_THRESHOLD_PX - 20 }],
    });
    expect(current()).toBe('1 di 4');
  });

  it('pauses the auto-advance while dragging', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.mouseDown(hero(), { clientX: 500, button: 0 });
    advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(current()).toBe('1 di 4');
    fireEvent.mouseUp(window, { clientX: 480 });
    expect(current()).toBe('1 di 4');
    advance(HERO_AUTO_ADVANCE_MS);
    expect(current()).toBe('2 di 4');
  });

  it('jumps to a slide with its dot and marks the current dot', () => {
    renderWithProviders(<HeroSlider />);
    const third = screen.getByRole('button', { name: `Vai alla slide 3: ${heroSlides[2].title}` });
    fireEvent.click(third);
    expect(current()).toBe('3 di 4');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: heroSlides[2].title })).toBeVisible();
  });

  it('follows the arrow keys while the focus is in the hero', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Slide successiva' }), {
      key: 'ArrowRight',
    });
    expect(current()).toBe('2 di 4');
    advance(HERO_TRANSITION_LOCK_MS);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Slide successiva' }), {
      key: 'ArrowLeft',
    });
    expect(current()).toBe('1 di 4');
  });

  it('stops the auto-advance with the pause button', () => {
    renderWithProviders(<HeroSlider />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Metti in pausa lo scorrimento automatico' }),
    );
    advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(current()).toBe('1 di 4');
  });

  it('becomes shorter once the page is scrolled past 10 % of its height', () => {
    renderWithProviders(<HeroSlider />);
    Object.defineProperty(hero(), 'offsetHeight', { configurable: true, value: 800 });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
      advance(20);
    };
    scrollTo(80);
    expect(hero()).toHaveAttribute('data-compact', 'false');
    scrollTo(81);
    expect(hero()).toHaveAttribute('data-compact', 'true');
    scrollTo(0);
    expect(hero()).toHaveAttribute('data-compact', 'false');
  });
});
