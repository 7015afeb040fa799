// The fast lane of the public cache: the HTTP server's first stop (createApp puts it in
// front of express), it answers a public read whose stored answer is current (same
// content versions, see versioned-answers.ts) on the plain node:http objects, without the
// per-request work of express and the middleware chain. Express alone keeps every
// request's objects alive long enough for V8 to promote them to the old generation,
// which made young-generation pauses 3-4 ms instead of under 1 ms (the p99 of
// `npm run bench`).
// It does what that chain does for such an answer, from the same sources: the security
// headers of the platform's helmet configuration (taken from it once, they do not depend
// on the request), Vary: Accept-Encoding as the compression middleware adds it,
// X-Request-Id, and the same one-line request log as pino-http (answerLikeExpress, which
// the pages' fast lane in platform/pages/pages.ts shares). Anything else — a stored answer missing or
// outdated, an authenticated request, another path — goes on to express unchanged, which
// computes and stores the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestId, safeUrl } from '../http/logging.js';
import type { SiteOrigin } from '../http/site-origin.js';
import {
  graphqlBodyReader,
  graphqlKey,
  isAnonymousGraphQLPost,
  type RawBodyRequest,
} from './graphql-cache.js';
import { sendCachedAnswer } from './cached-answer.js';
import type { PublicCache, VersionedResource } from './public-cache.js';
import { readKey } from './public-reads.js';
import type { VersionedAnswers } from './versioned-answers.js';

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

/** An answer that may be kept for the request, sent once the versions read for it agree. */
interface Candidate {
  answers: VersionedAnswers;
  committeeId: number;
  key: string;
  resources: readonly VersionedResource[];
}

/** The answer of a public GET read that may be kept: undefined to take the general chain. */
function storedRead(
  cache: PublicCache,
  req: IncomingMessage,
  path: string,
  query: querystring.ParsedUrlQuery,
  siteOrigin: ((req: IncomingMessage) => SiteOrigin) | undefined,
): Candidate | undefined {
  const read = cache.readsByPath.get(path);
  // What a token sees may differ from the public answer (an administrator sees hidden slides).
  if (!read || req.headers.authorization !== undefined) return undefined;
  if (read.byOrigin && !siteOrigin) return undefined;
  const committeeId = cache.config.committeeOf(req);
  if (committeeId === undefined) return undefined;
  const key = readKey(read, query, { origin: read.byOrigin ? siteOrigin?.(req) : undefined });
  return { answers: cache.reads, committeeId, key, resources: read.resources };
}

/** The answer of a GraphQL request body Apollo has already planned, which may be kept. */
function storedGraphQL(cache: PublicCache, req: RawBodyRequest): Candidate | undefined {
  if (!req.rawGraphQLBody) return undefined;
  const committeeId = cache.config.committeeOf(req);
  if (committeeId === undefined) return undefined;
  const key = graphqlKey(req, req.rawGraphQLBody);
  const plan = cache.graphqlPlans.get(key);
  return plan
    ? { answers: cache.graphqlAnswers, committeeId, key, resources: plan.resources }
    : undefined;
}

/** A node:http handler that answers a request or hands it over to `next` (express). */
export type FastLaneHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface AnswerLikeExpressDeps {
  logger: Logger;
  /** The platform's security-headers middleware (http/security.ts), run once to learn its headers. */
  securityHeaders: RequestHandler;
  /** Strict-Transport-Security for this request, when it came over HTTPS (none otherwise). */
  strictTransportSecurity: (req: IncomingMessage) => string | undefined;
  /** What the log says when an answer could not be sent. */
  failure: string;
}

/**
 * Sends `send`'s answer as the general chain would have: with the security headers, Vary,
 * X-Request-Id and pino-http's line for a completed request. Should sending fail before
 * anything went out, the general chain (`next`) answers instead.
 */
export type AnswerLikeExpress = (
  req: IncomingMessage,
  res: ServerResponse,
  startedAt: number,
  send: () => Promise<void> | undefined,
  next: () => void,
) => void;

