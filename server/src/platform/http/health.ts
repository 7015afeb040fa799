// Health checks for load balancers, Docker's HEALTHCHECK and compose, never cached:
// GET /healthz is readiness: 200 when the database answers, 503 with Retry-After while it
// does not (the process keeps running and recovers by itself); GET /livez is liveness:
// 200 while this process can answer at all, whatever the database, so that a supervisor
// restarts the process only when the process itself is stuck.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../errors.js';

export function healthCheck(orm: MikroORM, logger: Logger): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await orm.em.getConnection().execute('SELECT 1');
      res.json({ status: 'ok' });
    } catch (error) {
      logger.error({ err: error }, 'healthz: database non raggiungibile');
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'error', message: 'Database non raggiungibile' });
    }
  };
}

export const livenessCheck: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};
