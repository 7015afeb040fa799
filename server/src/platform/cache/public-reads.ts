// The public reads: every answer the public cache (public-cache.ts) may store, each declared
// once here with what identifies and validates it — the path it answers, the query
// parameters that select its answer (its filters), the versioned resources it reads and,
// for the resources also read through GraphQL, the root fields an anonymous query may ask
// for. The REST routes key their answers from these declarations (readKey), the fast lane
// (public-fast-lane.ts) answers exactly the paths declared here, and the GraphQL allowlist
// (graphql-public-cache.ts) is the union of the declared root fields: adding a public read
// is one entry, and a filter cannot be known to the route but forgotten by the fast lane.
import type { SiteOrigin } from '../http/site-origin.js';
import type { VersionedResource } from './public-cache.js';

export interface PublicRead {
  /** Names the read in its answers' keys. */
  readonly name: string;
  /**
   * The path it answers (GET and HEAD), when a fixed one: the fast lane answers it before
   * express. Reads keyed by path parameters (an export per year) have none.
   */
  readonly path?: string;
  /** The query parameters that select its answer, in key order; without any, it is pinned. */
  readonly filters: readonly string[];
  /** The tables it reads: its answers are valid while their versions are unchanged. */
  readonly resources: readonly VersionedResource[];
  /** The GraphQL root fields that read the same resources, allowed to anonymous queries. */
  readonly graphqlFields?: readonly string[];
  /**
   * Holds absolute URLs built from the site's origin (PUBLIC_URL, else the request's):
   * the origin is part of its key.
   */
  readonly byOrigin?: boolean;
}

/** The GraphQL root fields of a record type as ra-data-graphql-simple names them. */
function recordFields(type: string, plural: string): string[] {
  return [`all${plural}`, `_all${plural}Meta`, type];
}

export const PUBLIC_READS = {
  news: {
    name: 'news',
    path: '/api/news',
    filters: ['q', 'category'],
    resources: ['news'],
    graphqlFields: [...recordFields('News', 'News'), 'newsCategories'],
  },
  projects: {
    name: 'projects',
    path: '/api/projects',
    filters: ['q', 'category'],
    resources: ['projects'],
    graphqlFields: recordFields('Project', 'Projects'),
  },
  stats: {
    name: 'stats',
    path: '/api/stats',
    filters: [],
    resources: ['stats'],
    graphqlFields: recordFields('Stat', 'Stats'),
  },
  documents: {
    name: 'documents',
    path: '/api/documents',
    filters: ['q', 'category'],
    resources: ['documents'],
    graphqlFields: recordFields('Document', 'Documents'),
  },
  settings: {
    name: 'settings',
    path: '/api/settings',
    filters: [],
    resources: ['settings'],
    graphqlFields: ['settings'],
  },
  team: {
    name: 'team_members',
    path: '/api/team',
    filters: [],
    resources: ['team_members'],
    graphqlFields: recordFields('TeamMember', 'TeamMembers'),
  },
  slides: {
    name: 'hero_slides',
    path: '/api/slides',
    filters: [],
    resources: ['hero_slides'],
    graphqlFields: recordFields('HeroSlide', 'HeroSlides'),
  },
  activities: {
    name: 'activities',
    path: '/api/activities',
    filters: [],
    resources: ['activities'],
    graphqlFields: recordFields('Activity', 'Activities'),
  },
  services: {
    name: 'services',
    path: '/api/services',
    filters: [],
    resources: ['services'],
    graphqlFields: recordFields('Service', 'Services'),
  },
  timeline: {
    name: 'timeline_events',
    path: '/api/timeline',
    filters: [],
    resources: ['timeline_events'],
    graphqlFields: recordFields('TimelineEvent', 'TimelineEvents'),
  },
  grants: {
    name: 'grants',
    path: '/api/grants',
    filters: ['year'],
    resources: ['grants'],
    graphqlFields: [...recordFields('Grant', 'Grants'), 'grantYearTotals'],
  },
  grantYears: {
    name: 'grants-years',
    path: '/api/grants/years',
    filters: [],
    resources: ['grants'],
  },
  /** Keyed by the year and the format of its path (GET /api/grants/export/<year>.<format>). */
  grantExport: {
    name: 'grants-export',
    filters: [],
    resources: ['grants'],
  },
  fivePerThousand: {
    name: 'five_per_thousand_reports',
    path: '/api/five-per-thousand',
    filters: [],
    resources: ['five_per_thousand_reports'],
    graphqlFields: recordFields('FivePerThousandReport', 'FivePerThousandReports'),
  },
  compensations: {
    name: 'compensations',
    path: '/api/compensations',
    filters: ['year'],
    resources: ['compensations'],
    graphqlFields: recordFields('Compensation', 'Compensations'),
  },
  sitemap: {
    name: 'sitemap',
    path: '/sitemap.xml',
    filters: [],
    resources: ['news', 'projects', 'activities'],
    byOrigin: true,
  },
  robots: {
    name: 'robots',
    path: '/robots.txt',
    filters: [],
    resources: [],
    byOrigin: true,
  },
  newsFeed: {
    name: 'news-feed',
    path: '/rss.xml',
    filters: [],
    resources: ['news', 'settings'],
    byOrigin: true,
  },
} as const satisfies Record<string, PublicRead>;

/** The reads with a fixed path, by path: what the fast lane may answer. */
export const READS_BY_PATH: ReadonlyMap<string, PublicRead> = new Map(
  Object.values(PUBLIC_READS as Record<string, PublicRead>)
    .filter((read) => read.path !== undefined)
    .map((read) => [read.path as string, read]),
);

/** A filter's value as a key holds it: a string, or null (absent, repeated or nested). */
function filterValue(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  return typeof value === 'string' ? value : null;
}

/**
 * Identifies an answer of a read: its name, the origin of its URLs (byOrigin reads), the
 * values of its filters (string values only, as the routes read them) and any path
 * parameters.
 */
export function readKey(
  read: PublicRead,
  query: Record<string, unknown> = {},
  { origin, params = [] }: { origin?: SiteOrigin; params?: readonly string[] } = {},
): string {
  return JSON.stringify([
    read.name,
    read.byOrigin ? (origin?.origin ?? null) : null,
    ...read.filters.map((name) => filterValue(query, name)),
    ...params,
  ]);
}

/**
 * Whether an answer is kept apart from the bounded variants: the one unfiltered answer of
 * a read with a fixed origin (the set of such answers is finite; an origin taken from the
 * Host header is not).
 */
export function isPinned(
  read: PublicRead,
  query: Record<string, unknown> = {},
  { origin, params = [] }: { origin?: SiteOrigin; params?: readonly string[] } = {},
): boolean {
  return (
    params.length === 0 &&
    !(read.byOrigin && (origin?.fromRequest ?? true)) &&
    read.filters.every((name) => filterValue(query, name) === null)
  );
}

/** The GraphQL root fields anonymous queries may read, with the resource each one reads. */
export function publicRootFields(): Map<string, VersionedResource | null> {
  const fields = new Map<string, VersionedResource | null>([['__typename', null]]);
  for (const read of Object.values(PUBLIC_READS as Record<string, PublicRead>)) {
    for (const field of read.graphqlFields ?? []) {
      // Each declared field reads the one resource of its read.
      fields.set(field, read.resources[0] ?? null);
    }
  }
  return fields;
}
