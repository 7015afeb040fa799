// The transparency registers in the back office: 'Contributi pubblici' lists the demo
// grants in Italian format, refuses a wrong fiscal code (notified, nothing saved) and
// creates a grant with its PDF; '5x1000' refuses report lines (an array input) exceeding
// the amount received and creates a year with valid ones. The public API serves what was
// saved.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  escapeRegExp,
  field,
  fileSessionToken,
  graphql,
  pdfFile,
  signedInPage,
  typeDate,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});

afterAll(async () => {
  // The browser tests share one server: what this file created goes, so that the public
  // pages show the demo registers to the other files.
  const token = await fileSessionToken(browser);
  const created = await graphql<{
    allGrants: { id: string; administration: string }[];
    allFivePerThousandReports: { id: string }[];
  }>(
    '{ allGrants(filter: { year: 2026 }) { id administration } allFivePerThousandReports(filter: { year: 2024 }) { id } }',
  );
  for (const grant of created.data?.allGrants ?? []) {
    if (grant.administration.includes(' e2e ')) {
      await graphql(`mutation { deleteGrant(id: "${grant.id}") { id } }`, {}, token);
    }
  }
  for (const report of created.data?.allFivePerThousandReports ?? []) {
    await graphql(`mutation { deleteFivePerThousandReport(id: "${report.id}") { id } }`, {}, token);
  }
  await browser?.close();
});

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('Contributi pubblici', () => {
  const administration = uniqueTitle('Comune di Prova');

  it('lists the demo grants with amounts in Italian format', async () => {
    await page.getByRole('menuitem', { name: 'Contributi pubblici' }).click();
    await waitForPath(page, '/admin/grants');
    await page.getByRole('heading', { name: 'Contributi pubblici' }).waitFor();
    const row = page.getByRole('row', { name: /Azienda Sanitaria Locale Valdoria/ });
    expect(plain(await row.textContent())).toContain('4.200,00 €');
  });

  /** A new grant's form, filled; the PDF attached. */
  async function fillGrant(fiscalCode: string): Promise<void> {
    await page.goto('/admin/grants');
    await page.getByRole('link', { name: 'Nuovo Contributo' }).click();
    await waitForPath(page, '/admin/grants/new');
    await field(page, 'Amministrazione erogante').fill(administration);
    await field(page, "Codice fiscale dell'amministrazione").fill(fiscalCode);
    await field(page, 'Importo ricevuto (€)').fill('1500.5');
    await typeDate(page, 'Data di incasso', '10022026');
    await field(page, 'Causale').fill('Contributo per il servizio di doposcuola');
    await field(page, 'Atto di riferimento').fill('Determina n. 7/2026');
    await page.locator('input[type="file"]').setInputFiles(pdfFile('atto.pdf'));
    await page.getByRole('button', { name: 'Salva' }).click();
  }

  it('refuses a wrong fiscal code: notified, nothing saved', async () => {
    await fillGrant('01199250157');
    await page.getByText('Errore durante il salvataggio del contributo: Dati non validi').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/grants/new');
    const answer = await graphql<{ allGrants: { administration: string }[] }>(
      '{ allGrants(filter: { year: 2026 }) { administration } }',
    );
    expect(answer.data!.allGrants.some((g) => g.administration === administration)).toBe(false);
  });

  it('creates a grant with its PDF, shown in Italian format', async () => {
    await fillGrant('01199250158');
    await waitForPath(page, '/admin/grants');
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(administration)) });
    await row.waitFor();
    expect(plain(await row.textContent())).toContain('1.500,50 €');

    const answer = await graphql<{
      allGrants: { administration: string; amount: number; fileUrl: string | null }[];
    }>('{ allGrants(filter: { year: 2026 }) { administration amount fileUrl } }');
    const saved = answer.data!.allGrants.find((g) => g.administration === administration);
    expect(saved?.amount).toBe(1500.5);
    expect(saved?.fileUrl).toMatch(/^\/uploads\/.+\.pdf$/);
  });
});

describe('5x1000', () => {
  /** A new year's form with two report lines, saved. */
  async function fillReport(secondLine: string): Promise<void> {
    await page.goto('/admin/five-per-thousand');
    await page.getByRole('link', { name: 'Nuovo rendiconto' }).click();
    await waitForPath(page, '/admin/five-per-thousand/new');
    await field(page, 'Anno finanziario').fill('2024');
    await field(page, 'Importo ricevuto (€)').fill('1000');
    await typeDate(page, 'Data di incasso', '20102026');
    for (const [index, [heading, amount]] of [
      ['Carburante', '600'],
      ['Divise dei volontari', secondLine],
    ].entries()) {
      await page.getByRole('button', { name: 'Aggiungi' }).click();
      await page.locator(`input[name="lines.${index}.heading"]`).fill(heading);
      await page.locator(`input[name="lines.${index}.amount"]`).fill(amount);
    }
    await page.getByRole('button', { name: 'Salva' }).click();
  }

  it('lists the demo years in Italian format', async () => {
    await page.getByRole('menuitem', { name: '5x1000' }).click();
    await waitForPath(page, '/admin/five-per-thousand');
    const demoRow = page.getByRole('row', { name: /2023/ });
    expect(plain(await demoRow.textContent())).toContain('6.384,21 €');
  });

  it('refuses report lines adding up to more than the amount received', async () => {
    await fillReport('400.01');
    await page.getByText('Errore durante il salvataggio del rendiconto: Dati non validi').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/five-per-thousand/new');
  });

  it('creates a year with its report lines (an array input)', async () => {
    await fillReport('400');
    await waitForPath(page, '/admin/five-per-thousand');
    await page.getByRole('row', { name: /2024/ }).waitFor();
    const answer = await graphql<{
      allFivePerThousandReports: { year: number; linesTotal: number; lines: unknown[] }[];
    }>(
      '{ allFivePerThousandReports(filter: { year: 2024 }) { year linesTotal lines { heading amount } } }',
    );
    expect(answer.data!.allFivePerThousandReports).toEqual([
      {
        year: 2024,
        linesTotal: 1000,
        lines: [
          { heading: 'Carburante', amount: 600 },
          { heading: 'Divise dei volontari', amount: 400 },
        ],
      },
    ]);
  });
});
