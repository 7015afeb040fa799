// A record's row as its table holds it, as JSON (column names, values as PostgreSQL turns
// them into JSON): what the trash and the revisions keep, whatever the resource, and what
// they put back (jsonb_populate_record gives each column its type again).
import type { EntityManager } from '@mikro-orm/postgresql';

export type Row = Record<string, unknown>;

/** The row of table with id, in em's transaction (null when there is none). */
export async function rowOf(em: EntityManager, table: string, id: number): Promise<Row | null> {
  const rows = await em.execute<{ data: Row }[]>(
    `select to_jsonb(t) as data from "${table}" t where t."id" = ?`,
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
