// The transparency registers in Chromium against the built server and its demo content:
// on /trasparenza the grants register by year (newest first, yearly totals in Italian
// format, the ?anno= filter, the CSV and JSON of a year) and the officers' compensation;
// on /5x1000 the years with their report lines, totals and signed PDFs. axe clean on both.
// On a 390 px phone both tables of /trasparenza are read whole: nothing scrolls sideways,
// neither the page nor a table, and each value is shown with its column's name.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  type ViewportName,
} from '../support/browser.js';

/** Page loads and lazy chunks on a shared 2-core machine can take seconds. */
const UI_WAIT = { timeout: 10_000 };

let browser: Browser;
const pages: Page[] = [];

async function open(path: string, viewport: ViewportName = 'desktop'): Promise<Page> {
  const page = await openPage(browser, { path, viewport });
  pages.push(page);
  return page;
}

/** Intl writes a no-break space before the euro sign: compared as a plain space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await browser?.close();
});

describe('/trasparenza: contributi pubblici ricevuti', () => {
  it('shows a table per year, newest first, with the yearly total', async () => {
    const page = await open('/trasparenza');
    const section = page.getByRole('region', { name: 'Contributi pubblici ricevuti' });
    await section.getByRole('table').first().waitFor(UI_WAIT);
    // Other browser tests may add grants of other years to the shared server meanwhile.
    const captions = (await section.locator('caption').allTextContents()).map(plain);
    expect(captions).toEqual(
      expect.arrayContaining([
        'Contributi ricevuti nel 2025: totale 25.440,50 €',
        'Contributi ricevuti nel 2024: totale 12.350,75 €',
      ]),
    );
    const years = captions.map((caption) => Number(/nel (\d{4})/.exec(caption)?.[1]));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const firstRow = section.getByRole('table').first().locator('tbody tr').first();
    expect(plain(await firstRow.textContent())).toContain('Azienda Sanitaria Locale Valdoria');
    expect(plain(await firstRow.textContent())).toContain('4.200,00 €');
    const compensation = page.getByRole('region', { name: 'Compensi degli organi sociali' });
    expect(plain(await compensation.locator('tbody').textContent())).toContain(
      'Revisore dei conti—2.400,00 €',
    );
  });

  it('filters by year through ?anno= and back to every year', async () => {
    const page = await open('/trasparenza');
    const filter = page.getByRole('navigation', { name: 'Filtra i contributi per anno' });
    await filter.getByRole('link', { name: '2024' }).click(UI_WAIT);
    await page.waitForURL(/\/trasparenza\?anno=2024$/, UI_WAIT);
    const section = page.getByRole('region', { name: 'Contributi pubblici ricevuti' });
    await expect.poll(() => section.getByRole('table').count(), UI_WAIT).toBe(1);
    expect(plain(await section.locator('caption').textContent())).toContain('nel 2024');
    expect(await filter.getByRole('link', { name: '2024' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await filter.getByRole('link', { name: 'Tutti gli anni' }).click();
    const yearLinks = (await filter.getByRole('link').count()) - 1;
    await expect.poll(() => section.getByRole('table').count(), UI_WAIT).toBe(yearLinks);
    expect(yearLinks).toBeGreaterThanOrEqual(2);

    const direct = await open('/trasparenza?anno=2025');
    const directSection = direct.getByRole('region', { name: 'Contributi pubblici ricevuti' });
    await directSection.getByRole('table').first().waitFor(UI_WAIT);
    expect(await directSection.getByRole('table').count()).toBe(1);
  });

  it("links each year's CSV (text/csv, Italian format) and JSON", async () => {
    const page = await open('/trasparenza?anno=2025');
    const csvLink = page.getByRole('link', { name: 'Scarica CSV dei contributi 2025' });
    await csvLink.waitFor(UI_WAIT);
    const csvHref = (await csvLink.getAttribute('href')) as string;
    expect(csvHref).toBe('/api/grants/export/2025.csv');
    const csv = await page.request.get(csvHref);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = (await csv.body()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Anno;Data di incasso;Amministrazione erogante');
    expect(text).toContain('2025;16/04/2025;Comune di Valdoria;80002350124;12500,00;');

    const jsonHref = (await page
      .getByRole('link', { name: 'Scarica JSON dei contributi 2025' })
      .getAttribute('href')) as string;
    const json = (await (await fetch(`${baseURL()}${jsonHref}`)).json()) as {
      year: number;
      total: number;
      grants: unknown[];
    };
    expect(json).toMatchObject({ year: 2025, total: 25440.5 });
    expect(json.grants).toHaveLength(3);
  });

  it('is read whole on a 390 px phone, without scrolling sideways', async () => {
    const page = await open('/trasparenza', 'mobile');
    const grants = page.getByRole('region', { name: 'Contributi pubblici ricevuti' });
    await grants.locator('table').first().waitFor(UI_WAIT);
    await page
      .getByRole('region', { name: 'Compensi degli organi sociali' })
      .locator('table')
      .waitFor(UI_WAIT);
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) {
        found.push(`la pagina: ${document.documentElement.scrollWidth} px`);
      }
      for (const table of document.querySelectorAll('table')) {
        const scroller = table.parentElement!;
        if (scroller.scrollWidth > scroller.clientWidth) {
          found.push(`${table.caption?.textContent}: ${scroller.scrollWidth} px`);
        }
        for (const cell of table.querySelectorAll('caption, tbody td, tfoot th, tfoot td')) {
          const box = cell.getBoundingClientRect();
          if (box.left < 0 || box.right > width) {
            found.push(`${cell.textContent?.slice(0, 40)}: ${box.left}-${box.right}`);
          }
        }
      }
      return { width, found };
    });
    expect(overflowing.width).toBe(390);
    expect(overflowing.found).toEqual([]);
    // The amounts with the name of their column, the caption whole.
    const label = (cell: string) =>
      page
        .locator(cell)
        .first()
        .evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await label('td[data-label="Importo"]')).toBe('"Importo"');
    expect(await label('td[data-label="Compenso lordo annuo"]')).toBe('"Compenso lordo annuo"');
    const caption = grants.locator('caption').first();
    expect(plain(await caption.textContent())).toMatch(/^Contributi ricevuti nel \d{4}: totale /);
    expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  });

  it('is axe clean on a phone', async () => {
    const page = await open('/trasparenza', 'mobile');
    await page
      .getByRole('region', { name: 'Contributi pubblici ricevuti' })
      .locator('table')
      .first()
      .waitFor(UI_WAIT);
    await expectNoSeriousA11yViolations(page, '/trasparenza (registri)');
  });
});

describe('/5x1000: i rendiconti', () => {
  it('lists the years with amount, date, lines, total and the signed PDF', async () => {
    const page = await open('/5x1000');
    const section = page.getByRole('region', { name: 'Come abbiamo usato il 5x1000' });
    await section.getByRole('article').first().waitFor(UI_WAIT);
    const headings = await section.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining(['Anno finanziario 2023', 'Anno finanziario 2022']),
    );
    const years = headings.map((heading) => Number(heading.slice(-4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const latest = section.getByRole('article', { name: 'Anno finanziario 2023' });
    const text = plain(await latest.textContent());
    expect(text).toContain('Importo ricevuto6.384,21 €');
    expect(text).toContain('29 ottobre 2025');
    expect(text).toContain('Acquisto di due defibrillatori semiautomatici3.150,00 €');
    expect(text).toContain('Totale rendicontato6.384,21 €');
    const pdfHref = (await latest
      .getByRole('link', { name: /Rendiconto firmato \(PDF\)/ })
      .getAttribute('href')) as string;
    const pdf = await page.request.get(pdfHref);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is axe clean on a phone', async () => {
    const page = await open('/5x1000', 'mobile');
    await page
      .getByRole('region', { name: 'Come abbiamo usato il 5x1000' })
      .getByRole('article')
      .first()
      .waitFor(UI_WAIT);
    await expectNoSeriousA11yViolations(page, '/5x1000 (rendiconti)');
  });
});
