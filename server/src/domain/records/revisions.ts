// The revisions of a record: before each save of a resource that keeps them (its
// descriptor says so), the record's row as it was, who saved and when. They are listed
// newest first, and one is brought back as a new save (itself revisioned, in the activity
// log): its values return, except the record's files (the current ones stay: a replaced
// file may be gone), who created it and its place in an ordered list. The rows are the
// committee's (tenancy rules); the revisions of a record purged from the trash go with it.
// Besides the record kit's resources, the settings (one record per committee) keep theirs.
import { Entity, Index, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { AppError } from '../../errors.js';
import { authorOf, type RequestScope } from '../scope.js';
import { camelCaseKeys, KeptRow, rowOf } from './rows.js';

export const revisionMessages = {
  notFound: 'Versione non trovata',
  restored: 'Versione ripristinata',
} as const;

@Entity({ tableName: 'revisions' })
@Index({ properties: ['committeeId', 'resource', 'recordId', 'id'] })
@ObjectType({ description: 'A version of a record as it was before a save' })
export class Revision extends KeptRow {
  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  /** Who saved over this version. */
  @Property({ type: 'text' })
  @Field(() => String)
  userName!: string;

  /** When this version was replaced by a save. */
  @Property({ type: 'datetime' })
  @Field(() => Date)
  createdAt: Date = new Date();
}

/** The record whose current version a save is about to replace. */
export interface RevisionTarget {
  resource: string;
  log: string;
  table: string;
  id: number;
  /**
   * Columns the revision leaves out (and a restore therefore leaves as they are): those
   * another resource writes in the same row (the navigation's menu in the settings' row).
   */
  omit?: readonly string[];
}

/** Keeps the record's row as it is now, in em's transaction (before the save changes it). */
export async function keepRevision(
  scope: RequestScope,
  em: EntityManager,
  target: RevisionTarget,
): Promise<void> {
  const row = await rowOf(em, target.table, target.id);
  if (!row) return;
  const omitted = new Set(target.omit ?? []);
  const data = Object.fromEntries(Object.entries(row).filter(([column]) => !omitted.has(column)));
  const author = authorOf(scope.identity);
  em.persist(
    Object.assign(new Revision(), {
      resource: target.resource,
      recordType: target.log,
      tableName: target.table,
      recordId: target.id,
      data,
      userId: author.id,
      userName: author.name,
      createdAt: new Date(),
    }),
  );
}

function positiveId(raw: unknown): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The revisions of a record, newest first (those who may change the resource only). */
export async function revisionsOf(
  scope: RequestScope,
  resource: string,
  rawRecordId: unknown,
): Promise<Revision[]> {
  scope.requireUser();
  if (!scope.policy.knows(resource)) throw AppError.notFound(revisionMessages.notFound);
  scope.authorize(resource, 'write');
  const recordId = positiveId(rawRecordId);
  if (recordId === null) return [];
  return scope.transaction((em) =>
    em.find(Revision, { resource, recordId }, { orderBy: { id: 'DESC' } }),
  );
}

/**
 * Columns a restore leaves as they are: the row's identity, its creation, its files, its
 * place in an ordered list (the order is the list's, not the version's).
 */
function keptColumns(scope: RequestScope, table: string): Set<string> {
  const kept = new Set([
    'id',
    'committee_id',
    'created_at',
    'created_by',
    'created_by_id',
    'position',
  ]);
  for (const [fileTable, column] of scope.services.fileReferences.fileColumns) {
    if (fileTable !== table) continue;
    kept.add(column);
    kept.add(column.replace(/_url$/, '_bytes'));
  }
  return kept;
}

/**
 * Brings a revision of a record back as a new save of its resource: the current version
 * becomes a revision in turn, and the activity log records an update. 404 when the record
 * (or the revision) is not there: a record in the trash is restored from the trash first.
 */
export async function restoreRevision(
  scope: RequestScope,
  resource: string,
  rawRecordId: unknown,
  rawRevisionId: unknown,
): Promise<Revision> {
  scope.requireUser();
  if (!scope.policy.knows(resource)) throw AppError.notFound(revisionMessages.notFound);
  scope.authorize(resource, 'write');
  const recordId = positiveId(rawRecordId);
  const revisionId = positiveId(rawRevisionId);
  if (recordId === null || revisionId === null) throw AppError.notFound(revisionMessages.notFound);
  const revision = await scope.transaction((em) =>
    em.findOne(Revision, { id: revisionId, resource, recordId }),
  );
  if (!revision) throw AppError.notFound(revisionMessages.notFound);
  const table = revision.tableName;
  await scope.write({ resource, log: revision.recordType }, 'update', async (em) => {
    const current = await rowOf(em, table, recordId, { forUpdate: true });
    if (!current) throw AppError.notFound(revisionMessages.notFound);
    // The version replaced keeps the columns the restored one kept (not those left out).
    const omit = Object.keys(current).filter((column) => !(column in revision.data));
    await keepRevision(scope, em, {
      resource,
      log: revision.recordType,
      table,
      id: recordId,
      omit,
    });
    const kept = keptColumns(scope, table);
    const columns = Object.keys(revision.data).filter(
      (column) =>
        column in current &&
        !kept.has(column) &&
        !['updated_at', 'updated_by', 'updated_by_id'].includes(column),
    );
    const assignments = columns.map((column) => `"${column}" = r."${column}"`);
    const params: unknown[] = [];
    assignments.push(`"updated_at" = ?`);
    params.push(new Date());
    if ('updated_by' in current) {
      const author = authorOf(scope.identity);
      assignments.push(`"updated_by_id" = ?`, `"updated_by" = ?`);
      params.push(author.id, author.name);
    }
    await em.execute(
      `update "${table}" t set ${assignments.join(', ')}
       from jsonb_populate_record(null::"${table}", ?::jsonb) r where t."id" = ?`,
      [...params, JSON.stringify(revision.data), recordId],
    );
    return { id: recordId, ...camelCaseKeys(revision.data) };
  });
  return revision;
}

/** A revision as REST shows it. */
export function presentRevision(revision: Revision): Record<string, unknown> {
  return {
    id: revision.id,
    resource: revision.resource,
    recordId: revision.recordId,
    userName: revision.userName,
    createdAt: revision.createdAt,
    data: revision.fields,
  };
}
