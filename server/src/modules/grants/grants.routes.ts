// REST adapter of the grants register: the record kit's routes (record-routes.ts: GET
// /api/grants, public, ?year=; GET /:id; POST, PUT (JSON or multipart with an optional PDF
// `file`, `removeFile=true` to drop it) and DELETE for the admin), plus GET
// /api/grants/years (yearly totals) and GET /api/grants/export/<year>.csv|.json (open data,
// a stable URL per year).
import { Router } from 'express';
import { AppError } from '../../errors.js';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { scopeOf } from '../../domain/scope.js';
import { DEFAULT_RULES } from '../../platform/http/rest-bodies.js';
import { CreateGrantArgs, GrantListArgs, UpdateGrantArgs } from './grant.args.js';
import { grantReads } from './grant.reads.js';
import { grantResource } from './grant.resource.js';
import { GrantService } from './grant.service.js';

/** The media types of the exports. */
const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

export function grantsRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const cache = deps.cache;
  const service = (res: Parameters<typeof scopeOf>[0]) => new GrantService(scopeOf(res));

  router.get('/years', async (req, res) => {
    await cache.sendRead(req, res, grantReads.years, {
      compute: () => service(res).yearTotals(),
    });
  });

  router.get('/export/:file', async (req, res) => {
    const match = /^(\d{4})\.(csv|json)$/.exec(req.params.file);
    if (!match) throw AppError.notFound('Esportazione non trovata: usa /export/<anno>.csv o .json');
    const [, year, format] = match as unknown as [string, string, 'csv' | 'json'];
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader(
      'Content-Disposition',
      `inline; filename="contributi-pubblici-${year}.${format}"`,
    );
    await cache.sendRead(req, res, grantReads.export, {
      params: [year, format],
      contentType: EXPORT_TYPES[format],
      compute: () =>
        format === 'csv'
          ? service(res).exportYearCsv(Number(year))
          : service(res)
              .exportYear(Number(year))
              .then((data) => JSON.stringify(data)),
    });
  });

  router.use(
    recordRoutes(deps, {
      resource: grantResource,
      read: grantReads.grants,
      listArgs: GrantListArgs,
      createArgs: CreateGrantArgs,
      updateArgs: UpdateGrantArgs,
      query: ['year'],
      bodyRules: DEFAULT_RULES,
    }),
  );

  return router;
}
