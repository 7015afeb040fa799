// createApp builds the whole HTTP application from its dependencies (main.ts boots
// it, tests build it on a real database) and the modules' registry (registry.ts): the
// public cache's fast lane in front, then express with security headers, compression,
// request logs, /healthz and /livez, each request's scope (its EntityManager and caller),
// the modules' REST routers at /api, GraphQL and its IDE at /graphql, the modules' routers
// at the site's root (sitemap, robots.txt, feed), the public site's server-rendered pages
// and built files at / and the admin at /admin, then JSON 404s and the error handler. It
// also starts the process's background worker with the modules' jobs, stopped with the app.
import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import {
  clientIp,
  createGraphQLEndpoint,
  MAX_GRAPHQL_JSON_BYTES,
} from './platform/graphql/apollo.js';
import { createIdeRouter } from './platform/graphql/ide.js';
import { errorHandler, notFound } from './platform/http/errors.js';
import { healthCheck, livenessCheck } from './platform/http/health.js';
import { httpLogger } from './platform/http/logging.js';
import { privateAnswers } from './platform/http/private-answers.js';
import { createPageRenderer } from './platform/pages/pages.js';
import {
  cameOverHttps,
  HSTS_HEADER,
  inlineScriptHashes,
  securityHeaders,
  strictTransportSecurity,
} from './platform/http/security.js';
import { siteOriginOf } from './platform/http/site-origin.js';
import { createStaticRouter } from './platform/http/static-files.js';
import { nulError, urlContainsNul } from './platform/http/nul-guard.js';
import { Router } from 'express';
import type { ModuleDeps } from './domain/module.js';
import {
  ANONYMOUS_IDENTITY,
  requestScopes,
  RequestScope,
  scopeOf,
  visitorScopes,
} from './domain/scope.js';
import { identify } from './modules/accounts/index.js';
import { VisitCounter } from './modules/analytics/index.js';
import { publicFastLane } from './platform/cache/fast-lane.js';
import { graphqlPublicCache } from './platform/cache/graphql-cache.js';
import { PublicCache } from './platform/cache/public-cache.js';
import { startBackgroundWorker, type BackgroundWorker } from './platform/jobs/worker.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { buildSchema, registry } from './registry.js';
import { seedCommitteeDemo } from './bootstrap.js';
import { CommitteeHosts, committeeRouting, tlsAsk } from './platform/http/committee-hosts.js';

export interface AppDeps {
  orm: MikroORM;
  config: AppConfig;
  logger: Logger;
  storage: FileStorage;
}

export interface App {
  /** The request handler, to mount on an http.Server (http/server.ts). */
  handler: RequestListener;
  /** The background worker of this process (outbox delivery, retention). */
  worker: BackgroundWorker;
  /** The public cache of this process (its stored answers and version reader). */
  cache: PublicCache;
  /** What the modules' routers and services are built with. */
  services: ModuleDeps;
  /** The visit statistics' counter of this process (flush() writes what it gathered). */
  visits: VisitCounter;
  /**
   * Writes the visits counted, stops the background worker and the GraphQL server and
   * closes the public cache's own connections; the caller closes the HTTP server, the ORM and the database.
   */
  stop(): Promise<void>;
}

