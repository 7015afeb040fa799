// The visit statistics of a period for the back office ('analytics.read': admin and
// editor): every day's views and visitors, the most viewed pages, the referring sites and
// the devices, of the request's committee. The period is from..to (YYYY-MM-DD, inclusive),
// by default the last 30 days; a date that is not one, a period backwards or longer than
// what is kept is a 400 with its Italian message.
import type { RequestScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { romeDay } from '../../platform/time/rome.js';
import type { AnalyticsArgs, AnalyticsReport } from './analytics.types.js';

/** How many pages and referring sites a report lists. */
export const REPORT_TOP = 50;
/** The longest period asked at once: the 25 months kept, and a little more. */
export const MAX_PERIOD_DAYS = 800;
const DAY_MS = 24 * 60 * 60 * 1000;

export const analyticsMessages = {
  from: 'La data di inizio deve essere una data reale nel formato AAAA-MM-GG',
  to: 'La data di fine deve essere una data reale nel formato AAAA-MM-GG',
  order: 'La data di inizio non può essere successiva alla data di fine',
  length: `Il periodo può essere al massimo di ${MAX_PERIOD_DAYS} giorni`,
};

/** The time of a YYYY-MM-DD calendar day at UTC midnight, or undefined if it is not one. */
function dayTime(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return undefined;
  return time;
}

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The period asked, checked; a 400 naming what is wrong. */
export function analyticsPeriod(
  args: AnalyticsArgs,
  today = romeDay(new Date()),
): { from: string; to: string; days: string[] } {
  const toText = args.to ?? today;
  const to = dayTime(toText);
  if (to === undefined)
    throw AppError.validation({ to: analyticsMessages.to }, analyticsMessages.to);
  const fromText = args.from ?? isoDay(to - 29 * DAY_MS);
  const from = dayTime(fromText);
  if (from === undefined) {
    throw AppError.validation({ from: analyticsMessages.from }, analyticsMessages.from);
  }
  if (from > to) {
    throw AppError.validation({ from: analyticsMessages.order }, analyticsMessages.order);
  }
  const count = Math.round((to - from) / DAY_MS) + 1;
  if (count > MAX_PERIOD_DAYS) {
    throw AppError.validation({ from: analyticsMessages.length }, analyticsMessages.length);
  }
  const days = Array.from({ length: count }, (_, index) => isoDay(from + index * DAY_MS));
  return { from: fromText, to: toText, days };
}

export class AnalyticsService {
  constructor(private readonly scope: RequestScope) {}

  async report(args: AnalyticsArgs): Promise<AnalyticsReport> {
    this.scope.authorize('analytics', 'read');
    const { from, to, days } = analyticsPeriod(args);
    const connection = this.scope.em.getConnection();
    const committee = this.scope.committeeId;
    const dayRows = await connection.execute<{ day: string; views: number; visitors: number }[]>(
      `select to_char("day", 'YYYY-MM-DD') as "day", "views", "visitors" from "analytics_days"
       where "committee_id" = ? and "day" between ? and ?`,
      [committee, from, to],
    );
    const byDay = new Map(dayRows.map((row) => [row.day, row]));
    const counts = async (kind: string, limit?: number) =>
      connection.execute<{ key: string; views: string }[]>(
        `select "key", sum("views") as "views" from "analytics_counts"
         where "committee_id" = ? and "kind" = ? and "day" between ? and ?
         group by "key" order by sum("views") desc, "key" asc${limit ? ` limit ${limit}` : ''}`,
        [committee, kind, from, to],
      );
    const [pages, referrers, devices] = await Promise.all([
      counts('page', REPORT_TOP),
      counts('referrer', REPORT_TOP),
      counts('device'),
    ]);
    return {
      days: days.map((date) => ({
        date,
        views: byDay.get(date)?.views ?? 0,
        visitors: byDay.get(date)?.visitors ?? 0,
      })),
      pages: pages.map((row) => ({ path: row.key, views: Number(row.views) })),
      referrers: referrers.map((row) => ({ host: row.key, views: Number(row.views) })),
      devices: devices.map((row) => ({ device: row.key, views: Number(row.views) })),
    };
  }
}
