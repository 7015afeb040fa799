// The fast lane of the public cache: the HTTP server's first stop (createApp puts it in
// front of express), it answers a public read whose stored answer is current (same
// content versions, see public-cache.ts) on the plain node:http objects, without the
// per-request work of express and the middleware chain. Express alone keeps every
// request's objects alive long enough for V8 to promote them to the old generation,
// which made young-generation pauses 3-4 ms instead of under 1 ms (the p99 of
// `npm run bench`).
// It does what that chain does for such an answer, from the same sources: the security
// headers of the platform's helmet configuration (taken from it once, they do not depend
// on the request), Vary: Accept-Encoding as the compression middleware adds it,
// X-Request-Id, and the same one-line request log as pino-http. Anything else — a stored
// answer missing or outdated, an authenticated request, another path — goes on to
// express unchanged, which computes and stores the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestId, safeUrl } from '../../http/logging.js';
import type { SiteOrigin } from '../../http/site-origin.js';
import {
  graphqlBodyReader,
  graphqlKey,
  isAnonymousGraphQLPost,
  type RawBodyRequest,
} from './graphql-public-cache.js';
import {
  isCurrent,
  publicCache,
  sendCachedAnswer,
  versionsOrStale,
  versionTag,
  type CachedAnswer,
  type PublicCache,
  type VersionedResource,
} from './public-cache.js';
import { READS_BY_PATH, readKey } from './public-reads.js';

export interface PublicFastLaneDeps {
  orm: MikroORM;
  logger: Logger;
  /** The platform's security-headers middleware (http/security.ts), run once to learn its headers. */
  securityHeaders: RequestHandler;
  /** Strict-Transport-Security for this request, when it came over HTTPS (none otherwise). */
  strictTransportSecurity: (req: IncomingMessage) => string | undefined;
  /** The GraphQL endpoint's JSON body limit. */
  jsonLimit: string;
  /**
   * The origin of absolute URLs for this request (http/site-origin.ts); without it, reads
   * declared byOrigin are left to express.
   */
  siteOrigin?: (req: IncomingMessage) => SiteOrigin;
}

/** The headers a middleware sets on every answer, found by running it once on a stand-in. */
export function headersSetBy(middleware: RequestHandler): Map<string, string | string[]> {
  const headers = new Map<string, string | string[]>();
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name.toLowerCase(), typeof value === 'number' ? String(value) : value);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
  };
  let passed = false;
  const req = { method: 'GET', url: '/', headers: {}, secure: false };
  void middleware(req as unknown as Request, res as unknown as Response, (error?: unknown) => {
    passed = error === undefined;
  });
  // Helmet works synchronously; anything else could not be replayed as fixed headers.
  if (!passed) throw new Error('security headers middleware did not complete synchronously');
  return headers;
}

/** The path and the query of a request URL, as express reads them ('simple' query parser). */
function splitUrl(url: string): { path: string; query: querystring.ParsedUrlQuery } {
  const question = url.indexOf('?');
  return question === -1
    ? { path: url, query: {} }
    : { path: url.slice(0, question), query: querystring.parse(url.slice(question + 1)) };
}

/** The stored answer for a public read, when it is current; undefined to take the general chain. */
async function currentAnswer(
  cache: PublicCache,
  req: RawBodyRequest,
  res: ServerResponse,
  readGraphQLBody: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  siteOrigin: ((req: IncomingMessage) => SiteOrigin) | undefined,
): Promise<CachedAnswer | undefined> {
  const { path, query } = splitUrl(req.url ?? '/');
  let stored: CachedAnswer | undefined;
  let resources: readonly VersionedResource[];
  if (req.method === 'GET' || req.method === 'HEAD') {
    const read = READS_BY_PATH.get(path);
    // What a token sees may differ from the public answer (an administrator sees hidden slides).
    if (!read || req.headers.authorization !== undefined) return undefined;
    if (read.byOrigin && !siteOrigin) return undefined;
    stored = cache.store.get(
      readKey(read, query, { origin: read.byOrigin ? siteOrigin?.(req) : undefined }),
    );
    resources = read.resources;
  } else if (path === '/graphql' && isAnonymousGraphQLPost(req)) {
    await readGraphQLBody(req, res);
    if (!req.rawGraphQLBody) return undefined;
    const key = graphqlKey(req, req.rawGraphQLBody);
    // Only bodies the endpoint has already planned (and Apollo has already answered).
    const plan = cache.graphqlPlans.get(key);
    if (!plan) return undefined;
    stored = cache.graphqlAnswers.get(key);
    resources = plan.resources;
  } else {
    return undefined;
  }
  if (!stored) return undefined;
  const versions = await versionsOrStale(cache.versions, stored);
  // The database unreachable: the stored answer, however old (stale-if-error).
  if (!versions) return stored;
  return isCurrent(stored, versionTag(versions, resources)) ? stored : undefined;
}

/** A node:http handler that answers a request or hands it over to `next` (express). */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function publicFastLane({
  orm,
  logger,
  securityHeaders,
  strictTransportSecurity,
  jsonLimit,
  siteOrigin,
}: PublicFastLaneDeps): FrontHandler {
  const cache = publicCache(orm);
  const fixedHeaders = headersSetBy(securityHeaders);
  fixedHeaders.set('vary', 'Accept-Encoding');
  const readGraphQLBody = graphqlBodyReader(jsonLimit);
  // The line below is built from the request's method, masked URL, address and user agent
  // only: nothing for the logger's redaction to remove, so this child skips it (the
  // redaction paths are matched against every logged object, at a real cost per line).
  const requestLog = logger.child({}, { redact: [] });

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      next();
      return;
    }
    const startedAt = Date.now();
    currentAnswer(cache, req, res, readGraphQLBody, siteOrigin)
      // A failure here (the database unreachable...) is the general chain's to answer and log.
      .catch(() => undefined)
      .then(async (answer) => {
        if (!answer) {
          next();
          return;
        }
        res.setHeaders(fixedHeaders);
        const hsts = strictTransportSecurity(req);
        if (hsts) res.setHeader('strict-transport-security', hsts);
        const id = requestId(req, res);
        await sendCachedAnswer(req, res, answer);
        // pino-http's line for a completed request (http/logging.ts serializers).
        requestLog.info(
          {
            req: {
              id,
              method: req.method,
              url: safeUrl(req.url ?? '/'),
              remoteAddress: req.socket.remoteAddress,
              userAgent: req.headers['user-agent'],
            },
            res: { statusCode: res.statusCode },
            responseTime: Date.now() - startedAt,
          },
          'request completed',
        );
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'risposta dalla cache non inviata');
        // Nothing sent yet: the general chain answers. Otherwise the answer is cut short.
        if (res.headersSent) res.destroy();
        else next();
      });
  };
}
