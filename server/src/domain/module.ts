// A module declares itself once, in modules/<name>/index.ts: its entities, its GraphQL
// resolvers, its REST routers, who may read and write it, the public reads the cache may
// keep, the tables whose versions validate them, the columns that may name an uploaded
// file and its background jobs. modules/index.ts lists the modules, and every registry of
// the server (the ORM's entities, the schema's resolvers, the /api mounts, the policy, the
// cache's reads and versions, the file references, the worker's jobs) is derived here from
// that list: adding a resource is a folder and one line.
import type { IncomingMessage } from 'node:http';
import type { EntityClass } from '@mikro-orm/core';
import type { RequestHandler, Router } from 'express';
import type { PublicCache } from '../platform/cache/public-cache.js';
import type { PublicRead } from '../platform/cache/public-reads.js';
import type { SiteOrigin } from '../platform/http/site-origin.js';
import type { BackgroundJob } from '../platform/jobs/worker.js';
import { FileReferences, type TableColumn } from './files/file-references.js';
import { Policy, type Access } from './policy.js';
import type { DomainServices } from './scope.js';

/**
 * Counts views of the public site's pages (modules/analytics' visit counter, which the
 * composition creates): its router takes the pages the site shows in the browser.
 */
export interface PageViewCounter {
  recordNavigation(
    req: IncomingMessage,
    committeeId: number,
    view: { path: string; referrer?: string },
  ): void;
}

/** What a module's routers are built with. */
export interface ModuleDeps extends DomainServices {
  cache: PublicCache;
  /** This process's counter of the site's page views. */
  pageViews: PageViewCounter;
  /** The base of the site's absolute URLs for a request (PUBLIC_URL, else the request's). */
  siteOrigin(req: IncomingMessage): SiteOrigin;
  /**
   * Gives a route of the site's own (a module's `site` router) its request's scope, a
   * visitor's whatever token is sent: the route then reads it with scopeOf(res).
   */
  visitorScope: RequestHandler;
}

export type RouterFactory = (deps: ModuleDeps) => Router;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own resolver type
type ResolverClass = Function;

export interface ResourceModule {
  /** The module's folder name. */
  name: string;
  entities?: readonly EntityClass<object>[];
  resolvers?: readonly ResolverClass[];
  /** REST routers under /api, by mount path (/news, /projects…). */
  api?: Readonly<Record<string, RouterFactory>>;
  /** A router at the site's root, before the built site (the sitemap, robots.txt, the feed). */
  site?: RouterFactory;
  /** A router of the hub, on PLATFORM_DOMAIN itself (the committees' finder). */
  hub?: RouterFactory;
  /** Who may read and write each resource of the module, by resource name. */
  access?: Readonly<Record<string, Access>>;
  /** The answers the public cache may keep (public-reads.ts). */
  publicReads?: readonly PublicRead[];
  /** Tables with a version bumped by a trigger on every write (the cache's validity). */
  versionedTables?: readonly string[];
  /** Versioned tables whose rows become public at a time of their own (status, published_at). */
  scheduledTables?: readonly string[];
  /** Columns that hold one uploaded file's URL. */
  fileColumns?: readonly TableColumn[];
  /** Rich text columns that may show uploaded images. */
  richTextColumns?: readonly TableColumn[];
  /** Columns holding a list of uploaded files' URLs (text[]). */
  fileListColumns?: readonly TableColumn[];
  /** Work of the background worker (every process runs it; each job says how often). */
  jobs?: readonly BackgroundJob[];
}

/** Everything the platform and the composition need, derived from the modules. */
export interface Registry {
  modules: readonly ResourceModule[];
  entities: EntityClass<object>[];
  resolvers: [ResolverClass, ...ResolverClass[]];
  apiMounts: (readonly [path: string, factory: RouterFactory])[];
  siteRouters: RouterFactory[];
  hubRouters: RouterFactory[];
  policy: Policy;
  publicReads: PublicRead[];
  versionedTables: string[];
  scheduledTables: string[];
  fileReferences: FileReferences;
  jobs: BackgroundJob[];
}

function unique<T>(values: readonly T[], what: string, key: (value: T) => string): void {
  const seen = new Set<string>();
  for (const value of values) {
    const name = key(value);
    if (seen.has(name)) throw new Error(`${what} dichiarato due volte: ${name}`);
    seen.add(name);
  }
}

/**
 * Derives the registries from the modules, refusing a declaration that could only be a
 * mistake: a name, mount, access rule or read declared twice, a public read of a table
 * without a version, a scheduled table that is not versioned.
 */
export function createRegistry(modules: readonly ResourceModule[]): Registry {
  unique(modules, 'Modulo', (module) => module.name);
  const all = <T>(pick: (module: ResourceModule) => readonly T[] | undefined): T[] =>
    modules.flatMap((module) => pick(module) ?? []);

  const apiMounts = modules.flatMap((module) =>
    Object.entries(module.api ?? {}).map(([path, factory]) => [path, factory] as const),
  );
  unique(apiMounts, 'Percorso /api', ([path]) => path);
  const accessRules = all((module) => Object.entries(module.access ?? {}));
  unique(accessRules, 'Regola di accesso', ([resource]) => resource);
  const publicReads = all((module) => module.publicReads);
  unique(publicReads, 'Lettura pubblica', (read) => read.name);
  const versionedTables = all((module) => module.versionedTables);
  unique(versionedTables, 'Tabella con versione', (table) => table);
  const scheduledTables = all((module) => module.scheduledTables);
  for (const table of scheduledTables) {
    if (!versionedTables.includes(table)) {
      throw new Error(`Tabella con pubblicazioni programmate senza versione: ${table}`);
    }
  }
  for (const read of publicReads) {
    for (const table of read.resources) {
      if (!versionedTables.includes(table)) {
        throw new Error(
          `La lettura pubblica ${read.name} legge una tabella senza versione: ${table}`,
        );
      }
    }
  }
  const resolvers = all((module) => module.resolvers);
  if (resolvers.length === 0) throw new Error('Nessun resolver GraphQL dichiarato');

  return {
    modules,
    entities: all((module) => module.entities),
    resolvers: resolvers as [ResolverClass, ...ResolverClass[]],
    apiMounts,
    siteRouters: all((module) => (module.site ? [module.site] : [])),
    hubRouters: all((module) => (module.hub ? [module.hub] : [])),
    policy: new Policy(Object.fromEntries(accessRules)),
    publicReads,
    versionedTables,
    scheduledTables,
    fileReferences: new FileReferences(
      all((module) => module.fileColumns),
      all((module) => module.richTextColumns),
      all((module) => module.fileListColumns),
    ),
    jobs: all((module) => module.jobs),
  };
}
