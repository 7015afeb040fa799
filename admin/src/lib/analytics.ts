// The visit statistics of the dashboard (server: modules/analytics): the data provider's
// getAnalytics(from, to), the default period (the last 30 days, Rome), and the CSV export
// (UTF-8 with a BOM and `;`, as spreadsheets set to Italian read it).
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { AdminAnalyticsQuery } from '../gql/graphql';
import { todayIsoDate } from './format';
import { freshData } from './graphqlClient';

const ANALYTICS = graphql(`
  query AdminAnalytics($from: String, $to: String) {
    analytics(from: $from, to: $to) {
      days {
        date
        views
        visitors
      }
      pages {
        path
        views
      }
      referrers {
        host
        views
      }
      devices {
        device
        views
      }
    }
  }
`);

export type AnalyticsReport = AdminAnalyticsQuery['analytics'];

export interface AnalyticsCalls {
  getAnalytics(from: string, to: string): Promise<AnalyticsReport>;
}

export function analyticsCalls(client: ApolloClient<unknown>): AnalyticsCalls {
  return {
    async getAnalytics(from, to) {
      return (await freshData(client, ANALYTICS, { from, to })).analytics;
    },
  };
}

export const DEVICE_LABELS: Record<string, string> = {
  phone: 'Telefono',
  tablet: 'Tablet',
  desktop: 'Computer',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period of the last `days` days, today (Rome) included. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = todayIsoDate(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** 2026-03-14 -> 14/03 (the chart's axis). */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV: days, then pages, referring sites and devices, each with its header. */
export function analyticsCsv(report: AnalyticsReport): string {
  const rows: (string | number)[][] = [
    ['Data', 'Visite', 'Visitatori'],
    ...report.days.map((day) => [day.date, day.views, day.visitors]),
    [],
    ['Pagina', 'Visite'],
    ...report.pages.map((page) => [page.path, page.views]),
    [],
    ['Sito di provenienza', 'Visite'],
    ...report.referrers.map((referrer) => [referrer.host, referrer.views]),
    [],
    ['Dispositivo', 'Visite'],
    ...report.devices.map((device) => [
      DEVICE_LABELS[device.device] ?? device.device,
      device.views,
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
