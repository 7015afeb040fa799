// GraphQL at /graphql: Apollo Server 5 on express 5 over the type-graphql schema.
// Multipart requests (file uploads) go through graphql-upload-ts first; Apollo's CSRF
// guard stays on, so multipart clients must send `apollo-require-preflight: true`.
// Every request gets its own context, built by the caller's factory (the composition
// makes it the request's scope: its EntityManager and its caller's identity).
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response, type Router } from 'express';
import {
  GraphQLError,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../../errors.js';
import { appErrorWithin, createFormatError } from './format-error.js';
import { costLimitPlugin, depthLimitRule } from './limits.js';

/** Largest accepted upload (the specs' 10 MB; the storage checks it again with its own message). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files in one multipart request: every mutation takes at most one. */
export const MAX_UPLOAD_FILES = 2;
/** Largest JSON body of a GraphQL request (operations are small; uploads are multipart). */
export const MAX_GRAPHQL_JSON_BYTES = '1mb';

/**
 * A rate-limited operation (429 in extensions.status) also tells the client when to try
 * again with the Retry-After header, as the REST answers do; an operation that could not
 * reach the database answers 503 with Retry-After, as REST does.
 */
const retryAfterPlugin: ApolloServerPlugin<object> = {
  async requestDidStart() {
    let retryAfter: number | undefined;
    let unavailable = false;
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) {
          const known = appErrorWithin(error);
          if (known?.code === 'SERVICE_UNAVAILABLE' || (!known && isDatabaseUnavailable(error))) {
            unavailable = true;
            retryAfter ??= AppError.unavailable().retryAfter;
          }
          retryAfter ??= known?.retryAfter;
        }
      },
      async willSendResponse({ response }) {
        if (unavailable) response.http.status = 503;
        if (retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};

/** A context that could not be built for want of the database: 503, not Apollo's 500. */
function contextError(error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  const unavailable = AppError.unavailable();
  return new GraphQLError(unavailable.message, {
    originalError: unavailable,
    extensions: {
      http: {
        status: unavailable.status,
        headers: new Map([['retry-after', String(unavailable.retryAfter)]]),
      },
    },
  });
}

export interface GraphQLDeps<TContext extends object> {
  schema: GraphQLSchema;
  config: AppConfig;
  logger: Logger;
  /** The context of a request over HTTP (it may fail for want of the database: 503). */
  context(req: Request, res: Response): Promise<TContext> | TContext;
  /** The context of an operation run in-process as an anonymous visitor. */
  anonymousContext(ip: string): TContext;
}

/** An operation run in-process (the server's render of the public pages). */
export interface InProcessOperation {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLEndpoint {
  router: Router;
  /**
   * Runs an operation as an anonymous visitor, with the same validation, limits and
   * error formatting as over HTTP.
   */
  executeAnonymous(operation: InProcessOperation, ip: string): Promise<FormattedExecutionResult>;
  stop(): Promise<void>;
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export async function createGraphQLEndpoint<TContext extends object>({
  schema,
  config,
  logger,
  context,
  anonymousContext,
}: GraphQLDeps<TContext>): Promise<GraphQLEndpoint> {
  const apollo = new ApolloServer<TContext>({
    schema,
    introspection: config.graphqlIntrospection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns the shutdown order; Apollo's own handlers would stop it and re-raise the signal.
    stopOnTerminationSignals: false,
    validationRules: [depthLimitRule()],
    formatError: createFormatError(logger),
    plugins: [
      // The IDE at GET /graphql is our own self-hosted GraphiQL (graphql/ide.ts).
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints in this schema (answers vary with the caller's token); the
      // default plugin would still wrap every field resolver to compute them.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(schema),
      retryAfterPlugin,
    ],
    logger: {
      debug: (message) => logger.debug(message),
      info: (message) => logger.info(message),
      warn: (message) => logger.warn(message),
      error: (message) => logger.error(message),
    },
  });
  await apollo.start();

  const router = express.Router();
  // Only /graphql itself: /graphql/<anything> is not the API (and answers 404).
  router.use((req, _res, next) => next(req.path === '/' ? undefined : 'router'));
  router.use(
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES }),
    express.json({ limit: MAX_GRAPHQL_JSON_BYTES }),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<TContext> => {
        try {
          return await context(req, res);
        } catch (error) {
          throw contextError(error);
        }
      },
    }),
  );
  return {
    router,
    async executeAnonymous(operation, ip) {
      const response = await apollo.executeOperation(operation, {
        contextValue: anonymousContext(ip),
      });
      if (response.body.kind !== 'single')
        throw new Error('Risposta GraphQL incrementale inattesa');
      return response.body.singleResult;
    },
    stop: () => apollo.stop(),
  };
}
