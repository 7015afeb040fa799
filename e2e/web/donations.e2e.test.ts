// /5x1000 and /donazione/bonifico in Chromium against the built server: clicking the
// fiscal code or the IBAN puts it in the clipboard and raises the spec's alert; the
// FAQ accordion keeps one answer open; the page links back to the support section.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  blockExternalRequests,
  expectHydrated,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  type ViewportName,
} from '../support/browser.js';

/** Page loads and lazy chunks on a shared 2-core machine can take seconds. */
const UI_WAIT = { timeout: 10_000 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Messages of the alerts the page raises, each accepted. */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

describe.each<ViewportName>(['mobile', 'desktop'])('donazioni (%s)', (viewport) => {
  let context: BrowserContext;
  let external: string[];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    external = await blockExternalRequests(context);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('/5x1000 copies the 11-digit fiscal code with its alert', async () => {
    const page = await context.newPage();
    const alerts = collectAlerts(page);
    await page.goto('/5x1000');
    const button = page.getByRole('button', { name: /^Copia il codice fiscale/ });
    const fiscalCode = (await button.locator('[translate="no"]').innerText()).trim();
    expect(fiscalCode).toMatch(/^\d{11}$/);

    await button.click();
    await expect.poll(() => alerts, UI_WAIT).toEqual(['Codice fiscale copiato negli appunti!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fiscalCode);

    await expectNoSeriousA11yViolations(page, `/5x1000 (${viewport})`);
    expect(external).toEqual([]);
    await page.close();
  });

  it('/5x1000 shows 4 steps and a 7-question accordion with one answer open', async () => {
    const page = await context.newPage();
    await page.goto('/5x1000');
    const steps = page.locator('section', {
      has: page.getByRole('heading', { name: 'Come donare in 4 passi' }),
    });
    await expect.poll(() => steps.locator('ol > li').count(), UI_WAIT).toBe(4);

    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: 'Domande frequenti' }),
    });
    const questions = faq.locator('button[aria-expanded]');
    expect(await questions.count()).toBe(7);
    const open = () => faq.locator('button[aria-expanded="true"]').count();

    await questions.nth(0).click();
    await expect.poll(open, UI_WAIT).toBe(1);
    await questions.nth(6).click();
    await expect.poll(open, UI_WAIT).toBe(1);
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    const answerId = await questions.nth(6).getAttribute('aria-controls');
    const answer = page.locator(`[id="${answerId}"]`);
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.innerText()).toMatch(/30%.*30\.000 euro per anno/s);

    await questions.nth(6).click();
    await expect.poll(open, UI_WAIT).toBe(0);
    await page.close();
  });

  it('/donazione/bonifico copies the IBAN with its alert and links back to the support section', async () => {
    const page = await context.newPage();
    const alerts = collectAlerts(page);
    await page.goto('/donazione/bonifico');
    await page.getByRole('heading', { name: 'Coordinate bancarie' }).waitFor();
    for (const text of [
      'Intestatario',
      'Banca',
      'IBAN',
      'Causale',
      'Detraibilità fiscale',
      'Sicurezza',
      'Ricevuta automatica',
    ])
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    expect(
      await page
        .getByText(/Erogazione liberale/)
        .first()
        .isVisible(),
    ).toBe(true);

    const button = page.getByRole('button', { name: /^Copia l’IBAN/ });
    const shown = (await button.locator('[translate="no"]').innerText()).trim();
    await button.click();
    await expect.poll(() => alerts, UI_WAIT).toEqual(['IBAN copiato negli appunti!']);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown.replace(/\s/g, ''));
    expect(copied).toMatch(/^IT\d{2}[A-Z]\d{22}$/);
    await expectNoSeriousA11yViolations(page, `/donazione/bonifico (${viewport})`);

    await page.getByRole('link', { name: /Torna alle modalità di sostegno/ }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#supporto');
    await expect.poll(() => page.locator('#supporto').count(), UI_WAIT).toBe(1);
    await page.close();
  });
});

describe('/donazione/grazie', () => {
  it('is served rendered, out of search engines, and thanks the donor in the browser', async () => {
    // Where the Stripe Payment Link sends the donor: the server's HTML already says it.
    const response = await fetch(`${baseURL()}/donazione/grazie`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Grazie per la tua donazione!');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);

    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/donazione/grazie');
    await page.getByRole('heading', { name: 'Grazie per la tua donazione!', level: 1 }).waitFor();
    await expectHydrated(page);
    await page.getByText(/riceverai per e-mail la ricevuta/).waitFor();
    await page.getByRole('link', { name: /Torna alla home/ }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#supporto');
    await context.close();
  });
});
