// Back and forward bring the visitor to where they were on that page, as on a site made
// of plain pages. The browser cannot do it by itself here: the page it returns to is
// rendered again, and its lazy chunk and data arrive after the browser's own attempt.
// So the scroll position of each history entry (React Router's location key) is kept,
// in memory and, for a reload, in the session storage; on a back/forward visit it is
// applied again each time the page grows or shifts (the data arrives, the home hero gets
// shorter) for a short while, until the visitor scrolls on their own.
import { SCROLL_RESTORE_WINDOW_MS, SESSION_KEYS } from '../config/constants';

/** What the visitor does to scroll on their own: it ends a restoration. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** History entries whose position is kept; the oldest are forgotten first. */
const MAX_ENTRIES = 50;

/** React Router's key for the history entry a document was loaded on. */
const FIRST_ENTRY_KEY = 'default';

let positions: Map<string, number> | undefined;

/** How this document was loaded: 'navigate', 'reload' or 'back_forward'. */
function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

function memory(): Map<string, number> {
  if (!positions) {
    positions = new Map();
    try {
      const stored: unknown = JSON.parse(
        sessionStorage.getItem(SESSION_KEYS.scrollPositions) ?? '[]',
      );
      if (Array.isArray(stored)) {
        for (const entry of stored) {
          if (
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            typeof entry[1] === 'number' &&
            Number.isFinite(entry[1])
          ) {
            positions.set(entry[0], entry[1]);
          }
        }
      }
    } catch {
      // Unreadable or unavailable storage: positions are kept for this page load only.
    }
    // The first entry of a document has the key 'default'. Only a reload or a back/forward
    // load can be that same entry again; a newly opened page is another one.
    if (documentNavigationType() === 'navigate') positions.delete(FIRST_ENTRY_KEY);
  }
  return positions;
}

/** Records the scroll position of a history entry. */
export function rememberScroll(key: string, y: number): void {
  const map = memory();
  map.delete(key);
  map.set(key, Math.max(0, Math.round(y)));
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

/** The recorded scroll position of a history entry, if any. */
export function savedScroll(key: string): number | undefined {
  return memory().get(key);
}

/** Writes the positions to the session storage (on pagehide: a reload finds them). */
export function persistScrollPositions(): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.scrollPositions, JSON.stringify([...memory()]));
  } catch {
    // Storage full or disabled: nothing to keep across a reload.
  }
}

/** Forgets everything (tests). */
export function resetScrollMemory(): void {
  positions = undefined;
}

/**
 * Scrolls to `y` now and again whenever the page's height changes, for
 * SCROLL_RESTORE_WINDOW_MS or until the visitor scrolls with the wheel, touch or keys.
 * Returns a function that stops it.
 */
export function restoreScroll(y: number, windowMs: number = SCROLL_RESTORE_WINDOW_MS): () => void {
  const apply = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.max(0, Math.min(y, max)));
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, windowMs);
  for (const type of USER_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { passive: true });
  }
  observer?.observe(document.body);
  apply();
  return stop;
}
