// Where a page starts. In-page hash links scroll smoothly with an 80 px top offset, also
// when the URL arrives with a hash (/#supporto from another page): the section is
// awaited, retrying every 100 ms, because the home page chunk may still be loading.
// Back and forward (and a reload) return to the position the page was left at
// (lib/scroll-memory.ts). A page changed in place (a list's filters or page, the /news
// dialog: lib/scroll.ts's inPlaceState) stays where the visitor is. Otherwise a new route
// starts at the top of the page.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  isInPlace,
  scrollToHash,
  scrollToSectionWhenReady,
  SHOWS_TARGET_ATTRIBUTE,
} from '../../lib/scroll';
import {
  persistScrollPositions,
  rememberScroll,
  restoreScroll,
  savedScroll,
} from '../../lib/scroll-memory';

export function useHashScroll(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const entryKey = useRef(location.key);
  const inPlace = navigationType !== 'POP' && isInPlace(location.state);

  useLayoutEffect(() => {
    entryKey.current = location.key;
    const saved = navigationType === 'POP' ? savedScroll(location.key) : undefined;
    if (saved !== undefined) return restoreScroll(saved);
    if (location.hash) {
      return scrollToSectionWhenReady(decodeURIComponent(location.hash.slice(1)), {
        scroll: scrollToHash,
      });
    }
    if (inPlace) return;
    window.scrollTo(0, 0);
  }, [location.pathname, location.hash, location.key, navigationType, inPlace]);

  // A layout effect, so that its popstate listener comes before the router's (the parent's
  // effects run after this one): the position is taken while the page is still the old one.
  useLayoutEffect(() => {
    // The app puts the page where it belongs; the browser's own attempt comes too early.
    window.history.scrollRestoration = 'manual';
    const record = () => rememberScroll(entryKey.current, window.scrollY);
    // Scroll events trail the scrolling by a frame: a back or a click right after it
    // would otherwise leave the last position unrecorded (or record it for the next page).
    // A reload right after a scroll, too: the page is left before its scroll event.
    const persist = () => {
      record();
      persistScrollPositions();
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('popstate', record);
    document.addEventListener('click', record, true);
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('popstate', record);
      document.removeEventListener('click', record, true);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return;
      if (anchor.hasAttribute(SHOWS_TARGET_ATTRIBUTE)) return;
      const url = new URL(anchor.href, window.location.href);
      if (!url.hash || url.origin !== window.location.origin) return;
      if (url.pathname !== window.location.pathname) return;
      event.preventDefault();
      navigate({ pathname: url.pathname, hash: url.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
