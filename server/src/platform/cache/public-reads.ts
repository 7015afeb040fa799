// The public reads: every answer the public cache (public-cache.ts) may store is declared
// once, by the module that answers it, with what identifies and validates it — the path it
// answers, the query parameters that select its answer (its filters), the versioned tables
// it reads and, for the resources also read through GraphQL, the root fields an anonymous
// query may ask for. The REST routes key their answers from these declarations (readKey),
// the fast lane (fast-lane.ts) answers exactly the paths declared, and the GraphQL
// allowlist (graphql-cache.ts) is the union of the declared root fields: a filter cannot
// be known to the route but forgotten by the fast lane.
import type { SiteOrigin } from '../http/site-origin.js';

/** A table with a version (content_versions), bumped by a trigger on every write. */
export type VersionedResource = string;

export interface PublicRead {
  /** Names the read in its answers' keys. */
  readonly name: string;
  /**
   * The path it answers (GET and HEAD), when a fixed one: the fast lane answers it before
   * express. Reads keyed by path parameters (an export per year) have none.
   */
  readonly path?: string;
  /** The query parameters that select its answer, in key order; without any, it is canonical. */
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
export function recordFields(type: string, plural: string): string[] {
  return [`all${plural}`, `_all${plural}Meta`, type];
}

/** The reads with a fixed path, by path: what the fast lane may answer. */
export function readsByPath(reads: readonly PublicRead[]): ReadonlyMap<string, PublicRead> {
  return new Map(
    reads.filter((read) => read.path !== undefined).map((read) => [read.path as string, read]),
  );
}

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
 * Whether an answer is the read's canonical one, kept apart from the variants: the one
 * unfiltered answer of a read with a fixed origin (the set of such answers is finite; an
 * origin taken from the Host header is not).
 */
export function isCanonical(
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
export function publicRootFields(
  reads: readonly PublicRead[],
): Map<string, VersionedResource | null> {
  const fields = new Map<string, VersionedResource | null>([['__typename', null]]);
  for (const read of reads) {
    for (const field of read.graphqlFields ?? []) {
      // Each declared field reads the one resource of its read.
      fields.set(field, read.resources[0] ?? null);
    }
  }
  return fields;
}
