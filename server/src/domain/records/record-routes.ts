// The REST adapter every record resource shares: GET / (the public list, from the public
// cache for anonymous readers; q and the resource's filters from the query), GET /:id,
// POST /, PUT /:id (If-Match: the version it was made from, versions.ts), DELETE /:id and, for reorderable resources, PUT /order {ids}. Bodies
// are JSON, or multipart for a record with a file: each writable field is read as its rule says (resource.ts); the
// file part `image` (or `file` for a PDF) is a new file, an `image`/`imageUrl` text value
// an URL or an existing upload, `removeImage`/`removeFile`=true a removal,
// `keepExistingImage`=true keeps it. Answers show what the policy lets the caller read.
import { Router, type Request } from 'express';
import type { PublicRead } from '../../platform/cache/public-reads.js';
import {
  BODY_RULES,
  readBody,
  type BodyRules,
  textField,
  withIds,
  type RequestBody,
} from '../../platform/http/rest-bodies.js';
import type { ModuleDeps } from '../module.js';
import { dateTimeField } from '../publication.js';
import { scopeOf, type RequestScope } from '../scope.js';
import type { ContentRecord } from './content-record.js';
import { RecordService, type FileChange, type RecordListArgs } from './record-service.js';
import { fieldRule, listFilterRule, type FieldKind, type RecordResource } from './resource.js';
import { presentRevision, restoreRevision, revisionsOf } from './revisions.js';
import { ifMatchOf, sendVersion } from './versions.js';

export interface RecordRoutesOptions<T extends ContentRecord> {
  resource: RecordResource<T>;
  /** The public read of its list (path, filters, tables): the cache's key and validity. */
  read: PublicRead;
  listArgs: new () => RecordListArgs;
  createArgs: new () => object;
  updateArgs: new () => object;
  /** PUT /order {ids}: the whole list reordered at once (ordered resources). */
  reorder?: boolean;
  /** The query parameters the public list reads (q and the resource's filters by default). */
  query?: readonly string[];
  /** The bodies its writes accept, when not the kit's (JSON, or JSON or multipart with a file). */
  bodyRules?: BodyRules;
}

/** A REST record: ids, the resource's own fields, authors and times, as the caller may read them. */
export function presentRecord<T extends ContentRecord>(
  resource: RecordResource<T>,
  record: T,
  scope: RequestScope,
): Record<string, unknown> {
  const values = record as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {
    ...resource.present(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  if (resource.ordered) fields.position = values.position;
  if (resource.authored) {
    fields.createdBy = values.createdBy;
    fields.updatedBy = values.updatedBy;
  }
  for (const name of Object.keys(fields)) {
    if (!scope.mayReadField(resource.name, name)) delete fields[name];
  }
  return withIds(record, fields);
}

/** A form or JSON value as the args class expects it; a value of the wrong form stays wrong (the validation refuses it). */
export function parseFieldValue(kind: FieldKind, value: unknown): unknown {
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
    case 'integer': {
      const text = textField({ value }, 'value')?.trim();
      if (text === undefined) return value === null ? null : value;
      if (text === '') return null;
      return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    }
    case 'number': {
      if (typeof value === 'number') return value;
      const text = textField({ value }, 'value')?.trim();
      if (text === undefined) return value === null ? null : value;
      if (text === '') return null;
      return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
    }
    case 'dateTime':
      return dateTimeField(textField({ value }, 'value'));
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    default:
      return value === null ? null : textField({ value }, 'value');
  }
}

/** The arguments of a REST body: every writable field as its rule reads it, and the position. */
export function argsFromBody<A extends object>(
  target: A,
  resource: RecordResource<ContentRecord>,
  { fields }: RequestBody,
): A {
  const args = target as Record<string, unknown>;
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = parseFieldValue(fieldRule(spec).kind, fields[name]);
    if (value !== undefined) args[name] = value;
  }
  if (resource.ordered) {
    const position = parseFieldValue('integer', fields.position);
    if (position !== undefined && position !== null) args.position = position;
  }
  return target;
}

/** The file change a REST body asks for; `absent` when it says nothing of the file. */
export function fileChangeFromBody(
  resource: RecordResource<ContentRecord>,
  { fields, files }: RequestBody,
  absent: FileChange,
): FileChange {
  const part = resource.files === 'pdf' ? 'file' : 'image';
  const file = files[part];
  // An empty PDF upload is no file.
  if (file && (resource.files !== 'pdf' || file.data.length > 0)) return { kind: 'file', file };
  if (textField(fields, 'keepExistingImage') === 'true') return { kind: 'keep' };
  if (resource.files === 'image') {
    const url = (textField(fields, 'imageUrl') ?? textField(fields, 'image'))?.trim();
    if (url) return { kind: 'url', url };
  }
  const remove = fields[resource.files === 'pdf' ? 'removeFile' : 'removeImage'];
  if (remove === true || remove === 'true') return { kind: 'remove' };
  return absent;
}