export async function createApp({ orm, config, logger, storage }: AppDeps): Promise<App> {
  const siteOrigin = siteOriginOf(config);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Weak ETags on every GET answer (the public lists included): a client revalidating
  // an unchanged list gets a 304 without the body.
  app.set('etag', 'weak');

  // The built site's boot script is its one inline script, allowed by its hash.
  const siteIndex = path.join(config.webDist, 'index.html');
  const headers = securityHeaders(
    existsSync(siteIndex) ? inlineScriptHashes(readFileSync(siteIndex, 'utf8')) : [],
  );
  app.use(headers);
  app.use(strictTransportSecurity());
  app.use(privateAnswers());
  app.use(compression());
  app.use(httpLogger(logger));
  // A NUL character in the path or the query is refused for every route (nul-guard.ts).
  app.use((req, _res, next) => next(urlContainsNul(req.originalUrl) ? nulError() : undefined));

  app.get('/healthz', healthCheck(orm, logger));
  app.get('/livez', livenessCheck);

  const hosts = new CommitteeHosts(orm, config.platformDomain);
  await hosts.reload();
  const cache = new PublicCache(orm, {
    reads: registry.publicReads,
    versionedTables: registry.versionedTables,
    scheduledTables: registry.scheduledTables,
    committeeOf: (req) => hosts.committeeOf(req)?.id,
  });
  // Every public page sent, and every page the site's router shows in the browser (its
  // beacon to /api/analytics/views), is counted in memory, written in batches (modules/analytics).
  const visits = new VisitCounter(orm, logger, { trustedHops: config.trustProxy });
  const services: Omit<ModuleDeps, 'visitorScope'> = {
    orm,
    storage,
    config,
    logger,
    policy: registry.policy.forDeployment({ platform: config.platformDomain !== undefined }),
    fileReferences: registry.fileReferences,
    cache,
    pageViews: visits,
    siteOrigin,
    hosts,
    committeeSetup: {
      versionedTables: registry.versionedTables,
      demoContent: (em) => seedCommitteeDemo({ em, storage, logger }),
    },
  };
  const deps: ModuleDeps = { ...services, visitorScope: visitorScopes(services, clientIp) };
  const scopes = requestScopes(deps, identify, clientIp);

  // The TLS proxy's question (on-demand certificates), on any host: before the routing.
  app.get('/api/committees/tls-ask', tlsAsk(hosts));

  // Every later route works for the committee its host names (the hub's on PLATFORM_DOMAIN).
  const hub = Router();
  for (const routes of registry.hubRouters) hub.use(scopes, routes(deps));
  app.use(committeeRouting(hosts, hub));

  // Each router parses its own bodies (JSON or multipart), so no global body parser here.
  const api = Router();
  for (const [mount, routes] of registry.apiMounts) api.use(mount, routes(deps));
  app.use('/api', scopes, api);
  app.use('/api', notFound);

  const graphql = await createGraphQLEndpoint({
    schema: await buildSchema(),
    config,
    logger,
    context: (_req, res) => scopeOf(res),
    anonymousContext: (ip) => new RequestScope(deps, orm.em.fork(), ANONYMOUS_IDENTITY, ip),
  });
  if (config.graphqlIntrospection) app.use(createIdeRouter(logger));
  // Anonymous public reads answered from the validated cache when their data is unchanged.
  app.use('/graphql', graphqlPublicCache(cache, { jsonLimit: MAX_GRAPHQL_JSON_BYTES }));
  app.use('/graphql', scopes, graphql.router);

  // The modules' routers at the site's root (the sitemap, robots.txt, the news feed):
  // before the built site, whose files they replace.
  for (const routes of registry.siteRouters) app.use(routes(deps));
  const pages = await createPageRenderer({
    webDist: config.webDist,
    ssrEntry: config.webSsrEntry,
    cache,
    siteOrigin,
    executeAnonymous: graphql.executeAnonymous,
    clientIp,
    logger,
    securityHeaders: headers,
    strictTransportSecurity: (req) =>
      cameOverHttps(req, config.trustProxy) ? HSTS_HEADER : undefined,
    pageSent: (req, committeeId) => visits.record(req, committeeId),
  });
  app.use(
    createStaticRouter({
      webDist: config.webDist,
      adminDist: config.adminDist,
      logger,
      pages: pages?.handler,
    }),
  );
  app.use(notFound);
  app.use(errorHandler(logger));

  // A public read whose stored answer is current is answered before express, with the same
  // headers and log line as the chain above; everything else goes to express.
  const fastLane = publicFastLane({
    cache,
    logger,
    securityHeaders: headers,
    strictTransportSecurity: (req) =>
      cameOverHttps(req, config.trustProxy) ? HSTS_HEADER : undefined,
    jsonLimit: MAX_GRAPHQL_JSON_BYTES,
    siteOrigin,
  });
  // Then a kept page of the public site, current under the same rule (http/pages.ts).
  const pagesFastLane = pages?.fastLane;
  const handler: RequestListener = (req, res) =>
    fastLane(req, res, () =>
      pagesFastLane ? pagesFastLane(req, res, () => app(req, res)) : app(req, res),
    );

  const worker = startBackgroundWorker(orm, config, logger, registry.jobs, {
    storage,
    isReferenced: (em, url) => registry.fileReferences.isReferenced(em, url),
  });
  return {
    handler,
    worker,
    cache,
    services: deps,
    visits,
    async stop() {
      await visits.stop();
      await worker.stop();
      await graphql.stop();
      cache.close();
    },
  };
}
