// The trash: a deleted record's row, as JSON, with the files it named, kept TRASH_DAYS days.
// Deleting moves the row here (moveToTrash, in the delete's transaction) instead of losing
// it: the record's table no longer has it, so every list, page and read stays as it was
// (the REST contract's 404s hold) and the content versions move (the table's trigger).
// Restoring puts the same row back (same id), then the rows that belong to it and went
// with it (a contact request's replies); a unique value taken meanwhile (an address, a
// year) refuses it with 409. The files stay while an entry names them (file-references:
// the trash's files column counts) and are deleted by the purge, once the entry expires.
import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { authorOf, recordLabelOf, type RequestScope } from '../scope.js';
import { camelCaseKeys, KeptRow, rowOf, type Row } from './rows.js';

export const trashMessages = {
  notFound: 'Elemento non trovato nel cestino',
  restored: 'Elemento ripristinato',
  taken:
    'Impossibile ripristinare: un altro elemento usa ora lo stesso indirizzo o lo stesso valore univoco. Modificalo o eliminalo, poi riprova.',
} as const;

@Entity({ tableName: 'trash' })
@Unique({ properties: ['committeeId', 'resource', 'recordId'] })
@ObjectType({ description: 'A deleted record, kept in the trash until it expires' })
export class TrashEntry extends KeptRow {
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What the record was called' })
  label: string | null = null;

  /** The rows that belonged to the record and went with it, by table (column names). */
  @Property({ type: 'json', nullable: true, hidden: true })
  children: Record<string, Row[]> | null = null;

  /** The uploaded files the record named, deleted only when the entry expires. */
  @Property({ type: 'text[]', default: '{}' })
  @Field(() => [String])
  files: string[] = [];

  @Property({ type: 'integer', nullable: true })
  deletedById: number | null = null;

  @Property({ type: 'text' })
  @Field(() => String)
  deletedBy!: string;

  @Index()
  @Property({ type: 'datetime' })
  @Field(() => Date)
  deletedAt: Date = new Date();
}

/** What the trash needs to know of the record deleted. */
export interface TrashTarget {
  resource: string;
  log: string;
  /** The record's table. */
  table: string;
  id: number;
  /** The uploaded files it names (kept until the purge). */
  files: readonly (string | null | undefined)[];
  /**
   * Tables whose rows belong to the record (column: the record's id; where: other columns'
   * values), kept with it and put back after it in this order.
   */
  children?: readonly { table: string; column: string; where?: Record<string, string> }[];
}

/**
 * Keeps the record's row in the trash, in em's transaction, before the caller deletes it
 * (an entry of the same record left by an earlier delete is replaced).
 */
export async function moveToTrash(
  scope: RequestScope,
  em: EntityManager,
  target: TrashTarget,
): Promise<TrashEntry> {
  const data = await rowOf(em, target.table, target.id);
  if (!data) throw AppError.notFound();
  const author = authorOf(scope.identity);
  const children: Record<string, Row[]> = {};
  for (const { table, column, where = {} } of target.children ?? []) {
    const also = Object.keys(where).map((name) => ` and t."${name}" = ?`);
    const rows = await em.execute<{ data: Row }[]>(
      `select to_jsonb(t) as data from "${table}" t where t."${column}" = ?${also.join('')} order by t."id"`,
      [target.id, ...Object.values(where)],
    );
    children[table] = rows.map((row) => row.data);
  }
  await em.nativeDelete(TrashEntry, { resource: target.resource, recordId: target.id });
  const entry = Object.assign(new TrashEntry(), {
    resource: target.resource,
    recordType: target.log,
    tableName: target.table,
    recordId: target.id,
    label: recordLabelOf(camelCaseKeys(data)),
    data,
    children: target.children ? children : null,
    files: target.files.filter((url): url is string => typeof url === 'string' && url !== ''),
    deletedById: author.id,
    deletedBy: author.name,
    deletedAt: new Date(),
  });
  em.persist(entry);
  return entry;
}

/** The entries whose resources the caller may write, the most recently deleted first. */
export async function trashEntries(scope: RequestScope): Promise<TrashEntry[]> {
  scope.requireUser();
  const entries = await scope.transaction((em) =>
    em.find(TrashEntry, {}, { orderBy: { deletedAt: 'DESC', id: 'DESC' } }),
  );
  return entries.filter(
    (entry) => scope.policy.knows(entry.resource) && scope.can(entry.resource, 'write'),
  );
}

/**
 * Puts a record of the trash back in its table (same id, same values), as a write of its
 * resource (the policy, the activity log); 404 without such an entry, 409 when a unique
 * value of the record is now another's.
 */
export async function restoreFromTrash(
  scope: RequestScope,
  resource: string,
  rawId: unknown,
): Promise<TrashEntry> {
  scope.requireUser();
  if (!scope.policy.knows(resource)) throw AppError.notFound(trashMessages.notFound);
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw AppError.notFound(trashMessages.notFound);
  const entry = await scope.transaction((em) => em.findOne(TrashEntry, { resource, recordId: id }));
  if (!entry) throw AppError.notFound(trashMessages.notFound);
  // The activity log names the record put back (its id and what it is called).
  await scope.write({ resource, log: entry.recordType }, 'create', async (em) => {
    const [claimed] = await em.execute<{ id: number }[]>(
      'delete from "trash" where "id" = ? returning "id"',
      [entry.id],
    );
    if (!claimed) throw AppError.notFound(trashMessages.notFound);
    try {
      await em.execute(
        `insert into "${entry.tableName}" select * from jsonb_populate_record(null::"${entry.tableName}", ?::jsonb)`,
        [JSON.stringify(entry.data)],
      );
      for (const [table, rows] of Object.entries(entry.children ?? {})) {
        await em.execute(
          `insert into "${table}" select * from jsonb_populate_recordset(null::"${table}", ?::jsonb)`,
          [JSON.stringify(rows)],
        );
      }
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AppError('CONFLICT', trashMessages.taken);
      }
      throw error;
    }
    return { id: entry.recordId, title: entry.label };
  });
  return entry;
}

/** What the purge deleted. */
export interface PurgeResult {
  entries: number;
  files: number;
}

/**
 * Deletes the entries older than days (with the revisions of their records), then their
 * files that no record or other entry names any more. The worker's
 * trash job runs it once across processes, for every committee em may see.
 */
export async function purgeTrash(
  em: EntityManager,
  files: { storage: FileStorage; isReferenced(em: EntityManager, url: string): Promise<boolean> },
  days: number,
): Promise<PurgeResult> {
  const expired = await em.getConnection().execute<{ files: string[] }[]>(
    `with expired as (
       delete from "trash" where "deleted_at" < now() - make_interval(days => ?)
       returning "committee_id", "resource", "record_id", "files"
     ), revisions as (
       delete from "revisions" r using expired e
       where r."committee_id" = e."committee_id" and r."resource" = e."resource"
         and r."record_id" = e."record_id"
     )
     select "files" from expired`,
    [days],
  );
  let deletedFiles = 0;
  for (const url of new Set(expired.flatMap((entry) => entry.files))) {
    if (await files.isReferenced(em, url)) continue;
    await files.storage.delete(url);
    deletedFiles += 1;
  }
  return { entries: expired.length, files: deletedFiles };
}
