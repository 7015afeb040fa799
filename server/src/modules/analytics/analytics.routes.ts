// REST adapter of the visit statistics: GET /api/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD
// (admin and editor), answering { days, pages, referrers, devices }.
import { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { AnalyticsService } from './analytics.service.js';

/** A query parameter given once, as text (anything else is no date). */
function dateParam(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

export function analyticsRoutes(_deps: ModuleDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const report = await new AnalyticsService(scopeOf(res)).report({
      from: dateParam(req.query.from),
      to: dateParam(req.query.to),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json(report);
  });
  return router;
}
