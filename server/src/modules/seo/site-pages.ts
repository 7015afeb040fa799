// The public site's pages without an id, as web/src/config/paths.ts names them (a test
// checks the two agree with the route table, web/src/app/routes.tsx). /attivita is left
// out: it shows the first activity, listed under its own /attivita/<id>.
export const SITE_PAGES = [
  '/',
  '/progetti',
  '/news',
  '/calendario',
  '/trasparenza',
  '/5x1000',
  '/donazione/bonifico',
  '/servizi',
  '/storia/croce-rossa',
  '/storia/comitato',
  '/privacy',
  '/accessibilita',
] as const;

/** The pages of one record, by kind: the site's paths.article, paths.project, paths.activity. */
export const recordPage = {
  news: (id: number) => `/notizie/${id}`,
  project: (id: number) => `/progetti/${id}`,
  /** An event's page (the site's events/event-path.ts, beside the list EVENTS_PAGE). */
  event: (id: number) => `/eventi/${id}`,
  activity: (id: number) => `/attivita/${id}`,
  /** A page of the committee's own: paths.page. */
  page: (slug: string) => `/${slug}`,
} as const;

/** The list of the events: one route with their pages (web/src/app/routes.tsx, eventi/:id?). */
export const EVENTS_PAGE = '/eventi';

/** The page of the news list, the channel's link. */
export const NEWS_PAGE = '/news';
