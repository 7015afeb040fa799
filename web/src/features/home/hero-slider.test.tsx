import { act, fireEvent, screen } from '@testing-library/react';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_OTHER_IMAGES_AFTER_MS,
  HERO_SWIPE_THRESHOLD_PX,
  HERO_TRANSITION_LOCK_MS,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HeroSlider, slideLinkKind, visibleSlides, type HeroSlide } from './hero-slider';

function slide(position: number, title: string, buttonLink: string, visible = true): HeroSlide {
  return {
    id: String(position + 10),
    title,
    subtitle: `Sottotitolo ${position}`,
    description: `Descrizione della slide ${title}`,
    image: `/uploads/slide-${position}.webp`,
    imageAlt: `Immagine della slide ${title}`,
    buttonLabel: `Pulsante ${title}`,
    buttonLink,
    visible,
    position,
  };
}

/** Four slides, one of each kind of link (a home section twice). */
const heroSlides: readonly HeroSlide[] = [
  slide(0, 'Chi siamo', '#chi-siamo'),
  slide(1, 'I servizi', '/servizi'),
  slide(2, 'Il sito nazionale', 'https://cri.example.org/volontari'),
  slide(3, 'I corsi', '#corsi'),
];

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

  it('tells the three kinds of button link apart', () => {
    expect(slideLinkKind('#chi-siamo')).toBe('section');
    expect(slideLinkKind('/servizi')).toBe('path');
    expect(slideLinkKind('/storia/comitato')).toBe('path');
    expect(slideLinkKind('https://cri.it')).toBe('external');
    expect(slideLinkKind('http://example.org/a?b=1')).toBe('external');
    expect(slideLinkKind('//evil.example')).toBeNull();
    expect(slideLinkKind('javascript:alert(1)')).toBeNull();
    expect(slideLinkKind('servizi')).toBeNull();
  });

  it('renders each slide button as the right kind of link, with the image from the API', () => {
    renderWithProviders(<HeroSlider slides={heroSlides} />, { route: '/storia/comitato' });
    // The other slides are inert: their buttons are found by their text.
    const button = (text: string) => screen.getByText(text).closest('a');
    const section = screen.getByRole('link', { name: 'Pulsante Chi siamo' });
    expect(section).toHaveAttribute('href', '/#chi-siamo');
    expect(section).not.toHaveAttribute('target');
    const path = button('Pulsante I servizi');
    expect(path).toHaveAttribute('href', '/servizi');
    expect(path).not.toHaveAttribute('target');
    const external = button('Pulsante Il sito nazionale');
    expect(external).toHaveAttribute('href', 'https://cri.example.org/volontari');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent('si apre in una nuova scheda');
    const image = screen.getByRole('img', { name: 'Immagine della slide Chi siamo' });
    expect(image).toHaveAttribute('src', '/api/uploads/slide-0.webp');
  });

  it("loads the other slides' images a second after it starts, or when the visitor moves on", () => {
    const images = () =>
      screen.queryAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src'));
    const { unmount } = renderWithProviders(<HeroSlider slides={heroSlides} />);
    expect(images()).toEqual(['/api/uploads/slide-0.webp']);
    advance(HERO_OTHER_IMAGES_AFTER_MS);
    expect(images()).toEqual([0, 1, 2, 3].map((i) => `/api/uploads/slide-${i}.webp`));
    unmount();

    renderWithProviders(<HeroSlider slides={heroSlides} />);
    expect(images()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Slide successiva' }));
    expect(images()).toHaveLength(4);
  });

  it('keeps only the visible slides, in order', () => {
    const shuffled = [slide(2, 'C', '#corsi'), slide(0, 'A', '#home', false), slide(1, 'B', '/')];
    expect(visibleSlides(shuffled).map((s) => s.title)).toEqual(['B', 'C']);
    expect(visibleSlides(undefined)).toEqual([]);
  });

  it('says so when the slides cannot be loaded', () => {
    renderWithProviders(<HeroSlider slides={[]} failed />);
    expect(screen.getByRole('status')).toHaveTextContent('non sono disponibili');
    expect(screen.queryByRole('button', { name: 'Slide successiva' })).not.toBeInTheDocument();
  });

  it('advances every 6 s and cycles back to the first slide', () => {
    renderWithProviders(<HeroSlider slides={heroSlides} />);
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
    renderWithProviders(<HeroSlider slides={heroSlides} />);
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
    renderWithProviders(<HeroSlider slides={heroSlides} />);
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
    renderWithProviders(<HeroSlider slides={heroSlides} />);
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
    renderWithProviders(<HeroSlider slides={heroSlides} />);
    fireEvent.mouseDown(hero(), { clientX: 500, button: 0 });
    advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(current()).toBe('1 di 4');
    fireEvent.mouseUp(window, { clientX: 480 });
    expect(current()).toBe('1 di 4');
    advance(HERO_AUTO_ADVANCE_MS);
    expect(current()).toBe('2 di 4');
  });

  it('jumps to a slide with its dot and marks the current dot', () => {
    renderWithProviders(<HeroSlider slides={heroSlides} />);
    const third = screen.getByRole('button', { name: `Vai alla slide 3: ${heroSlides[2].title}` });
    fireEvent.click(third);
    expect(current()).toBe('3 di 4');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: heroSlides[2].title })).toBeVisible();
  });

  it('follows the arrow keys while the focus is in the hero', () => {
    renderWithProviders(<HeroSlider slides={heroSlides} />);
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
    renderWithProviders(<HeroSlider slides={heroSlides} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Metti in pausa lo scorrimento automatico' }),
    );
    advance(HERO_AUTO_ADVANCE_MS * 2);
    expect(current()).toBe('1 di 4');
  });

  it('becomes shorter once the page is scrolled past 10 % of its height', () => {
    renderWithProviders(<HeroSlider slides={heroSlides} />);
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
