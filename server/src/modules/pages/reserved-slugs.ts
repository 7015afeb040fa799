// The addresses a page may not take: the first segment of every route of the public site
// (web/src/app/routes.tsx, a test checks that each is here), the home page's sections, and
// what the server itself answers at the root (the back office, the APIs, files, health).
export const SITE_ROUTE_SEGMENTS = [
  'progetti',
  'news',
  'notizie',
  'trasparenza',
  '5x1000',
  'donazione',
  'servizi',
  'attivita',
  'storia',
  'privacy',
  'accessibilita',
  'calendario',
  'eventi',
] as const;

/** The anchors of the home page's sections (web/src/config/paths.ts's sections). */
export const SECTION_ANCHORS = [
  'home',
  'fast-cta',
  'stats',
  'chi-siamo',
  'attivita',
  'corsi',
  'prenota-servizio',
  'news',
  'supporto',
  'contatti',
] as const;

/** The home page's sections and the spec's words for them, which visitors may type. */
export const SECTION_WORDS = [...SECTION_ANCHORS, 'donazioni'] as const;

/** What the server answers at the root, outside the site's routes. */
export const SERVER_SEGMENTS = [
  'admin',
  'api',
  'graphql',
  'uploads',
  'assets',
  'healthz',
  'livez',
  // The enrolment's cancellation page (modules/enrolments).
  'iscrizioni',
] as const;

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...SITE_ROUTE_SEGMENTS,
  ...SECTION_WORDS,
  ...SERVER_SEGMENTS,
]);
