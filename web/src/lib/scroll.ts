// Scrolling to the home page sections: a requestAnimationFrame animation (500 ms,
// -80 px so the fixed header does not cover the heading), instant when the visitor
// prefers reduced motion, and a retry loop for sections that are not rendered yet
// (after navigating to / from another route).
import {
  IN_PAGE_ANCHOR_OFFSET_PX,
  SECTION_RETRY_INTERVAL_MS,
  SESSION_KEYS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
} from '../config/constants';

/** How long the retry loop waits for a section before giving up (a missing anchor). */
const SECTION_RETRY_LIMIT = 50;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Stops the running scroll animation, if any. */
let stopActive: (() => void) | undefined;

/** How long a scroll keeps following its target after arriving (the hero's height animation). */
const SETTLE_MS = 450;

/**
 * Scrolls the window to `target`; a newer call cancels a running animation. A
 * function target is read again on every frame, and for a moment after arriving,
 * so the scroll still lands on a section when the layout above it changes
 * meanwhile (the hero gets shorter once the page scrolls, images load).
 */
export function smoothScrollTo(
  target: number | (() => number),
  duration: number = SMOOTH_SCROLL_DURATION_MS,
): Promise<void> {
  const targetY = () => Math.max(0, Math.round(typeof target === 'function' ? target() : target));
  const follow = typeof target === 'function';
  stopActive?.();
  const instant = duration <= 0 || prefersReducedMotion();
  if (instant) window.scrollTo(0, targetY());
  if (instant && !follow) return Promise.resolve();
  const startY = window.scrollY;

  return new Promise((resolve) => {
    let frame = 0;
    const finish = () => {
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      if (stopActive === stop) stopActive = undefined;
      resolve();
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      finish();
    };
    // The visitor's own scrolling wins over the animation.
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    stopActive = stop;
    let startTime: number | null = null;
    let arrived = false;
    const step = (now: number) => {
      startTime ??= now;
      const elapsed = now - startTime;
      const progress = instant ? 1 : Math.min(1, elapsed / duration);
      const end = targetY();
      const y = startY + (end - startY) * easeInOutCubic(progress);
      // Arriving always lands exactly; while settling, only a real drift is corrected.
      if (!arrived || Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
      arrived = progress === 1;
      if (progress < 1 || (follow && elapsed < (instant ? 0 : duration) + SETTLE_MS)) {
        frame = requestAnimationFrame(step);
      } else {
        finish();
      }
    };
    frame = requestAnimationFrame(step);
  });
}

/** Document Y of an element, shifted by `offset` (negative: stop above it). */
export function elementScrollTarget(element: Element, offset: number): number {
  return element.getBoundingClientRect().top + window.scrollY + offset;
}

/**
 * Smooth-scrolls to the section with this id; false when it is not in the page. The
 * section is looked up on every frame: a part of the page that comes to life on the way
 * (lib/hydrate-when-needed.tsx) replaces its server HTML with elements of its own.
 */
export function scrollToSection(id: string, offset: number = SMOOTH_SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  void smoothScrollTo(() => elementScrollTarget(document.getElementById(id) ?? element, offset));
  return true;
}

/** The scroll used by in-page hash links: 80 px below the top edge. */
export function scrollToHash(id: string): boolean {
  return scrollToSection(id, -IN_PAGE_ANCHOR_OFFSET_PX);
}

let pendingRetry: ReturnType<typeof setInterval> | undefined;

/**
 * Scrolls to the section as soon as it exists, checking every 100 ms (the home
 * page chunk may still be loading). Returns a function that stops waiting.
 */
export function scrollToSectionWhenReady(
  id: string,
  {
    scroll = scrollToSection,
    immediate = true,
  }: {
    scroll?: (id: string) => boolean;
    /** false right after a navigation: the old route may still be in the page. */
    immediate?: boolean;
  } = {},
): () => void {
  clearInterval(pendingRetry);
  if (immediate && scroll(id)) return () => undefined;
  let attempts = 0;
  const timer = setInterval(() => {
    attempts += 1;
    if (scroll(id) || attempts >= SECTION_RETRY_LIMIT) clearInterval(timer);
  }, SECTION_RETRY_INTERVAL_MS);
  pendingRetry = timer;
  return () => clearInterval(timer);
}

/** Asks the next load of the home page to scroll to the contacts (see useContactScrollFlag). */
export function requestContactsScroll(): void {
  sessionStorage.setItem(SESSION_KEYS.scrollToContacts, '1');
}

/**
 * The attribute of a link to content that CSS shows when it is the URL's target (:target):
 * a team member's details, the donation choices. Such a link is left to the browser's own
 * fragment navigation, since a router's history.pushState does not change :target (before
 * the app handles the link itself, or without JavaScript).
 */
export const SHOWS_TARGET_ATTRIBUTE = 'data-shows-target';

/**
 * The history state of a navigation that changes a page in place (a list's filters or
 * page, the /news dialog): the page keeps its scroll position (use-hash-scroll.ts), where
 * a new page starts at the top. `source` names what wrote the URL (the search box).
 */
export interface InPlaceState {
  inPlace: true;
  source?: string;
}

export function inPlaceState(source?: string): InPlaceState {
  return source === undefined ? { inPlace: true } : { inPlace: true, source };
}

export function isInPlace(state: unknown, source?: string): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const { inPlace, source: written } = state as Partial<InPlaceState>;
  return inPlace === true && (source === undefined || written === source);
}
