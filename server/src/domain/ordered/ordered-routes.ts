// The REST adapter every ordered resource shares: GET / (public list in display order,
// from the public cache when anonymous), GET /:id, POST /, PUT /order {ids}, PUT /:id,
// DELETE /:id (admin). Bodies are JSON or multipart with an `image` file part, as for
// news; `imageUrl` (or an `image` text value) keeps or sets an URL, `removeImage=true`
// drops it, nothing about the image keeps it. A request with an Authorization header
// is never answered from the cache: an administrator also sees hidden records.
import { Router, type Request } from 'express';
import type { ApiDeps } from '../api-deps.js';
import { identify } from '../../modules/accounts/auth.service.js';
import { authenticate, identityOf } from '../../modules/accounts/authenticate.js';
import type { ImageChange } from '../files/file-changes.js';
import { BODY_RULES, readBody, textField, withIds, type RequestBody } from '../../platform/http/rest-bodies.js';
import { publicCache } from '../../platform/cache/public-cache.js';
import type { PublicRead } from '../../platform/cache/public-reads.js';
import type { OrderedRecord } from './ordered-record.js';
import { OrderedService, type FieldKind, type OrderedResource } from './ordered-service.js';

export interface OrderedRoutesOptions<T extends OrderedRecord> {
  /** The public read of its list (public-reads.ts): path, resources, cache key. */
  read: PublicRead;
  resource: OrderedResource<T>;
  createArgs: new () => object;
  updateArgs: new () => object;
  /** The message of a successful DELETE, e.g. 'Membro del team eliminato'. */
  deleted: string;
}

/** A REST record: _id and id, every field of the resource, its image, position and times. */
export function toRestRecord<T extends OrderedRecord>(
  resource: OrderedResource<T>,
  record: T,
): Record<string, unknown> {
  const values = record as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(resource.fields)) fields[name] = values[name];
  if (resource.illustrated) fields.image = values.image;
  return withIds(record, {
    ...fields,
    position: record.position,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  });
}

/** A form or JSON value as the args class expects it; a value of the wrong form stays wrong (the validation refuses it). */
function parseValue(kind: FieldKind, value: unknown): unknown {
  if (value === undefined) return undefined;
  switch (kind) {
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return value === '' || value === null ? undefined : value;
    case 'strings':
      if (Array.isArray(value)) return value;
      if (typeof value !== 'string') return value === null ? undefined : value;
      // A multipart form sends the lines as one text, one per line (or a JSON array).
      if (value.trim().startsWith('[')) {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      }
      return value.split('\n');
    default:
      return value === null ? null : textField({ value }, 'value');
  }
}

function parsePosition(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

function argsFrom<A extends object>(
  target: A,
  resource: OrderedResource<OrderedRecord>,
  { fields }: RequestBody,
): A {
  const args = target as Record<string, unknown>;
  for (const [name, kind] of Object.entries(resource.fields)) {
    const value = parseValue(kind, fields[name]);
    if (value !== undefined) args[name] = value;
  }
  const position = parsePosition(fields.position);
  if (position !== undefined) args.position = position;
  return target;
}

function imageChange({ fields, files }: RequestBody): ImageChange {
  if (files.image) return { kind: 'file', file: files.image };
  const url = (textField(fields, 'imageUrl') ?? textField(fields, 'image'))?.trim();
  if (url) return { kind: 'url', url };
  const remove = fields.removeImage;
  return remove === true || remove === 'true' ? { kind: 'remove' } : { kind: 'keep' };
}

export function orderedRoutes<T extends OrderedRecord>(
  deps: ApiDeps,
  options: OrderedRoutesOptions<T>,
): Router {
  const router = Router();
  const cache = publicCache(deps.orm);
  const { resource } = options;
  const rest = (record: T) => toRestRecord(resource, record);
  const asGeneric = resource as unknown as OrderedResource<OrderedRecord>;
  const service = (seesHidden: boolean, locals: Record<string, unknown> = {}) =>
    new OrderedService(deps.orm.em.fork(), deps.storage, resource, seesHidden, identityOf(locals));

  /** Whether the caller is an administrator (a valid token); only asked when a token is sent. */
  const seesHidden = async (req: Request): Promise<boolean> =>
    req.headers.authorization !== undefined &&
    (await identify(deps.orm.em.fork(), req.headers.authorization)).user !== null;

  router.get('/', async (req, res) => {
    if (req.headers.authorization !== undefined) {
      const records = await service(await seesHidden(req)).list({});
      res.json(records.map(rest));
      return;
    }
    await cache.sendRead(req, res, options.read, {
      query: req.query,
      compute: async () => (await service(false).list({})).map(rest),
    });
  });

  router.get('/:id', async (req, res) => {
    res.json(rest(await service(await seesHidden(req)).get(req.params.id)));
  });

  router.post('/', authenticate(deps), async (req, res) => {
    const body = await readBody(req, BODY_RULES.withFile);
    const args = argsFrom(new options.createArgs(), asGeneric, body);
    const record = await service(true, res.locals).create(args, imageChange(body));
    res.status(201).json(rest(record));
  });

  router.put('/order', authenticate(deps), async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.json);
    const records = await service(true, res.locals).reorder(fields.ids);
    res.json(records.map(rest));
  });

  router.put('/:id', authenticate(deps), async (req, res) => {
    const body = await readBody(req, BODY_RULES.withFile);
    const args = argsFrom(new options.updateArgs(), asGeneric, body);
    const record = await service(true, res.locals).update(req.params.id, args, imageChange(body));
    res.json(rest(record));
  });

  router.delete('/:id', authenticate(deps), async (req, res) => {
    const record = await service(true, res.locals).delete(req.params.id);
    res.json({ message: options.deleted, _id: record.id, id: record.id });
  });

  return router;
}
