// REST adapter of the 5x1000 reports: GET /api/five-per-thousand (public), GET /:id;
// POST, PUT (JSON, or multipart with `lines` as JSON text, the signed PDF as `file`,
// `removeFile=true` to drop it) and DELETE for the admin.
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { fivePerThousandRead } from './five-per-thousand.reads.js';
import { readBody, textField, withIds, type RequestBody } from '../../platform/http/rest-bodies.js';
import { amountField } from '../../domain/money.js';
import {
  CreateFivePerThousandArgs,
  FivePerThousandListArgs,
  UpdateFivePerThousandArgs,
} from './five-per-thousand.args.js';
import type { FivePerThousandReport } from './five-per-thousand.entity.js';
import { FivePerThousandService } from './five-per-thousand.service.js';

export function toRestFivePerThousand(report: FivePerThousandReport): Record<string, unknown> {
  return withIds(report, {
    year: report.year,
    amount: report.amount,
    receivedAt: report.receivedAt,
    lines: report.lines,
    linesTotal: report.linesTotal,
    fileUrl: report.fileUrl,
    createdAt: report.createdAt,
    updatedAt: report.updatedAt,
  });
}

/** Lines as JSON sends them, or as a multipart text field holding their JSON. */
function linesField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function reportFields<T extends CreateFivePerThousandArgs | UpdateFivePerThousandArgs>(
  target: T,
  { fields }: RequestBody,
): T {
  target.year = amountField(fields.year) as number;
  target.amount = amountField(fields.amount) as number;
  target.receivedAt = textField(fields, 'receivedAt') as string;
  target.lines = linesField(fields.lines);
  return target;
}

export function fivePerThousandRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const cache = deps.cache;
  const service = (res: Response): FivePerThousandService =>
    new FivePerThousandService(scopeOf(res));

  router.get('/', async (req, res) => {
    await cache.sendRead(req, res, fivePerThousandRead, {
      query: req.query,
      compute: async () =>
        (await service(res).list(new FivePerThousandListArgs())).map(toRestFivePerThousand),
    });
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestFivePerThousand(await service(res).get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req);
    const report = await service(res).create(
      reportFields(new CreateFivePerThousandArgs(), body),
      body.files.file ?? null,
    );
    res.status(201).json(toRestFivePerThousand(report));
  });

  router.put('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req);
    const args = reportFields(new UpdateFivePerThousandArgs(), body);
    args.removeFile = textField(body.fields, 'removeFile') === 'true';
    const report = await service(res).update(req.params.id, args, body.files.file ?? null);
    res.json(toRestFivePerThousand(report));
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const report = await service(res).delete(req.params.id);
    res.json({ message: 'Rendiconto del 5x1000 eliminato', _id: report.id, id: report.id });
  });

  return router;
}
