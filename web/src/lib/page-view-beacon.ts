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
import { useLocation, useNavigationType, type RouteObject } from 'react-router-dom';

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
    // The sending code is loaded now, not with the page (its first load sends nothing).
    void import('./page-view-report')
      .then(({ reportPageView }) => reportPageView(routes, { pathname, search }, previous.pathname))
      .catch(() => undefined);
  }, [pathname, search, navigationType, routes]);
}
