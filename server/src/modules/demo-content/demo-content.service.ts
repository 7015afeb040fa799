// The demo content still on the site, and its removal: the records the seed marked
// (demo_records) whose row nobody has edited since (its updated_at is the seeded one),
// counted by kind for the dashboard, and deleted in one write (administrators), their
// files with them once the transaction commits. An edited demo record stays.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../domain/scope.js';
import { WRITING_COMMITTEE } from '../../platform/db/committee-context.js';
import { DEMO_KINDS, type DemoKind } from './demo-kinds.js';

export interface DemoKindCount {
  key: string;
  label: string;
  count: number;
}

export interface DemoRemoval {
  /** How many records of each kind went (every kind named, 0 included). */
  removed: Record<string, number>;
  total: number;
}

interface DemoRow {
  id: number;
  file: string | null;
}

/** The unedited demo rows of a kind, in the transaction's committee. */
async function demoRows(em: EntityManager, kind: DemoKind, lock = false): Promise<DemoRow[]> {
  const file = kind.file ? `t."${kind.file}"` : 'null';
  return em.getConnection().execute<DemoRow[]>(
    `select t."id", ${file} as "file" from "${kind.table}" t
     join "demo_records" d on d."resource" = ? and d."record_id" = t."id"
       and d."committee_id" = t."committee_id" and d."seeded_at" = t."updated_at"
     where t."committee_id" = ${WRITING_COMMITTEE}${lock ? ' for update of t' : ''}`,
    [kind.table],
    'all',
    em.getTransactionContext(),
  );
}

export class DemoContentService {
  constructor(private readonly scope: RequestScope) {}

  /** Each kind of demo content still present, with how many of its records. */
  async present(): Promise<DemoKindCount[]> {
    this.scope.authorize('demoContent', 'read');
    return this.scope.transaction(async (em) => {
      const counts: DemoKindCount[] = [];
      for (const kind of DEMO_KINDS) {
        const rows = await demoRows(em, kind);
        if (rows.length > 0) counts.push({ key: kind.key, label: kind.label, count: rows.length });
      }
      return counts;
    });
  }

  /** Deletes every unedited demo record and, after the commit, its file. */
  remove(): Promise<DemoRemoval> {
    return this.scope.write(
      { resource: 'demoContent', log: 'DemoContent' },
      'delete',
      async (em, files) => {
        const removed: Record<string, number> = {};
        let total = 0;
        for (const kind of DEMO_KINDS) {
          const rows = await demoRows(em, kind, true);
          removed[kind.key] = rows.length;
          total += rows.length;
          if (rows.length === 0) continue;
          const ids = rows.map((row) => row.id);
          const context = em.getTransactionContext();
          await em
            .getConnection()
            .execute(`delete from "${kind.table}" where "id" in (?)`, [ids], 'run', context);
          await em
            .getConnection()
            .execute(
              `delete from "demo_records" where "resource" = ? and "record_id" in (?) and "committee_id" = ${WRITING_COMMITTEE}`,
              [kind.table, ids],
              'run',
              context,
            );
          for (const row of rows) files.release(row.file);
        }
        return { removed, total };
      },
    );
  }
}
