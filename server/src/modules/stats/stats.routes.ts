// REST adapter of statistics (spec calls: GET /stats, GET /stats/:id, POST and PUT JSON
// {title, value, description}, DELETE). Reads are public: the home page shows them.
import { Router } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { authenticate, identityOf } from '../accounts/authenticate.js';
import { publicCache } from '../../platform/cache/public-cache.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { BODY_RULES, readBody, textField, withIds } from '../../platform/http/rest-bodies.js';
import { CreateStatArgs, StatListArgs, UpdateStatArgs } from './stat.args.js';
import type { Stat } from './stat.entity.js';
import { StatService } from './stat.service.js';

export function toRestStat(stat: Stat): Record<string, unknown> {
  return withIds(stat, {
    title: stat.title,
    value: stat.value,
    description: stat.description,
    position: stat.position,
    createdAt: stat.createdAt,
    updatedAt: stat.updatedAt,
  });
}

function statFields<T extends CreateStatArgs | UpdateStatArgs>(
  target: T,
  fields: Record<string, unknown>,
): T {
  target.title = textField(fields, 'title') as string;
  target.value = textField(fields, 'value') as string;
  target.description = textField(fields, 'description') as string;
  const position = fields.position;
  if (position !== undefined && position !== null && position !== '') {
    target.position =
      typeof position === 'number' || (typeof position === 'string' && /^\d+$/.test(position))
        ? Number(position)
        : Number.NaN;
  }
  return target;
}

export function statsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const cache = publicCache(deps.orm);
  const service = (locals: Record<string, unknown>): StatService =>
    new StatService(deps.orm.em.fork(), identityOf(locals));

  router.get('/', async (req, res) => {
    await cache.sendRead(req, res, PUBLIC_READS.stats, {
      query: req.query,
      compute: async () => (await service(res.locals).list(new StatListArgs())).map(toRestStat),
    });
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestStat(await service(res.locals).get(req.params.id)));
  });

  router.post('/', authenticate(deps), async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.json);
    const stat = await service(res.locals).create(statFields(new CreateStatArgs(), fields));
    res.status(201).json(toRestStat(stat));
  });

  router.put('/:id', authenticate(deps), async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.json);
    const stat = await service(res.locals).update(
      req.params.id,
      statFields(new UpdateStatArgs(), fields),
    );
    res.json(toRestStat(stat));
  });

  router.delete('/:id', authenticate(deps), async (req, res) => {
    const stat = await service(res.locals).delete(req.params.id);
    res.json({ message: 'Statistica eliminata', _id: stat.id, id: stat.id });
  });

  return router;
}
