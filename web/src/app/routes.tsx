// The public route table: every page is a lazily loaded chunk inside the shared layout.
import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazy page element, with its loader kept as the route's preload handle. */
function page(load: () => PageModule): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(load);
  return { element: <Page />, handle: { preload: load } };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page')) },
      { path: 'progetti', ...page(() => import('../features/projects/projects-page')) },
      {
        path: 'progetti/:id',
        ...page(() => import('../features/projects/project-detail-page')),
      },
      { path: 'news', ...page(() => import('../features/news/news-page')) },
      { path: 'notizie/:id', ...page(() => import('../features/news/article-page')) },
      { path: 'trasparenza', ...page(() => import('../features/transparency/transparency-page')) },
      { path: '5x1000', ...page(() => import('../features/donations/five-for-thousand-page')) },
      {
        path: 'donazione/bonifico',
        ...page(() => import('../features/donations/bank-transfer-page')),
      },
      { path: 'servizi', ...page(() => import('../features/services/services-page')) },
      { path: 'attivita', ...page(() => import('../features/activities/activity-page')) },
      { path: 'attivita/:id', ...page(() => import('../features/activities/activity-page')) },
      {
        path: 'storia/croce-rossa',
        ...page(() => import('../features/history/red-cross-history-page')),
      },
      {
        path: 'storia/comitato',
        ...page(() => import('../features/history/committee-history-page')),
      },
      { path: 'privacy', ...page(() => import('../features/privacy/privacy-page')) },
      {
        path: 'accessibilita',
        ...page(() => import('../features/accessibility/accessibility-page')),
      },
      { path: '*', ...page(() => import('../features/not-found/not-found-page')) },
    ],
  },
];

/** Starts loading the chunk of the page at this path (the browser caches the module). */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const preload = (match.route.handle as { preload?: () => PageModule } | undefined)?.preload;
    void preload?.();
  }
}
