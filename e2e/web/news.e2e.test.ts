// /news and /notizie/:id in Chromium against the built server: a news item created
// through the API (with a <script> and an onerror handler in its content) is found by
// the search, opens in the dialog, which closes on Escape, a backdrop click and its
// close button, is reachable by ?id= and as an article page, and its script never runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from '../support/admin.js';
import {
  baseURL,
  blockExternalRequests,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  type ViewportName,
} from '../support/browser.js';

/** Page loads and lazy chunks on a shared 2-core machine can take seconds. */
const UI_WAIT = { timeout: 10_000 };

const title = `Notizia e2e ${Date.now()}`;
const content =
  '<p>Raccolta straordinaria di <strong>coperte</strong> in sede.</p>' +
  '<script>window.__newsScriptRan = true</script>' +
  '<img src="/nessuna-immagine.png" onerror="window.__newsScriptRan = true" alt="">';
let newsId: string;
let browser: Browser;

/** An administrator's GraphQL call, for test setup and clean-up. */
async function adminGraphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await apiToken()}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T };
  if (!body.data) throw new Error(`GraphQL: ${JSON.stringify(body)}`);
  return body.data;
}

async function createNews(): Promise<string> {
  const data = await adminGraphql<{ createNews: { id: string } }>(
    `mutation ($title: String!, $content: String!) {
      createNews(title: $title, content: $content, date: "2026-11-20", author: "Redazione e2e", category: Comunicati) { id }
    }`,
    { title, content },
  );
  return data.createNews.id;
}

async function scriptRan(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __newsScriptRan?: boolean }).__newsScriptRan);
}

beforeAll(async () => {
  browser = await launchBrowser();
  newsId = await createNews();
});

afterAll(async () => {
  await browser?.close();
  // The item is hostile on purpose: other files sharing this server must not meet it.
  if (newsId)
    await adminGraphql('mutation ($id: ID!) { deleteNews(id: $id) { id } }', { id: newsId });
});

describe.each<ViewportName>(['mobile', 'desktop'])('notizie (%s)', (viewport) => {
  let context: BrowserContext;
  let external: string[];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    external = await blockExternalRequests(context);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('finds the item, opens it in a dialog and closes it three ways', async () => {
    const page = await context.newPage();
    await page.goto('/news');
    await page.getByRole('searchbox', { name: 'Cerca una notizia' }).fill('COPERTE');
    const card = page.getByRole('link', { name: title });
    await expect.poll(() => card.count(), UI_WAIT).toBe(1);

    const dialog = page.getByRole('dialog', { name: title });
    await card.click();
    await expect.poll(() => dialog.isVisible(), UI_WAIT).toBe(true);
    expect(await dialog.innerText()).toContain('Raccolta straordinaria di coperte in sede.');
    expect(await dialog.innerText()).toContain('20 novembre 2026');
    expect(await dialog.locator('script, [onerror]').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `dialogo notizia (${viewport})`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), UI_WAIT).toBe(0);

    await card.click();
    await expect.poll(() => dialog.isVisible(), UI_WAIT).toBe(true);
    await page.mouse.click(4, 4);
    await expect.poll(() => dialog.count(), UI_WAIT).toBe(0);

    await card.click();
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => dialog.count(), UI_WAIT).toBe(0);

    await page
      .getByRole('searchbox', { name: 'Cerca una notizia' })
      .fill('zzz nessuna notizia zzz');
    await expect
      .poll(
        () =>
          page
            .getByText('Nessuna notizia trovata con i criteri di ricerca selezionati.')
            .isVisible(),
        UI_WAIT,
      )
      .toBe(true);
    expect(await scriptRan(page)).toBeUndefined();
    expect(external).toEqual([]);
    await page.close();
  });

  it('filters by a category taken from the data', async () => {
    const page = await context.newPage();
    await page.goto('/news');
    const select = page.getByRole('combobox', { name: 'Categoria' });
    await expect.poll(() => select.locator('option').count(), UI_WAIT).toBeGreaterThan(1);
    expect(await select.locator('option').first().innerText()).toBe('Tutte le categorie');
    await select.selectOption('Comunicati');
    await page.waitForURL(/[?&]categoria=Comunicati(&|$)/);
    // The unfiltered cards are there until the filtered list replaces them: wait for it.
    const cards = page.locator('main article');
    const categories = () =>
      cards.evaluateAll((articles) => [
        ...new Set(articles.map((article) => article.querySelector('p span')?.textContent)),
      ]);
    await expect.poll(categories, UI_WAIT).toEqual(['Comunicati']);
    await page.close();
  });

  it('opens the dialog from a ?id= link and shows the article page', async () => {
    const page = await context.newPage();
    await page.goto(`/news?id=${newsId}`);
    await expect
      .poll(() => page.getByRole('dialog', { name: title }).isVisible(), UI_WAIT)
      .toBe(true);
    await page.getByRole('link', { name: 'Apri la pagina della notizia' }).click();
    await page.waitForURL(new RegExp(`/notizie/${newsId}$`));

    await expect.poll(() => page.locator('h1').innerText(), UI_WAIT).toBe(title);
    expect(await page.getByText('Raccolta straordinaria di').isVisible()).toBe(true);
    expect(await page.getByText('di Redazione e2e').isVisible()).toBe(true);
    expect(await page.getByText(/minut[oi] di lettura/).isVisible()).toBe(true);
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    expect(await scriptRan(page)).toBeUndefined();
    await expectNoSeriousA11yViolations(page, `/notizie/${newsId} (${viewport})`);

    await page.getByRole('link', { name: 'Torna alle notizie' }).first().click();
    await page.waitForURL(/\/news$/);
    await page.close();
  });

  it('shows the not-found state for an unknown article', async () => {
    const page = await context.newPage();
    await page.goto('/notizie/999999');
    await expect
      .poll(
        () =>
          page.getByText('La notizia che stai cercando non esiste o è stata rimossa.').isVisible(),
        UI_WAIT,
      )
      .toBe(true);
    await page.close();
  });
});
