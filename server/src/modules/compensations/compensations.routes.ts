// REST adapter of the officers' compensation register: GET /api/compensations (public,
// ?year=), GET /:id; POST, PUT and DELETE (JSON) for the admin.
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { compensationsRead } from './compensation.reads.js';
import { readBody, textField, withIds, type RequestBody } from '../../platform/http/rest-bodies.js';
import { amountField } from '../../domain/money.js';
import {
  CompensationListArgs,
  CreateCompensationArgs,
  UpdateCompensationArgs,
} from './compensation.args.js';
import type { Compensation } from './compensation.entity.js';
import { CompensationService } from './compensation.service.js';

export function toRestCompensation(compensation: Compensation): Record<string, unknown> {
  return withIds(compensation, {
    year: compensation.year,
    role: compensation.role,
    name: compensation.name,
    grossAmount: compensation.grossAmount,
    createdAt: compensation.createdAt,
    updatedAt: compensation.updatedAt,
  });
}

function compensationFields<T extends CreateCompensationArgs | UpdateCompensationArgs>(
  target: T,
  { fields }: RequestBody,
): T {
  target.year = amountField(fields.year) as number;
  target.role = textField(fields, 'role') as string;
  target.name = textField(fields, 'name');
  target.grossAmount = amountField(fields.grossAmount) as number;
  return target;
}

export function compensationsRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const cache = deps.cache;
  const service = (res: Response): CompensationService => new CompensationService(scopeOf(res));

  router.get('/', async (req, res) => {
    const year = req.query.year;
    const args = Object.assign(new CompensationListArgs(), {
      filter: { year: year === undefined ? null : amountField(year) },
    });
    await cache.sendRead(req, res, compensationsRead, {
      query: req.query,
      compute: async () => (await service(res).list(args)).map(toRestCompensation),
    });
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestCompensation(await service(res).get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req);
    const compensation = await service(res).create(
      compensationFields(new CreateCompensationArgs(), body),
    );
    res.status(201).json(toRestCompensation(compensation));
  });

  router.put('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const body = await readBody(req);
    const compensation = await service(res).update(
      req.params.id,
      compensationFields(new UpdateCompensationArgs(), body),
    );
    res.json(toRestCompensation(compensation));
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const compensation = await service(res).delete(req.params.id);
    res.json({ message: 'Compenso eliminato', _id: compensation.id, id: compensation.id });
  });

  return router;
}
