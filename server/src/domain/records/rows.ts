// A record's row as its table holds it, as JSON (column names, values as PostgreSQL turns
// them into JSON): what the trash and the revisions keep, whatever the resource, and what
// they put back (jsonb_populate_record gives each column its type again).
import { PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

export type Row = Record<string, unknown>;

/**
 * The row of table with id, in em's transaction (null when there is none); forUpdate locks
 * it until the transaction ends.
 */
export async function rowOf(
  em: EntityManager,
  table: string,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<Row | null> {
  const rows = await em.execute<{ data: Row }[]>(
    `select to_jsonb(t) as data from "${table}" t where t."id" = ?${options.forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0]?.data ?? null;
}

/** A row's values by the API's field names (published_at -> publishedAt), without its committee. */
export function camelCaseKeys(row: Row): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'committee_id') continue;
    fields[column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return fields;
}

/**
 * What the trash and the revisions keep of a record (each entity has its own table with
 * these columns; no table of its own here): its resource, type, table and id, and its row.
 */
@ObjectType()
export abstract class KeptRow {
  @CommitteeColumn()
  committeeId?: number;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  /** The resource's name in the policy (news, projects, team…). */
  @Property({ type: 'text' })
  @Field(() => String)
  resource!: string;

  /** The activity log's name of the record's type (News, Project…). */
  @Property({ type: 'text' })
  @Field(() => String)
  recordType!: string;

  @Property({ type: 'text', hidden: true })
  tableName!: string;

  @Property({ type: 'integer' })
  @Field(() => Int)
  recordId!: number;

  /** The row as its table held it (column names). */
  @Property({ type: 'json' })
  data!: Row;

  /** The record's fields as they were (field names as the API's). */
  @Field(() => GraphQLJSONObject, { name: 'data' })
  get fields(): Record<string, unknown> {
    return camelCaseKeys(this.data);
  }
}
