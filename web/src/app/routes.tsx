// The public route table: every page is a lazily loaded chunk inside the shared layout.
// Each page also names its source module, which the server turns into the
// modulepreload links of the chunks the page needs (server/src/http/pages.ts): only in
// the server's build (`import.meta.env.SSR && ...`), the browser never reads it.
import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';

type PageModule = Promise<{ default: ComponentType }>;

export interface PageHandle {
  /** Loads the page's chunk; once it has loaded, the page renders without suspending. */
  preload: () => PageModule;
  /** The page's source module, relative to web/ (the key of Vite's manifest); '' in the browser. */
  module: string;
}

/**
 * A lazy page element. Once its chunk has loaded (preloadRoute), the page renders
 * at once rather than through React.lazy's first suspension: the browser hydrates
 * the server's HTML of the page in one pass.
 */
function page(
  module: string | false,
  load: () => PageModule,
): Pick<RouteObject, 'element' | 'handle'> {
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
  const handle: PageHandle = { preload, module: module ? `src/features/${module}.tsx` : '' };
  return { element: <Page />, handle };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        index: true,
        ...page(
          import.meta.env.SSR && 'home/home-page',
          () => import('../features/home/home-page'),
        ),
      },
      {
        path: 'progetti',
        ...page(
          import.meta.env.SSR && 'projects/projects-page',
          () => import('../features/projects/projects-page'),
        ),
      },
      {
        path: 'progetti/:id',
        ...page(
          import.meta.env.SSR && 'projects/project-detail-page',
          () => import('../features/projects/project-detail-page'),
        ),
      },
      {
        // The list and an event's page in one chunk: one route less in the initial code.
        path: 'eventi/:id?',
        ...page(
          import.meta.env.SSR && 'events/events-route',
          () => import('../features/events/events-route'),
        ),
      },
      {
        path: 'calendario',
        ...page(
          import.meta.env.SSR && 'calendar/calendar-page',
          () => import('../features/calendar/calendar-page'),
        ),
      },
      {
        path: 'news',
        ...page(
          import.meta.env.SSR && 'news/news-page',
          () => import('../features/news/news-page'),
        ),
      },
      {
        path: 'notizie/:id',
        ...page(
          import.meta.env.SSR && 'news/article-page',
          () => import('../features/news/article-page'),
        ),
      },
      {
        path: 'trasparenza',
        ...page(
          import.meta.env.SSR && 'transparency/transparency-page',
          () => import('../features/transparency/transparency-page'),
        ),
      },
      {
        path: '5x1000',
        ...page(
          import.meta.env.SSR && 'donations/five-for-thousand-page',
          () => import('../features/donations/five-for-thousand-page'),
        ),
      },
      {
        path: 'donazione/bonifico',
        ...page(
          import.meta.env.SSR && 'donations/bank-transfer-page',
          () => import('../features/donations/bank-transfer-page'),
        ),
      },
      {
        path: 'donazione/grazie',
        ...page(
          import.meta.env.SSR && 'donations/thanks-page',
          () => import('../features/donations/thanks-page'),
        ),
      },
      {
        path: 'servizi',
        ...page(
          import.meta.env.SSR && 'services/services-page',
          () => import('../features/services/services-page'),
        ),
      },
      {
        path: 'attivita',
        ...page(
          import.meta.env.SSR && 'activities/activity-page',
          () => import('../features/activities/activity-page'),
        ),
      },
      {
        path: 'attivita/:id',
        ...page(
          import.meta.env.SSR && 'activities/activity-page',
          () => import('../features/activities/activity-page'),
        ),
      },
      {
        path: 'storia/croce-rossa',
        ...page(
          import.meta.env.SSR && 'history/red-cross-history-page',
          () => import('../features/history/red-cross-history-page'),
        ),
      },
      {
        path: 'storia/comitato',
        ...page(
          import.meta.env.SSR && 'history/committee-history-page',
          () => import('../features/history/committee-history-page'),
        ),
      },
      {
        path: 'privacy',
        ...page(
          import.meta.env.SSR && 'privacy/privacy-page',
          () => import('../features/privacy/privacy-page'),
        ),
      },
      {
        path: 'accessibilita',
        ...page(
          import.meta.env.SSR && 'accessibility/accessibility-page',
          () => import('../features/accessibility/accessibility-page'),
        ),
      },
      {
        // A page of the committee's own; an address no page has is the 404 page.
        path: ':slug',
        ...page(
          import.meta.env.SSR && 'pages/site-page',
          () => import('../features/pages/site-page'),
        ),
      },
      {
        path: '*',
        ...page(
          import.meta.env.SSR && 'not-found/not-found-page',
          () => import('../features/not-found/not-found-page'),
        ),
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
