// REST counterpart of @Authorized: resolves the bearer token and stops the request with
// 401 (token missing, or invalid/expired/revoked) before the route runs.
import type { RequestHandler } from 'express';
import type { RequestIdentity } from '../../graphql/context.js';
import type { ApiDeps } from '../api-deps.js';
import { identify, requireUser } from './auth.service.js';

export function requireAdmin({ orm }: Pick<ApiDeps, 'orm'>): RequestHandler {
  return async (req, res, next) => {
    const identity = await identify(orm.em.fork(), req.headers.authorization);
    requireUser(identity);
    res.locals.identity = identity;
    next();
  };
}

export function identityOf(locals: Record<string, unknown>): RequestIdentity {
  return locals.identity as RequestIdentity;
}
