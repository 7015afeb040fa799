// The demo transparency registers: valid by the registers' own rules (fiscal codes,
// lines within the amount received), seeded with the rest of the demo content and
// served by the public API with their signed PDFs.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFiscalCode } from '../domain/formats.js';
import { isEuroAmount, toCents } from '../domain/money.js';
import { call, type Json } from '../testing/api-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedDemoContent } from './seed.js';
import { demoFivePerThousand, demoGrants } from './transparency-demo.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoContent({ em: app.em(), storage: app.storage, logger: pino({ level: 'silent' }) });
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('demo transparency registers', () => {
  it('follow the rules the API enforces', () => {
    for (const grant of demoGrants) {
      expect(isFiscalCode(grant.administrationFiscalCode)).toBe(true);
      expect(isEuroAmount(grant.amount, false)).toBe(true);
    }
    for (const report of demoFivePerThousand) {
      const lines = report.lines.reduce((sum, line) => sum + toCents(line.amount), 0);
      expect(lines).toBeLessThanOrEqual(toCents(report.amount));
    }
  });

  it('are seeded: grants over two years, two 5x1000 years with signed PDFs, two compensations', async () => {
    const years = (await call<Json[]>(app.url, '/api/grants/years')).body;
    expect(years.map((y) => y.year)).toEqual([2025, 2024]);
    expect(years[0].total).toBe(25440.5);
    const reports = (await call<Json[]>(app.url, '/api/five-per-thousand')).body;
    expect(reports.map((r) => r.year)).toEqual([2023, 2022]);
    const pdf = await fetch(`${app.url}/api${reports[0].fileUrl as string}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await call<Json[]>(app.url, '/api/compensations')).body).toHaveLength(2);
  });
});
