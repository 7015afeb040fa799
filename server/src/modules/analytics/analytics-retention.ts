// Retention of the visit statistics: every committee's figures older than 25 months are
// deleted, and any salt or visitor hash of a day that is over (the counter deletes them
// at its first flush of a day; this is the backstop of a day without visits). Run once a
// day across processes and committees by the background worker.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { romeDay } from '../../platform/time/rome.js';

export const ANALYTICS_RETENTION_JOB = 'analytics-retention';
/** How long the statistics are kept. */
export const ANALYTICS_RETENTION_MONTHS = 25;

/** Deletes the expired statistics of every committee em may see; returns the days deleted. */
export async function deleteExpiredAnalytics(
  em: EntityManager,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const today = romeDay(now);
  const connection = em.getConnection();
  const params = [today, ANALYTICS_RETENTION_MONTHS];
  const days = await connection.execute<{ day: string }[]>(
    `delete from "analytics_days" where "day" < ?::date - make_interval(months => ?) returning "day"`,
    params,
  );
  await connection.execute(
    `delete from "analytics_counts" where "day" < ?::date - make_interval(months => ?)`,
    params,
  );
  await connection.execute(`delete from "analytics_visitors" where "day" < ?`, [today]);
  await connection.execute(`delete from "analytics_salts" where "day" < ?`, [today]);
  logger.info(
    { deleted: days.length, months: ANALYTICS_RETENTION_MONTHS },
    `conservazione: eliminate le statistiche di ${days.length} giorni più vecchi di ${ANALYTICS_RETENTION_MONTHS} mesi`,
  );
  return days.length;
}
