// createApp builds the whole HTTP application from its dependencies (main.ts boots
// it, tests build it on a real database): the public cache's fast lane in front, then
// express with security headers, compression, request logs, /healthz and /livez, the REST API at
// /api, GraphQL and its IDE at /graphql, /sitemap.xml, /robots.txt and /rss.xml, the public
// site's server-rendered pages and built files at / and the admin at /admin, then JSON 404s
// and the error handler. It also starts the process's background
// worker (e-mail outbox, daily retention), stopped with the app.
import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import { clientIp, createGraphQLEndpoint, MAX_GRAPHQL_JSON_BYTES } from './graphql/apollo.js';
import { createIdeRouter } from './graphql/ide.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { errorHandler, notFound } from './http/errors.js';
import { healthCheck, livenessCheck } from './http/health.js';
import { httpLogger } from './http/logging.js';
import { privateAnswers } from './http/private-answers.js';
import { createPageRenderer } from './http/pages.js';
import {
  cameOverHttps,
  HSTS_HEADER,
  inlineScriptHashes,
  securityHeaders,
  strictTransportSecurity,
} from './http/security.js';
import { siteOriginOf } from './http/site-origin.js';
import { createStaticRouter } from './http/static-files.js';
import { nulError, urlContainsNul } from './nul-guard.js';
import {
  createApiRouter,
  graphqlPublicCache,
  publicCache,
  publicFastLane,
  seoRoutes,
  startBackgroundWorker,
  type BackgroundWorker,
} from './modules/index.js';
import type { FileStorage } from './storage/file-storage.js';

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
  /**
   * Stops the background worker and the GraphQL server and closes the public cache's own
   * connections; the caller closes the HTTP server, the ORM and the database.
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
  // The router parses its own bodies (JSON or multipart), so no global body parser here.
  app.use('/api', createApiRouter({ orm, storage, config, logger }));
  app.use('/api', notFound);

  const graphql = await createGraphQLEndpoint({
    schema: await buildGraphQLSchema(),
    orm,
    storage,
    config,
    logger,
  });
  if (config.graphqlIntrospection) app.use(createIdeRouter(logger));
  // Anonymous public reads answered from the validated cache when their data is unchanged.
  app.use('/graphql', graphqlPublicCache(orm, { jsonLimit: MAX_GRAPHQL_JSON_BYTES }));
  app.use('/graphql', graphql.router);

  // Sitemap, robots.txt and the news feed: before the built site, whose files they replace.
  app.use(seoRoutes({ orm, storage, siteOrigin }));
  const pages = await createPageRenderer({
    webDist: config.webDist,
    ssrEntry: config.webSsrEntry,
    orm,
    siteOrigin,
    executeAnonymous: graphql.executeAnonymous,
    clientIp,
    logger,
    securityHeaders: headers,
    strictTransportSecurity: (req) =>
      cameOverHttps(req, config.trustProxy) ? HSTS_HEADER : undefined,
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
    orm,
    logger,
    securityHeaders: headers,
    strictTransportSecurity: (req) =>
      cameOverHttps(req, config.trustProxy) ? HSTS_HEADER : undefined,
    jsonLimit: MAX_GRAPHQL_JSON_BYTES,
    siteOrigin,
  });
  // Then a kept page of the public site, current under the same rule (http/pages.ts).
  const pagesFront = pages?.front;
  const handler: RequestListener = (req, res) =>
    fastLane(req, res, () =>
      pagesFront ? pagesFront(req, res, () => app(req, res)) : app(req, res),
    );

  const worker = startBackgroundWorker(orm, config, logger);
  return {
    handler,
    worker,
    async stop() {
      await worker.stop();
      await graphql.stop();
      publicCache(orm).close();
    },
  };
}
