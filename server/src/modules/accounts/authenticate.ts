// REST authentication (the counterpart of @Authorized): resolves the bearer token and
// stops the request with 401 (token missing, or invalid/expired/revoked) before the route
// reads its body. What the user may then do is the policy's (auth/policy.ts), checked by
// the services.
import type { RequestHandler } from 'express';
import type { RequestIdentity } from '../../platform/graphql/context.js';
import type { ApiDeps } from '../../domain/api-deps.js';
import { identify, requireUser } from './auth.service.js';

export function authenticate({ orm }: Pick<ApiDeps, 'orm'>): RequestHandler {
  return async (req, res, next) => {
    const identity = await identify(orm.em.fork(), req.headers.authorization);
    requireUser(identity);
    res.locals.identity = identity;
    next();
  };
}

const anonymous: RequestIdentity = { user: null, token: null, authProblem: 'MISSING_TOKEN' };

/** The identity authenticate() found, or no one on a public route. */
export function identityOf(locals: Record<string, unknown>): RequestIdentity {
  return (locals.identity as RequestIdentity | undefined) ?? anonymous;
}
