// Sends the page views of the site's router (page-view-beacon.ts, which says what is
// reported and why): loaded at the first navigation only, so that a page's start does not
// carry it.
import { matchRoutes, type RouteObject } from 'react-router-dom';
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
 * Reports the page the router shows now, `previous` the path of the one before, unless it
 * is no page to count: a back office's preview, the not-found page, a browser signed in
 * to the back office.
 */
export function reportPageView(
  routes: RouteObject[],
  { pathname, search }: { pathname: string; search: string },
  previous: string,
): void {
  if (new URLSearchParams(search).has(PREVIEW_QUERY)) return;
  if (!isSitePage(routes, pathname) || staffSignedIn()) return;
  sendPageView({ path: pathname, referrer: `${window.location.origin}${previous}` });
}
