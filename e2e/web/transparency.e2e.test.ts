// /trasparenza in Chromium against the built server: eight PDFs uploaded through the
// GraphQL API are found by a title search, split into pages of six (page links; back to
// page 1 when a filter changes), filtered by category, and their download link returns
// the PDF.
import type { Browser, BrowserContext } from 'playwright-core';
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

const PAGE_SIZE = 6;
const stamp = `Trasparenza e2e ${Date.now()}`;
// One Statuto and seven Bilanci: both the whole set and the Bilanci alone span two pages.
const uploads = Array.from({ length: PAGE_SIZE + 2 }, (_, i) => ({
  title: `${stamp} documento ${i + 1}`,
  category: i === 0 ? 'Statuto' : 'Bilanci',
}));

function minimalPdf(text: string): Blob {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}

async function uploadDocument(token: string, title: string, category: string): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($title: String!, $category: String!, $file: Upload!) { createDocument(title: $title, category: $category, file: $file) { id } }',
      variables: { title, category, file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', minimalPdf(title), 'documento.pdf');
  const response = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const result = (await response.json()) as { data?: { createDocument: { id: string } } };
  if (!result.data) throw new Error(`createDocument: ${JSON.stringify(result)}`);
  return result.data.createDocument.id;
}

async function deleteDocument(token: string, id: string): Promise<void> {
  await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation ($id: ID!) { deleteDocument(id: $id) { id } }',
      variables: { id },
    }),
  });
}

const uploadedIds: string[] = [];

let browser: Browser;

beforeAll(async () => {
  const token = await apiToken();
  for (const { title, category } of uploads)
    uploadedIds.push(await uploadDocument(token, title, category));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  // Leave the shared server's document list as the other files expect it.
  const token = await apiToken();
  for (const id of uploadedIds) await deleteDocument(token, id);
});

describe.each<ViewportName>(['mobile', 'desktop'])('trasparenza (%s)', (viewport) => {
  let context: BrowserContext;
  let external: string[];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    external = await blockExternalRequests(context);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('pages the results six at a time and goes back to page 1 when a filter changes', async () => {
    const page = await context.newPage();
    await page.goto('/trasparenza');
    const items = page.locator('main article');
    const nav = page.getByRole('navigation', { name: 'Pagine dei documenti' });
    await expect.poll(() => items.count(), UI_WAIT).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Cerca per titolo' }).fill(stamp.toUpperCase());
    await expect.poll(() => items.count(), UI_WAIT).toBe(PAGE_SIZE);
    expect(await nav.getByRole('link', { name: 'Pagina 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoSeriousA11yViolations(page, `/trasparenza (${viewport})`);

    await nav.getByRole('link', { name: 'Pagina 2' }).click();
    await expect.poll(() => items.count(), UI_WAIT).toBe(uploads.length - PAGE_SIZE);
    expect(await nav.getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Changing the category goes back to page 1.
    const current = () => nav.locator('[aria-current="page"]').innerText();
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('Bilanci');
    await expect.poll(current, UI_WAIT).toBe('1');
    expect(await items.count()).toBe(PAGE_SIZE);
    await nav.getByRole('link', { name: /Successiva/ }).click();
    await expect.poll(current, UI_WAIT).toBe('2');
    expect(await items.count()).toBe(uploads.length - 1 - PAGE_SIZE);

    // Changing the search goes back to page 1 as well (same seven results).
    await page.getByRole('searchbox', { name: 'Cerca per titolo' }).fill(`${stamp} DOCUMENTO`);
    await expect.poll(current, UI_WAIT).toBe('1');
    expect(await items.count()).toBe(PAGE_SIZE);

    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('Statuto');
    await expect.poll(() => items.count(), UI_WAIT).toBe(1);
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('Regolamenti');
    await expect
      .poll(() => page.getByText('Nessun documento trovato').first().isVisible(), UI_WAIT)
      .toBe(true);
    expect(external).toEqual([]);
    await page.close();
  });

  it('downloads a document as a PDF', async () => {
    const page = await context.newPage();
    await page.goto('/trasparenza');
    await page.getByRole('searchbox', { name: 'Cerca per titolo' }).fill(`${stamp} documento 1`);
    const link = page.getByRole('link', {
      name: `Scarica ${stamp} documento 1 (PDF,`,
      exact: false,
    });
    await expect.poll(() => link.count(), UI_WAIT).toBe(1);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/uploads\/.+\.pdf$/);

    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.close();
  });
});
