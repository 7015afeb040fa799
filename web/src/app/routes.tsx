// The public route table: every page is a lazily loaded chunk inside the shared layout.
// Each page also names its source module, which the server turns into the
// modulepreload links of the chunks the page needs (server/src/http/pages.ts).
import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';

type PageModule = Promise<{ default: ComponentType }>;

export interface PageHandle {
  /** Loads the page's chunk; once it has loaded, the page renders without suspending. */
  preload: () => PageModule;
  /** The page's source module, relative to web/ (the key of Vite's manifest). */
  module: string;
}

/**
 * A lazy page element. Once its chunk has loaded (preloadRoute), the page renders
 * at once rather than through React.lazy's first suspension: the browser hydrates
 * the server's HTML of the page in one pass.
 */
function page(module: string, load: () => PageModule): Pick<RouteObject, 'element' | 'handle'> {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((loaded) => {
      Loaded = loaded.default;
      return loaded;
    });
  const Lazy = lazy(preload);
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const handle: PageHandle = { preload, module: `src/features/${module}.tsx` };
  return { element: <Page />, handle };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, ...page('home/home-page', () => import('../features/home/home-page')) },
      {
        path: 'progetti',
        ...page('projects/projects-page', () => import('../features/projects/projects-page')),
      },
      {
        path: 'progetti/:id',
        ...page(
          'projects/project-detail-page',
          () => import('../features/projects/project-detail-page'),
        ),
      },
      {
        path: 'calendario',
        ...page('calendar/calendar-page', () => import('../features/calendar/calendar-page')),
      },
      { path: 'news', ...page('news/news-page', () => import('../features/news/news-page')) },
      {
        path: 'notizie/:id',
        ...page('news/article-page', () => import('../features/news/article-page')),
      },
      {
        path: 'trasparenza',
        ...page(
          'transparency/transparency-page',
          () => import('../features/transparency/transparency-page'),
        ),
      },
      {
        path: '5x1000',
        ...page(
          'donations/five-for-thousand-page',
          () => import('../features/donations/five-for-thousand-page'),
        ),
      },
      {
        path: 'donazione/bonifico',
        ...page(
          'donations/bank-transfer-page',
          () => import('../features/donations/bank-transfer-page'),
        ),
      },
      {
        path: 'donazione/grazie',
        ...page('donations/thanks-page', () => import('../features/donations/thanks-page')),
      },
      {
        path: 'servizi',
        ...page('services/services-page', () => import('../features/services/services-page')),
      },
      {
        path: 'attivita',
        ...page('activities/activity-page', () => import('../features/activities/activity-page')),
      },
      {
        path: 'attivita/:id',
        ...page('activities/activity-page', () => import('../features/activities/activity-page')),
      },
      {
        path: 'storia/croce-rossa',
        ...page(
          'history/red-cross-history-page',
          () => import('../features/history/red-cross-history-page'),
        ),
      },
      {
        path: 'storia/comitato',
        ...page(
          'history/committee-history-page',
          () => import('../features/history/committee-history-page'),
        ),
      },
      {
        path: 'privacy',
        ...page('privacy/privacy-page', () => import('../features/privacy/privacy-page')),
      },
      {
        path: 'accessibilita',
        ...page(
          'accessibility/accessibility-page',
          () => import('../features/accessibility/accessibility-page'),
        ),
      },
      {
        // A page of the committee's own; an address no page has is the 404 page.
        path: ':slug',
        ...page('pages/site-page', () => import('../features/pages/site-page')),
      },
      {
        path: '*',
        ...page('not-found/not-found-page', () => import('../features/not-found/not-found-page')),
      },
    ],
  },
];

/** The handles of the pages a path renders (one, inside the layout). */
export function routeHandles(pathname: string): PageHandle[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as PageHandle | undefined)
    .filter((handle): handle is PageHandle => handle !== undefined);
}

/** Loads the chunks of the page at this path (the browser caches the modules). */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(routeHandles(pathname).map((handle) => handle.preload()));
}
