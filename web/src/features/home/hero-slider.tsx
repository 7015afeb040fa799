// The home page hero (anchor "home"): the committee's visible slides (data from the
// home page's query), in order, that advance every 6 s, pause
// while dragged (and while the visitor pauses them, hovers or focuses them), lock
// for 600 ms after a change, follow a mouse drag or touch swipe of more than
// 100 px (left: next, right: previous), jump with the dots and the prev/next
// buttons (or the arrow keys while the focus is in the hero). Full height near the
// top; shorter once the page is scrolled past 10 % of its height. With reduced
// motion there is no autoplay and no fade. A slide's button leads to a home section
// (#chi-siamo), a page of the site (/servizi) or another site (https://..., new tab).
// Only the first slide's image loads with the page; the others a second later.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { Link } from '../../components/ui/link';
import styled, { createGlobalStyle, css } from 'styled-components';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_OTHER_IMAGES_AFTER_MS,
  HERO_SHORTER_AFTER_SCROLL_RATIO,
  HERO_SWIPE_THRESHOLD_PX,
  HERO_TRANSITION_LOCK_MS,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { HomeHeroSlideFragment } from '../../gql/graphql';
import { HERO_SIZES, imageSources } from '../../lib/api-url';
import { prefersReducedMotion } from '../../lib/scroll';
import { sectionHref, useSectionNavigation } from '../../lib/use-section-navigation';

export const HomeHeroSlideFragmentDoc = graphql(`
  fragment HomeHeroSlide on HeroSlide {
    id
    title
    subtitle
    description
    image
    imageAlt
    buttonLabel
    buttonLink
    visible
    position
  }
`);

export type HeroSlide = HomeHeroSlideFragment;

export type SlideLinkKind = 'section' | 'path' | 'external';

/** What a slide's buttonLink points at; null for a value that is none of the three. */
export function slideLinkKind(link: string): SlideLinkKind | null {
  if (/^#[\w-]+$/.test(link)) return 'section';
  if (/^\/(?!\/)/.test(link)) return 'path';
  if (/^https?:\/\/\S+$/i.test(link)) return 'external';
  return null;
}

/** The visible slides in display order. */
export function visibleSlides(slides: readonly HeroSlide[] | undefined): HeroSlide[] {
  return (slides ?? []).filter((slide) => slide.visible).sort((a, b) => a.position - b.position);
}

export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** The slides' call failed: the hero says so instead of staying empty. */
  failed?: boolean;
}

