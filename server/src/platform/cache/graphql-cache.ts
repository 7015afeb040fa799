// The GraphQL side of the public cache (public-cache.ts): an express middleware mounted
// before Apollo at /graphql. For an anonymous POST (no Authorization header) of a query
// whose root fields all read public records (the allowlist below, declared with the
// public reads: never contacts, me or a mutation), it answers from the stored answer of the same request body when the
// versions of the resources those fields read are unchanged. Otherwise the request goes
// through Apollo as usual, and an answer without errors is stored under the versions
// read before Apollo ran. Only answers Apollo produced are stored, for exactly the body
// it accepted: its validation, depth and cost limits and CSRF rule decided first. Most
// hits are answered even earlier, by fast-lane.ts, from the same stored answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { cachedAnswer, sendCachedAnswer } from './cached-answer.js';
import {
  requestCommittee,
  type GraphQLPlan,
  type PublicCache,
  type VersionedResource,
} from './public-cache.js';

/** Larger request bodies are never cached: the keys stay small (public-site queries are < 1 KB). */
export const MAX_CACHED_REQUEST_BYTES = 16 * 1024;

type Plan = GraphQLPlan;

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
}

/**
 * The resources a request reads when it is a public read, or null: the operation it runs
 * must be a query whose root selections are plain fields of the allowlist (no fragments,
 * no directives, which could hide or condition other fields).
 */
export function publicReadPlan(
  body: GraphQLBody,
  publicRootFields: ReadonlyMap<string, VersionedResource | null>,
): Plan {
  if (typeof body.query !== 'string') return null;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(body.query).definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const operation =
    typeof body.operationName === 'string'
      ? operations.find((candidate) => candidate.name?.value === body.operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (!operation || operation.operation !== 'query') return null;
  const resources = new Set<VersionedResource>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || (selection.directives?.length ?? 0) > 0) return null;
    const name = selection.name.value;
    if (!publicRootFields.has(name)) return null;
    const resource = publicRootFields.get(name);
    if (resource) resources.add(resource);
  }
  return { resources: [...resources].sort() };
}

/** Identifies an answer: the request body, and Accept, from which Apollo chooses the media type. */
export function graphqlKey(req: IncomingMessage, rawBody: Buffer): string {
  return `${req.headers.accept ?? ''}\n${rawBody.toString('utf8')}`;
}

/** A request whose body the GraphQL reader has read: the raw bytes beside express's `body`. */
export interface RawBodyRequest extends IncomingMessage {
  rawGraphQLBody?: Buffer;
}

/** Why a request body could not be parsed, kept for the endpoint to answer as it always did. */
const bodyErrors = new WeakMap<IncomingMessage, unknown>();

/**
 * The GraphQL endpoint's JSON parser (the same limit), keeping the raw bytes. It may run
 * early (fast-lane.ts) or here; it reads a body once, and a parse error is only
 * raised at /graphql, where the endpoint's parser would have raised it.
 */
export function graphqlBodyReader(jsonLimit: string) {
  const parseJson = express.json({
    limit: jsonLimit,
    verify: (req, _res, raw) => {
      (req as RawBodyRequest).rawGraphQLBody = raw;
    },
  });
  // body-parser reads only the node:http request, so it runs before express as well.
  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      parseJson(req as Request, res as Response, (error?: unknown) => {
        if (error) bodyErrors.set(req, error);
        resolve();
      });
    });
}

/** The plan of a request body: computed once per body, remembered in a bounded map. */
export function graphqlPlan(cache: PublicCache, key: string, body: unknown): Plan {
  let plan = cache.graphqlPlans.get(key);
  if (plan === undefined) {
    plan =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? publicReadPlan(body as GraphQLBody, cache.publicRootFields)
        : null;
    cache.graphqlPlans.set(key, plan);
  }
  return plan;
}

/** Whether the request may be answered from the cache: an anonymous POST to /graphql itself. */
export function isAnonymousGraphQLPost(req: IncomingMessage): boolean {
  return req.method === 'POST' && req.headers.authorization === undefined;
}

export interface GraphQLPublicCacheOptions {
  /** The JSON body limit of the GraphQL endpoint (the same parser runs once, here). */
  jsonLimit: string;
}

/** The middleware to mount at /graphql before the GraphQL endpoint. */
export function graphqlPublicCache(
  cache: PublicCache,
  { jsonLimit }: GraphQLPublicCacheOptions,
): RequestHandler {
  const readBody = graphqlBodyReader(jsonLimit);

  const serve = async (
    req: Request & RawBodyRequest,
    res: Response,
    next: NextFunction,
  ): Promise<void> => {
    await readBody(req, res);
    if (bodyErrors.has(req)) return next(bodyErrors.get(req));
    const raw = req.rawGraphQLBody;
    if (!raw || raw.length > MAX_CACHED_REQUEST_BYTES) return next();
    const key = graphqlKey(req, raw);
    const plan = graphqlPlan(cache, key, req.body);
    if (!plan) return next();
    const committeeId = requestCommittee();
    const found = await cache.graphqlAnswers.keptOrTag(committeeId, key, plan.resources);
    // Current, or the database unreachable: the stored answer, however old, rather than an error.
    if ('kept' in found) {
      await sendCachedAnswer(req, res, found.kept);
      return;
    }
    const { tag } = found;
    const expiresAt = await cache.expiryOf(plan.resources);
    // A miss: Apollo answers, and a successful answer is kept under the versions read above.
    const send = res.send.bind(res);
    res.send = (answer: unknown) => {
      const contentType = res.getHeader('content-type');
      if (res.statusCode === 200 && typeof answer === 'string' && typeof contentType === 'string') {
        if ((JSON.parse(answer) as { errors?: unknown }).errors === undefined) {
          cache.graphqlAnswers.keep(
            committeeId,
            key,
            cachedAnswer(tag, answer, contentType, expiresAt),
            'variant',
          );
        }
      }
      return send(answer);
    };
    next();
  };

  return (req, res, next) => {
    if (req.path !== '/' || !isAnonymousGraphQLPost(req)) {
      next();
      return;
    }
    serve(req, res, next).catch(next);
  };
}
