// When a periodic job last ran (e.g. the contact retention, daily). Shared by every server
// process: the one whose atomic upsert moves lastRunAt forward runs the job, the others skip
// it (claimScheduledRun). The entity exists so the migration creates the table.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

@Entity({ tableName: 'scheduled_jobs' })
export class ScheduledJob {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime' })
  lastRunAt!: Date;
}

/** True for exactly one caller per interval across processes: that caller runs the job now. */
export async function claimScheduledRun(
  em: EntityManager,
  name: string,
  intervalMs: number,
): Promise<boolean> {
  const rows = await em.getConnection().execute<{ name: string }[]>(
    `insert into scheduled_jobs (name, last_run_at) values (?, now())
     on conflict (name) do update set last_run_at = excluded.last_run_at
     where scheduled_jobs.last_run_at <= now() - (? * interval '1 millisecond')
     returning name`,
    [name, intervalMs],
  );
  return rows.length === 1;
}
