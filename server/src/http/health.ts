// GET /healthz for load balancers, Docker's HEALTHCHECK and compose: 200 when the
// database answers, 503 otherwise. Never cached.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

export function healthCheck(orm: MikroORM, logger: Logger): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await orm.em.getConnection().execute('SELECT 1');
      res.json({ status: 'ok' });
    } catch (error) {
      logger.error({ err: error }, 'healthz: database non raggiungibile');
      res.status(503).json({ status: 'error', message: 'Database non raggiungibile' });
    }
  };
}