/** The answering half shared by the fast lane and the pages' fast lane (platform/pages/pages.ts). */
export function answerLikeExpress({
  logger,
  securityHeaders,
  strictTransportSecurity,
  failure,
}: AnswerLikeExpressDeps): AnswerLikeExpress {
  const fixedHeaders = headersSetBy(securityHeaders);
  fixedHeaders.set('vary', 'Accept-Encoding');
  // The line below is built from the request's method, masked URL, address and user agent
  // only: nothing for the logger's redaction to remove, so this child skips it (the
  // redaction paths are matched against every logged object, at a real cost per line).
  const requestLog = logger.child({}, { redact: [] });

  return (req, res, startedAt, send, next) => {
    const failed = (error: unknown) => {
      logger.warn({ err: error }, failure);
      // Nothing sent yet: the general chain answers. Otherwise the answer is cut short.
      if (res.headersSent) res.destroy();
      else next();
    };
    let id: string;
    let sending: Promise<void> | undefined;
    try {
      res.setHeaders(fixedHeaders);
      const hsts = strictTransportSecurity(req);
      if (hsts) res.setHeader('strict-transport-security', hsts);
      id = requestId(req, res);
      sending = send();
    } catch (error) {
      failed(error);
      return;
    }
    // pino-http's line for a completed request (http/logging.ts serializers).
    const completed = () =>
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
    if (sending) sending.then(completed, failed);
    else completed();
  };
}

export interface PublicFastLaneDeps extends Omit<AnswerLikeExpressDeps, 'failure'> {
  cache: PublicCache;
  /** The GraphQL endpoint's JSON body limit. */
  jsonLimit: string;
  /**
   * The origin of absolute URLs for this request (http/site-origin.ts); without it, reads
   * declared byOrigin are left to express.
   */
  siteOrigin?: (req: IncomingMessage) => SiteOrigin;
}

export function publicFastLane({
  cache,
  jsonLimit,
  siteOrigin,
  ...answerDeps
}: PublicFastLaneDeps): FastLaneHandler {
  const answer = answerLikeExpress({ ...answerDeps, failure: 'risposta dalla cache non inviata' });
  const readGraphQLBody = graphqlBodyReader(jsonLimit);

  /** Sends the candidate's kept answer when it is current (ifCurrent); anything else goes on to express. */
  const answerCurrent = (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
    startedAt: number,
    candidate: Candidate | undefined,
  ) => {
    if (!candidate) {
      next();
      return;
    }
    candidate.answers.ifCurrent(
      candidate.committeeId,
      candidate.key,
      candidate.resources,
      (current) => {
        if (current) answer(req, res, startedAt, () => sendCachedAnswer(req, res, current), next);
        else next();
      },
    );
  };

  // A hit costs no promise of its own (a GraphQL body's reading aside): on Node 20 every
  // promise also runs AsyncLocalStorage's hooks, a measurable share of a hit's time.
  return (req: RawBodyRequest, res, next) => {
    const startedAt = Date.now();
    let path: string;
    let candidate: Candidate | undefined;
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
        next();
        return;
      }
      const url = splitUrl(req.url ?? '/');
      path = url.path;
      if (req.method !== 'POST') {
        candidate = storedRead(cache, req, path, url.query, siteOrigin);
        answerCurrent(req, res, next, startedAt, candidate);
        return;
      }
    } catch {
      // A failure here is the general chain's to answer and log.
      next();
      return;
    }
    if (path !== '/graphql' || !isAnonymousGraphQLPost(req)) {
      next();
      return;
    }
    // The reader never rejects: a body it could not parse is left for the endpoint to refuse.
    void readGraphQLBody(req, res).then(() => {
      let found: Candidate | undefined;
      try {
        found = storedGraphQL(cache, req);
      } catch {
        next();
        return;
      }
      answerCurrent(req, res, next, startedAt, found);
    });
  };
}