export function HeroSlider({ slides, failed = false }: HeroSliderProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [dragging, setDragging] = useState(false);
  // Paused from the start with reduced motion: read in an effect, the server cannot know.
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The other slides' images: not in the server's HTML (without JavaScript the hero shows
  // its first slide only) nor in the render that hydrates it.
  const [allImages, setAllImages] = useState(false);
  const compact = useCompactHero();
  const goToSection = useSectionNavigation();

  const indexRef = useRef(0);
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dragStartX = useRef<number | null>(null);

  const show = useCallback(
    (next: number) => {
      if (locked.current || count < 2) return;
      const target = (next + count) % count;
      if (target === indexRef.current) return;
      locked.current = true;
      setAllImages(true);
      lockTimer.current = setTimeout(() => {
        locked.current = false;
      }, HERO_TRANSITION_LOCK_MS);
      indexRef.current = target;
      setIndex(target);
    },
    [count],
  );

  useEffect(() => () => clearTimeout(lockTimer.current), []);
  useEffect(() => {
    const timer = setTimeout(() => setAllImages(true), HERO_OTHER_IMAGES_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);

  const autoplay = !paused && !dragging && !hovered && !focused;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => show(indexRef.current + 1), HERO_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoplay, index, show]);

  const startDrag = (x: number) => {
    dragStartX.current = x;
    setDragging(true);
  };
  const endDrag = useCallback(
    (x: number) => {
      const start = dragStartX.current;
      dragStartX.current = null;
      setDragging(false);
      if (start === null) return;
      const distance = x - start;
      if (distance < -HERO_SWIPE_THRESHOLD_PX) show(indexRef.current + 1);
      else if (distance > HERO_SWIPE_THRESHOLD_PX) show(indexRef.current - 1);
    },
    [show],
  );

  // A mouse drag may end outside the hero.
  useEffect(() => {
    if (!dragging) return;
    const onMouseUp = (event: MouseEvent) => endDrag(event.clientX);
    window.addEventListener('mouseup', onMouseUp);
    return () => window.removeEventListener('mouseup', onMouseUp);
  }, [dragging, endDrag]);

  return (
    <Hero
      id={sections.home}
      aria-roledescription="carosello"
      aria-label="In evidenza"
      $compact={compact}
      data-compact={compact}
      onMouseDown={(event) => {
        if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
        event.preventDefault();
        startDrag(event.clientX);
      }}
      onTouchStart={(event) => startDrag(event.touches[0].clientX)}
      onTouchEnd={(event) => endDrag(event.changedTouches[0].clientX)}
      onTouchCancel={() => {
        dragStartX.current = null;
        setDragging(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') show(indexRef.current - 1);
        else if (event.key === 'ArrowRight') show(indexRef.current + 1);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <NoScrollAnchoring />
      {failed && count === 0 && (
        <Copy>
          <Description role="status">
            I contenuti in evidenza non sono disponibili in questo momento.
          </Description>
        </Copy>
      )}
      <Slides aria-live={autoplay ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} di ${count}`}
              aria-hidden={!active}
              inert={!active}
              $active={active}
              data-active={active}
            >
              {(i === 0 || allImages) && (
                <img
                  {...imageSources(slide.image, HERO_SIZES)}
                  alt={slide.imageAlt}
                  width={1600}
                  height={900}
                  draggable={false}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              )}
              <Copy>
                <Subtitle>{slide.subtitle}</Subtitle>
                <SlideTitle>{slide.title}</SlideTitle>
                {slide.description && <Description>{slide.description}</Description>}
                <SlideButton slide={slide} goToSection={goToSection} />
              </Copy>
            </Slide>
          );
        })}
      </Slides>
      {count > 1 && (
        <Controls>
          <Arrow type="button" aria-label="Slide precedente" onClick={() => show(index - 1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </Arrow>
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={slide.id}
                type="button"
                aria-label={`Vai alla slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                $active={i === index}
                onClick={() => show(i)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-label="Slide successiva" onClick={() => show(index + 1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </Arrow>
          <Arrow
            type="button"
            aria-label={
              paused
                ? 'Riprendi lo scorrimento automatico'
                : 'Metti in pausa lo scorrimento automatico'
            }
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {paused ? <path d="M8 5v14l11-7z" className="fill" /> : <path d="M9 5v14M15 5v14" />}
            </svg>
          </Arrow>
        </Controls>
      )}
    </Hero>
  );
}

/** A plain left click: modified clicks keep the browser's behaviour (new tab...). */
function isPlainClick(event: ReactMouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function SlideButton({
  slide,
  goToSection,
}: {
  slide: HeroSlide;
  goToSection: (sectionId: string) => void;
}) {
  const link = slide.buttonLink.trim();
  switch (slideLinkKind(link)) {
    case 'section': {
      const sectionId = link.slice(1);
      return (
        <Cta
          href={sectionHref(sectionId)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            goToSection(sectionId);
          }}
        >
          {slide.buttonLabel}
        </Cta>
      );
    }
    case 'path':
      return (
        <Cta as={Link} to={link}>
          {slide.buttonLabel}
        </Cta>
      );
    case 'external':
      return (
        <Cta href={link} target="_blank" rel="noopener noreferrer">
          {slide.buttonLabel}
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </Cta>
      );
    default:
      return null;
  }
}

/** True once the page is scrolled past 10 % of the hero's current height. */
function useCompactHero(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const hero = document.getElementById(sections.home);
      const height = hero?.offsetHeight || window.innerHeight;
      setCompact(window.scrollY > height * HERO_SHORTER_AFTER_SCROLL_RATIO);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // In the next frame, as useScrolledPast does: read now, the hero's height and the
    // scroll position would make the browser lay out the page in the middle of hydration.
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return compact;
}

/*
 * Scroll anchoring would answer the hero getting shorter by scrolling the page back
 * up by the same amount, which makes it tall again: the page would bounce. Without
 * it, the content below slides up as the hero's height animates.
 */
const NoScrollAnchoring = createGlobalStyle`
  html {
    overflow-anchor: none;
  }
`;

const Hero = styled.section<{ $compact: boolean }>`
  position: relative;
  overflow: hidden;
  height: ${({ $compact }) => ($compact ? '70vh' : '100vh')};
  height: ${({ $compact }) => ($compact ? '70svh' : '100svh')};
  min-height: ${({ $compact }) => ($compact ? '460px' : '560px')};
  background: #2b0a0a;
  color: ${({ theme }) => theme.colors.white};
  user-select: none;
  touch-action: pan-y;
  transition:
    height 0.4s ease,
    min-height 0.4s ease;
`;

const Slides = styled.div`
  position: absolute;
  inset: 0;
`;

const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition:
    opacity 0.6s ease,
    visibility 0.6s;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 70% center;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      rgba(20, 4, 4, 0.88) 0%,
      rgba(20, 4, 4, 0.62) 50%,
      rgba(20, 4, 4, 0.15) 100%
    );

    @media (max-width: 899.98px) {
      background: linear-gradient(180deg, rgba(20, 4, 4, 0.55) 0%, rgba(20, 4, 4, 0.85) 70%);
    }
  }
`;

const Copy = styled.div`
  position: relative;
  z-index: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.layout.headerHeight} ${({ theme }) => theme.space(4)} 96px;

  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space(6)};
    padding-right: ${({ theme }) => theme.space(6)};
  }

  > * {
    max-width: 36rem;
  }
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.95rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: #ffd5cc;
`;

const SlideTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: clamp(2.2rem, 1.4rem + 3.6vw, 4rem);
  letter-spacing: -0.01em;
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(7)};
  font-size: clamp(1.05rem, 1rem + 0.4vw, 1.25rem);
`;

const Cta = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(7)};
  border: 2px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.redDark};
    border-color: ${({ theme }) => theme.colors.redDark};
  }
`;

const Controls = styled.div`
  position: absolute;
  z-index: 2;
  left: 50%;
  /* Above the call-to-action panel that overlaps the hero's bottom edge. */
  bottom: 64px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  transform: translateX(-50%);

  /* Without JavaScript the slide stays the first: buttons that do nothing are not shown. */
  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.35);
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;

  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  svg .fill {
    fill: currentColor;
    stroke: none;
  }

  &:hover {
    background: rgba(0, 0, 0, 0.6);
  }
`;

const Dots = styled.div`
  display: flex;
`;

const Dot = styled.button<{ $active: boolean }>`
  position: relative;
  width: 32px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: ${({ $active }) => ($active ? '22px' : '10px')};
    height: 10px;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.white};
    opacity: ${({ $active }) => ($active ? 1 : 0.6)};
    transform: translate(-50%, -50%);
    transition: width 0.3s ease;
  }

  ${({ $active }) =>
    $active &&
    css`
      cursor: default;
    `}
`;
