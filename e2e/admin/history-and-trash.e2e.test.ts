// The history and the trash in Chromium against the built server: an edit form of a news
// item shows its earlier versions (who, when, what changed) and 'Ripristina' brings one
// back into the form and the site; the 'Cestino' page lists a deleted news item and
// 'Ripristina' puts it back on the site.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews, field, graphql, signedInBrowser, uniqueTitle } from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  ({ browser, page, token } = await signedInBrowser());
});

afterAll(async () => {
  await browser?.close();
});

async function rename(id: string, title: string): Promise<void> {
  const answer = await graphql(
    'mutation ($id: ID!, $title: String) { updateNews(id: $id, title: $title) { id } }',
    { id, title },
    token,
  );
  expect(answer.errors).toBeUndefined();
}

async function publicTitle(id: string): Promise<string | null> {
  const answer = await graphql<{ News: { title: string } | null }>(
    'query ($id: ID!) { News(id: $id) { title } }',
    { id },
  );
  return answer.data?.News?.title ?? null;
}

describe('history and trash', () => {
  it("shows a news item's earlier versions and restores one", async () => {
    const title = uniqueTitle('Storia');
    const id = await createNews(token, title);
    await rename(id, `${title} due`);
    await rename(id, `${title} tre`);

    await page.goto(`/admin/news/${id}/edit`);
    await page.getByRole('heading', { name: 'Modifica Notizia' }).waitFor();
    const history = page.getByRole('region', { name: 'Cronologia delle modifiche' });
    await history.waitFor();
    const versions = history.getByRole('article');
    await expect.poll(() => versions.count()).toBe(2);
    const oldest = versions.nth(1);
    await oldest.getByRole('button', { name: 'Mostra differenze' }).click();
    const differences = oldest.getByRole('table', { name: 'Differenze' });
    await differences
      .getByRole('row')
      .filter({ hasText: `${title} due` })
      .waitFor();
    expect(await differences.textContent()).toContain(title);

    await oldest.getByRole('button', { name: 'Ripristina' }).click();
    await page.getByText('Versione ripristinata').waitFor();
    await expect.poll(() => field(page, 'Titolo').inputValue()).toBe(title);
    expect(await publicTitle(id)).toBe(title);
    // The restore is itself a save: one more version in the history.
    await expect.poll(() => versions.count()).toBe(3);
  });

  it("lists a deleted news item in 'Cestino' and puts it back", async () => {
    const title = uniqueTitle('Cestino');
    const id = await createNews(token, title);
    const removed = await graphql(
      'mutation ($id: ID!) { deleteNews(id: $id) { id } }',
      { id },
      token,
    );
    expect(removed.errors).toBeUndefined();
    expect(await publicTitle(id)).toBeNull();

    await page.getByRole('menuitem', { name: 'Cestino' }).click();
    await page.getByRole('heading', { name: 'Cestino' }).waitFor();
    const row = page
      .getByRole('table', { name: 'Elementi nel cestino' })
      .getByRole('row')
      .filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Notizia');
    await row.getByRole('button', { name: 'Ripristina' }).click();
    await page.getByText('Elemento ripristinato').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await publicTitle(id)).toBe(title);
  });
});
