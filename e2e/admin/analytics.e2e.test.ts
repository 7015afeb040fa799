// The dashboard's visit statistics: public pages visited by browsers are counted by the
// built server (in memory, written every few seconds), and the dashboard shows the last
// 30 days as a chart of visits and visitors, the top pages, referring sites and devices,
// takes another period and exports the CSV (UTF-8 with BOM, semicolons); the switch in
// 'Impostazioni' turns the counting off and on.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser } from '../support/browser.js';
import { fileSessionToken, graphql, signedInPage } from './admin-helpers.js';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let browser: Browser;
let page: Page;
let token: string;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

interface Day {
  date: string;
  views: number;
  visitors: number;
}

async function todayFigures(): Promise<Day | undefined> {
  const answer = await graphql<{ analytics: { days: Day[] } }>(
    'query ($from: String, $to: String) { analytics(from: $from, to: $to) { days { date views visitors } } }',
    { from: today, to: today },
    token,
  );
  return answer.data?.analytics.days[0];
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await fileSessionToken(browser);
  const before = (await todayFigures())?.views ?? 0;
  const visits: [string, Record<string, string>][] = [
    ['/', { 'user-agent': DESKTOP, referer: 'https://www.google.com/' }],
    ['/news', { 'user-agent': PHONE }],
    ['/news', { 'user-agent': DESKTOP }],
  ];
  for (const [path, headers] of visits) {
    const response = await fetch(`${baseURL()}${path}`, { headers });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
  // The server writes what it counted every few seconds.
  const deadline = Date.now() + 40_000;
  while (((await todayFigures())?.views ?? 0) < before + visits.length) {
    if (Date.now() > deadline) throw new Error('le visite non sono state contate');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  page = await signedInPage(browser);
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

describe('visit statistics on the dashboard', () => {
  it('draws the last 30 days of visits and visitors, with top pages, referring sites and devices', async () => {
    const panel = page.getByRole('region', { name: 'Statistiche delle visite' });
    await panel.getByRole('heading', { name: 'Visite al sito' }).waitFor();
    const chart = panel.getByTestId('analytics-chart');
    await chart.locator('svg.recharts-surface').first().waitFor();
    // Two lines, named in the legend, each drawn through the 30 days.
    const lines = chart.locator('path.recharts-line-curve');
    expect(await lines.count()).toBe(2);
    for (const line of await lines.all()) {
      expect((await line.getAttribute('d'))?.length ?? 0).toBeGreaterThan(20);
    }
    const legend = await chart.locator('.recharts-legend-item-text').allTextContents();
    expect(legend.sort()).toEqual(['Visitatori', 'Visite']);
    const ticks = await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count();
    expect(ticks).toBeGreaterThan(1);
    const [, month, day] = today.split('-');
    await chart.getByText(`${day}/${month}`).first().waitFor();

    const pages = panel.getByRole('table', { name: 'Pagine più viste' });
    await pages.getByRole('cell', { name: '/news', exact: true }).waitFor();
    const referrers = panel.getByRole('table', { name: 'Siti di provenienza' });
    await referrers.getByRole('cell', { name: 'google.com' }).waitFor();
    const devices = panel.getByRole('table', { name: 'Dispositivi' });
    await devices.getByRole('cell', { name: 'Telefono' }).waitFor();
    await devices.getByRole('cell', { name: 'Computer' }).waitFor();
  });

  it('takes another period and exports it as CSV', async () => {
    const panel = page.getByRole('region', { name: 'Statistiche delle visite' });
    await panel.getByLabel('Dal').fill(today);
    const chart = panel.getByTestId('analytics-chart');
    // One day: the axis has a single tick.
    await expect
      .poll(() => chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count())
      .toBe(1);

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Esporta CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`statistiche-visite-${today}-${today}.csv`);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFData;Visite;Visitatori\r\n')).toBe(true);
    const figures = await todayFigures();
    expect(csv).toContain(`\r\n${today};${figures?.views};${figures?.visitors}\r\n`);
    expect(csv).toContain('\r\nPagina;Visite\r\n');
    expect(csv).toContain('google.com;');

    await panel.getByRole('button', { name: 'Ultimi 30 giorni' }).click();
    await expect
      .poll(() => chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count())
      .toBeGreaterThan(1);
  });

  it("turns the counting off and on in 'Impostazioni'", async () => {
    const enabled = async () =>
      (
        await graphql<{ settings: { analyticsEnabled: boolean } }>(
          '{ settings { analyticsEnabled } }',
        )
      ).data?.settings.analyticsEnabled;
    expect(await enabled()).toBe(true);
    await page.goto('/admin/settings');
    const toggle = page.getByRole('switch', { name: 'Conta le visite al sito' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(enabled).toBe(false);

    await page.goto('/admin/settings');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(enabled).toBe(true);
  });
});
