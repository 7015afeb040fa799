// Every public route on a phone (390x844): one <h1>, its own Italian <title>, no console
// error, no request to another host, no serious or critical axe-core violation; and the 404
// page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.js';
import { checkEveryRoute, ROUTES_TIMEOUT_MS } from './routes.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('ogni rotta pubblica (390x844)', () => {
  it(
    'mostra un <h1>, un <title> italiano proprio, nessun errore, nessuna richiesta esterna e nessuna violazione axe seria o critica',
    async () => {
      await checkEveryRoute(browser, 'mobile');
    },
    ROUTES_TIMEOUT_MS,
  );
});

describe('404', () => {
  it('mostra il testo della pagina non trovata, il link alla home e noindex', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/una/pagina/inesistente');
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Ops! Questa pagina ha bisogno di un dottore!');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await page.waitForURL((url: URL) => url.pathname === '/');
    // The URL changes before the home page's chunk has loaded and replaced the
    // 404 page (and its <meta>), so wait for the home page itself.
    await page.locator('#supporto').waitFor();
    await expect.poll(() => page.locator('meta[name="robots"]').count()).toBe(0);
    await context.close();
  });
});
