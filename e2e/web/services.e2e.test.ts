// /servizi in Chromium against the built server: three services with category and
// three features, the 24/7 help box, and 'Prenota Servizio' leading to the booking
// block of the home page.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockExternalRequests,
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

describe.each<ViewportName>(['mobile', 'desktop'])('servizi (%s)', (viewport) => {
  let context: BrowserContext;
  let external: string[];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    external = await blockExternalRequests(context);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('shows the three services and the 24/7 help box, and books through the home page', async () => {
    const page = await context.newPage();
    await page.goto('/servizi');
    const cards = page.locator('main article');
    await expect.poll(() => cards.count(), UI_WAIT).toBe(3);
    const expected = [
      ['Trasporto Sanitario', 'Sanitario'],
      ['Assistenza Domiciliare', 'Sociale'],
      ['Assistenza Sanitaria', 'Emergenza'],
    ];
    for (const [index, [title, category]] of expected.entries()) {
      const card = cards.nth(index);
      expect(await card.locator('h2').innerText()).toBe(title);
      expect(await card.getByText(category, { exact: true }).isVisible()).toBe(true);
      expect(await card.locator('ul > li').count()).toBe(3);
    }
    expect(await cards.nth(1).getByText('Novità', { exact: true }).isVisible()).toBe(true);

    const help = page.getByRole('region', { name: /24 ore su 24, 7 giorni su 7/ });
    expect(await help.getByRole('link', { name: /Numero verde/ }).getAttribute('href')).toMatch(
      /^tel:\d+$/,
    );
    expect(await help.innerText()).toMatch(/comuni limitrofi/);
    await expectNoSeriousA11yViolations(page, `/servizi (${viewport})`);

    await cards
      .nth(0)
      .getByRole('link', { name: /Prenota Servizio/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#prenota-servizio');
    const block = page.locator('#prenota-servizio');
    await expect.poll(() => block.count(), UI_WAIT).toBe(1);
    // The home page then scrolls towards the block (the layout's section navigation).
    await expect.poll(() => page.evaluate(() => window.scrollY), UI_WAIT).toBeGreaterThan(0);
    expect(external).toEqual([]);
    await page.close();
  });
});
