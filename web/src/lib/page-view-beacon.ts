// The visit statistics (server/src/modules/analytics) count the pages the server sends.
// Once the first page has loaded, the site's router shows the next ones in the browser,
// without asking the server for a page: each of those is reported here, one beacon to
// POST /api/analytics/views { path, referrer } that the server counts by the same rules
// (bots, the staff, the committee's switch, paths of pages only). The first location is
// never reported: the server counted it when it sent the page. No cookie, nothing stored:
// the beacon carries the page's path and the site's previous page (the referrer of an
// in-site navigation, which the server does not count as a referring site).
//
// Not reported: the back office's previews (?anteprima), the not-found page, a change of
// the query alone written in place (a list's filter typed letter by letter replaces the
// history entry) or of the fragment alone, and a browser signed in to the back office
// (its token in this origin's localStorage: read, never written).
import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation, useNavigationType, type RouteObject } from 'react-router-dom';
import { ADMIN_TOKEN_STORAGE_KEY, PREVIEW_QUERY } from '../config/constants';
import { API_BASE } from './api-url';

export const PAGE_VIEWS_URL = `${API_BASE}/analytics/views`;

export interface PageView {
  path: string;
  referrer?: string;
}

/** Whether this browser is signed in to the back office (the staff's views are not counted). */
export function staffSignedIn(): boolean {
  try {
    return Boolean(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * Sends one page view: a beacon (it outlives the page, queued by the browser), else a
 * fetch kept alive. The body is JSON sent as text/plain, a simple request the server
 * reads as JSON. Nothing is awaited and a failure is ignored: a view lost is no error.
 */
export function sendPageView(view: PageView): void {
  const body = JSON.stringify(view);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PAGE_VIEWS_URL, body)) {
      return;
    }
  } catch {
    // A beacon refused (a browser's policy): the fetch below.
  }
  if (typeof fetch !== 'function') return;
  fetch(PAGE_VIEWS_URL, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/** Whether the path is one of the site's pages in `routes` (not the not-found page's '*'). */
export function isSitePage(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const page = matches?.[matches.length - 1];
  return page !== undefined && page.route.path !== '*';
}

/**
 * Reports each page the router shows after the first (see above). Called once, where the
 * routes are rendered (app/app.tsx); on the server it does nothing (effects do not run).
 */
export function usePageViewBeacon(routes: RouteObject[]): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; search: string } | undefined>(undefined);
  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, search };
    // The first location (the page the server sent), or the same page again (a fragment,
    // or React's second run of the effects in development).
    if (!previous || (previous.pathname === pathname && previous.search === search)) return;
    // The same page with its query written in place (a filter being typed).
    if (previous.pathname === pathname && navigationType === 'REPLACE') return;
    if (new URLSearchParams(search).has(PREVIEW_QUERY)) return;
    if (!isSitePage(routes, pathname) || staffSignedIn()) return;
    sendPageView({
      path: pathname,
      referrer: `${window.location.origin}${previous.pathname}`,
    });
  }, [pathname, search, navigationType, routes]);
}
