// REST adapter of the grants register: GET /api/grants (public, ?year=), GET
// /api/grants/years (yearly totals), GET /api/grants/export/<year>.csv|.json (open data,
// a stable URL per year), GET /:id; POST, PUT (JSON or multipart with an optional PDF
// `file`, `removeFile=true` to drop it) and DELETE for the admin.
import { Router, type Response } from 'express';
import { AppError } from '../../errors.js';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { grantReads } from './grant.reads.js';
import { readBody, textField, withIds, type RequestBody } from '../../platform/http/rest-bodies.js';
import { amountField } from '../../domain/money.js';
import { CreateGrantArgs, GrantListArgs, UpdateGrantArgs } from './grant.args.js';
import type { Grant } from './grant.entity.js';
import { GrantService } from './grant.service.js';

export function toRestGrant(grant: Grant): Record<string, unknown> {
  return withIds(grant, {
    administration: grant.administration,
    administrationFiscalCode: grant.administrationFiscalCode,
    amount: grant.amount,
    receivedAt: grant.receivedAt,
    year: grant.year,
    purpose: grant.purpose,
    reference: grant.reference,
    fileUrl: grant.fileUrl,
    createdAt: grant.createdAt,
    updatedAt: grant.updatedAt,
  });
}

function grantFields<T extends CreateGrantArgs | UpdateGrantArgs>(
  target: T,
  { fields }: RequestBody,
): T {
  target.administration = textField(fields, 'administration') as string;
  target.administrationFiscalCode = textField(fields, 'administrationFiscalCode');
  target.amount = amountField(fields.amount) as number;
  target.receivedAt = textField(fields, 'receivedAt') as string;
  target.purpose = textField(fields, 'purpose') as string;
  target.reference = textField(fields, 'reference');
  return target;
}

/** A year as the query or the path writes it: a number when it is digits, else as given. */
function yearParam(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
}

/** The media types of the exports. */
const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

export function grantsRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const cache = deps.cache;
  const service = (res: Response): GrantService => new GrantService(scopeOf(res));

  router.get('/', async (req, res) => {
    const year = req.query.year;
    const args = Object.assign(new GrantListArgs(), {
      filter: { year: year === undefined ? null : yearParam(year) },
    });
    await cache.sendRead(req, res, grantReads.grants, {
      query: req.query,
      compute: async () => (await service(res).list(args)).map(toRestGrant),
    });
  });

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

  router.get('/:id', async (req, res) => {
    res.json(toRestGrant(await service(res).get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req);
    const grant = await service(res).create(
      grantFields(new CreateGrantArgs(), body),
      body.files.file ?? null,
    );
    res.status(201).json(toRestGrant(grant));
  });

  router.put('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req);
    const args = grantFields(new UpdateGrantArgs(), body);
    args.removeFile = textField(body.fields, 'removeFile') === 'true';
    const grant = await service(res).update(req.params.id, args, body.files.file ?? null);
    res.json(toRestGrant(grant));
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const grant = await service(res).delete(req.params.id);
    res.json({ message: 'Contributo eliminato', _id: grant.id, id: grant.id });
  });

  return router;
}