/** The list arguments of a REST query: the named parameters (string values only, as each filter reads them). */
function listArgsFromQuery(
  target: RecordListArgs,
  resource: RecordResource<ContentRecord>,
  query: Request['query'],
  names: readonly string[],
): RecordListArgs {
  const filter: Record<string, unknown> = {};
  for (const name of names) {
    const value = query[name];
    const spec = resource.filters?.[name];
    const parse = spec ? listFilterRule(spec).parse : undefined;
    filter[name] = typeof value === 'string' ? (parse ? parse(value) : value) : null;
  }
  target.filter = filter;
  return target;
}

export function recordRoutes<T extends ContentRecord>(
  deps: ModuleDeps,
  options: RecordRoutesOptions<T>,
): Router {
  const router = Router();
  const { resource } = options;
  const generic = resource as unknown as RecordResource<ContentRecord>;
  const queryNames = options.query ?? ['q', ...Object.keys(resource.filters ?? {})];
  const service = (scope: RequestScope) => new RecordService(scope, resource);
  const present = (scope: RequestScope) => (record: T) => presentRecord(resource, record, scope);
  /** The writer of a request, refused (401/403) before its body is read. */
  const writer = (res: Parameters<typeof scopeOf>[0]) => {
    const scope = scopeOf(res);
    scope.authorize(resource.name, 'write');
    return scope;
  };

  router.get('/', async (req, res) => {
    const scope = scopeOf(res);
    const args = listArgsFromQuery(new options.listArgs(), generic, req.query, queryNames);
    await deps.cache.sendRead(req, res, options.read, {
      query: req.query,
      compute: async () => (await service(scope).list(args)).map(present(scope)),
    });
  });

  // JSON for a record without files, JSON or multipart for one with a file.
  const bodyRules =
    options.bodyRules ?? (resource.files === 'none' ? BODY_RULES.json : BODY_RULES.withFile);

  if (options.reorder) {
    router.put('/order', async (req, res) => {
      const scope = writer(res);
      const { fields } = await readBody(req, BODY_RULES.json);
      res.json((await service(scope).reorder(fields.ids)).map(present(scope)));
    });
  }

  router.get('/:id', async (req, res) => {
    const scope = scopeOf(res);
    const record = await service(scope).get(req.params.id);
    sendVersion(res, record);
    res.json(present(scope)(record));
  });

  router.post('/', async (req, res) => {
    const scope = writer(res);
    const body = await readBody(req, bodyRules);
    const args = argsFromBody(new options.createArgs(), generic, body);
    const record = await service(scope).create(
      args,
      fileChangeFromBody(generic, body, { kind: 'keep' }),
    );
    sendVersion(res, record);
    res.status(201).json(present(scope)(record));
  });

  router.put('/:id', async (req, res) => {
    const scope = writer(res);
    const body = await readBody(req, bodyRules);
    const args = argsFromBody(new options.updateArgs(), generic, body);
    const absent: FileChange = { kind: resource.imageWhenAbsent ?? 'keep' };
    const record = await service(scope).update(
      req.params.id,
      args,
      fileChangeFromBody(generic, body, absent),
      ifMatchOf(req),
    );
    sendVersion(res, record);
    res.json(present(scope)(record));
  });

  if (resource.revisions) {
    router.get('/:id/revisions', async (req, res) => {
      const scope = writer(res);
      await service(scope).get(req.params.id);
      const revisions = await revisionsOf(scope, resource.name, req.params.id);
      res.json(revisions.map(presentRevision));
    });
    router.post('/:id/revisions/:revisionId/restore', async (req, res) => {
      const scope = writer(res);
      await restoreRevision(scope, resource.name, req.params.id, req.params.revisionId);
      const record = await service(scope).reload(req.params.id);
      sendVersion(res, record);
      res.json(present(scope)(record));
    });
  }

  router.delete('/:id', async (req, res) => {
    const record = await service(writer(res)).delete(req.params.id);
    res.json({ message: resource.deleted, _id: record.id, id: record.id });
  });

  return router;
}
