// /progetti in Chromium against the built server: search and category filter, a card to
// its detail page, the booking confirmation (Escape cancels, nothing is requested from
// Calendly before Conferma, which opens the course's page in a new tab) and the
// built-in sample at /progetti/test without any GraphQL call.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

describe.each<ViewportName>(['mobile', 'desktop'])('corsi e progetti (%s)', (viewport) => {
  let context: BrowserContext;
  let external: string[];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    external = await blockExternalRequests(context);
  });

  afterEach(() => {
    external.length = 0;
  });

  afterAll(async () => {
    await context?.close();
  });

  it('filters the list by search and category', async () => {
    const page = await context.newPage();
    await page.goto('/progetti');
    const cards = page.locator('main article');
    await expect.poll(() => cards.count(), UI_WAIT).toBeGreaterThan(1);
    const total = await cards.count();

    const firstTitle = (await cards.first().locator('h2').innerText()).trim();
    await page.getByRole('searchbox', { name: 'Cerca un progetto' }).fill(firstTitle.toUpperCase());
    // The first card is the same before and after the filter: wait for the list to shrink.
    await expect.poll(() => cards.count(), UI_WAIT).toBeLessThan(total);
    expect((await cards.first().locator('h2').innerText()).trim()).toBe(firstTitle);

    await page.getByRole('searchbox', { name: 'Cerca un progetto' }).fill('zzz nessun corso zzz');
    await expect
      .poll(
        () =>
          page
            .getByText('Nessun progetto trovato con i criteri di ricerca selezionati.')
            .isVisible(),
        UI_WAIT,
      )
      .toBe(true);

    await page.getByRole('searchbox', { name: 'Cerca un progetto' }).fill('');
    await page
      .getByRole('group', { name: 'Categoria' })
      .getByRole('link', { name: 'Formazione', exact: true })
      .click();
    await page.waitForURL(/\/progetti\?categoria=formazione$/);
    await expect.poll(() => cards.count(), UI_WAIT).toBeGreaterThan(0);
    for (const badge of await cards
      .locator('span')
      .filter({ hasText: /^Educazione$/ })
      .all())
      expect(await badge.isVisible()).toBe(true);
    expect(await cards.count()).toBe(
      await cards
        .locator('span')
        .filter({ hasText: /^Educazione$/ })
        .count(),
    );

    await expectNoSeriousA11yViolations(page, `/progetti (${viewport})`);
    expect(external).toEqual([]);
    await page.close();
  });

  it('goes from a card to the detail and books through the confirmation dialog', async () => {
    const page = await context.newPage();
    await page.goto('/progetti');
    const firstLink = page.locator('main article h2 a').first();
    const title = (await firstLink.innerText()).trim();
    await firstLink.click();
    await page.waitForURL(/\/progetti\/\d+$/);
    await expect.poll(() => page.locator('h1').innerText(), UI_WAIT).toBe(title);

    await page.getByRole('link', { name: 'Prenota un posto' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.innerText(), UI_WAIT)
      .toContain('Stai per essere reindirizzato a Calendly, ne sei sicuro?');
    await expectNoSeriousA11yViolations(page, `dialogo di prenotazione (${viewport})`);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), UI_WAIT).toBe(0);

    await page.getByRole('link', { name: 'Prenota un posto' }).click();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect.poll(() => dialog.count(), UI_WAIT).toBe(0);
    expect(external, 'nessuna richiesta a Calendly prima di Conferma').toEqual([]);

    await page.getByRole('link', { name: 'Prenota un posto' }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Conferma' }).click(),
    ]);
    await expect
      .poll(() => external.find((url) => url.startsWith('https://calendly.com/')), UI_WAIT)
      .toMatch(/^https:\/\/calendly\.com\/[\w-]+\/[\w-]+$/);
    expect(popup).not.toBe(page);
    await expect.poll(() => dialog.count(), UI_WAIT).toBe(0);
    await popup.close();

    await page.getByRole('link', { name: 'Torna ai progetti' }).first().click();
    await page.waitForURL(/\/progetti$/);
    await page.close();
  });

  it('shows the built-in sample at /progetti/test without calling the API', async () => {
    const page = await context.newPage();
    // The layout reads the committee's settings (header, footer) on every page; the sample
    // itself asks the API for nothing.
    const graphqlCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql') return;
      const operation = (request.postDataJSON() as { operationName?: string } | null)
        ?.operationName;
      if (operation !== 'CommitteeSettings') graphqlCalls.push(operation ?? request.url());
    });
    await page.goto('/progetti/test', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Prenota un posto' }).waitFor();
    expect((await page.locator('h1').innerText()).trim()).not.toBe('');
    expect(await page.getByText('Educazione').first().isVisible()).toBe(true);
    expect(graphqlCalls).toEqual([]);
    await page.close();
  });

  it('shows the not-found box for an unknown project', async () => {
    const page = await context.newPage();
    await page.goto('/progetti/999999');
    await expect
      .poll(
        () =>
          page.getByText('Il progetto che stai cercando non esiste o è stato rimosso.').isVisible(),
        UI_WAIT,
      )
      .toBe(true);
    expect(
      await page.getByRole('heading', { level: 2, name: 'Progetto non trovato' }).isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Torna ai progetti' }).last().click();
    await page.waitForURL(/\/progetti$/);
    await page.close();
  });
});
