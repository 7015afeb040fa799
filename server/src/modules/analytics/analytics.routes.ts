// REST adapter of the visit statistics: GET /api/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD
// (admin and editor), answering { days, pages, referrers, devices }; and POST
// /api/analytics/views { path, referrer? } (anyone, 204), the site's beacon for a page its
// router showed in the browser (JSON, sent as text/plain by the beacon), counted by the
// visit counter like a page the server sent.
import { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { readBody, type BodyRules } from '../../platform/http/rest-bodies.js';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limiter.js';
import { AnalyticsService } from './analytics.service.js';
import { isCountablePath } from './visit-counter.js';

/** A query parameter given once, as text (anything else is no date). */
function dateParam(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/** A beacon is a path and a URL: a few hundred bytes. */
const BEACON_BODY: BodyRules = { accept: 'json', maxBytes: 4 * 1024 };

export const viewMessages = {
  path: 'Indica il percorso di una pagina del sito',
  referrer: 'La pagina di provenienza deve essere un indirizzo',
};

export function analyticsRoutes(deps: ModuleDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const report = await new AnalyticsService(scopeOf(res)).report({
      from: dateParam(req.query.from),
      to: dateParam(req.query.to),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json(report);
  });

  router.post('/views', async (req, res) => {
    const scope = scopeOf(res);
    // Every report counts, valid or not: a script cannot add views, or try paths, cheaply.
    await consumeRateLimit(
      scope.em,
      `page-view-ip:${scope.ip}`,
      scope.config.rateLimits.pageViewsPerIp,
    );
    // The site's beacon sends its JSON as text/plain (a simple request for the browser).
    if (/^text\/plain\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      req.headers['content-type'] = 'application/json';
    }
    const { fields } = await readBody(req, BEACON_BODY);
    const { path, referrer } = fields;
    if (typeof path !== 'string' || !isCountablePath(path)) {
      throw AppError.validation({ path: viewMessages.path });
    }
    if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') {
      throw AppError.validation({ referrer: viewMessages.referrer });
    }
    deps.pageViews.recordNavigation(req, scope.committeeId, {
      path,
      referrer: referrer ?? undefined,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });
  return router;
}
