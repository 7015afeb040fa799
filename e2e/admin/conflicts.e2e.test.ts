// Two editors on the same news item, in Chromium against the built server: the later save,
// made from the version its form loaded, is refused and a dialog shows what the other
// person changed (field by field) with 'Ricarica' (the form takes the current version)
// and 'Sovrascrivi comunque' (the editor's changes saved knowingly).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  createNews,
  fileSessionToken,
  field,
  graphql,
  signedInPage,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

const CONFLICT_TITLE = 'Modificato da un’altra persona';

let browser: Browser;
let first: Page;
let second: Page;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  first = await signedInPage(browser);
  token = await fileSessionToken(browser);
  second = await signedInPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

async function openEdit(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/admin/news/${id}/edit`);
  await page.getByRole('heading', { name: 'Modifica Notizia' }).waitFor();
  const offer = page.getByRole('region', { name: 'Modifiche non salvate' });
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Scarta' }).click();
  await expect.poll(() => field(page, 'Titolo').inputValue()).toBe(title);
}

async function titleOf(id: string): Promise<string> {
  const answer = await graphql<{ News: { title: string } }>(
    'query ($id: ID!) { News(id: $id) { title } }',
    { id },
    token,
  );
  return answer.data!.News.title;
}

describe('two editors saving the same news item', () => {
  it('shows what the other changed and overwrites only when told to', async () => {
    const title = uniqueTitle('Conflitto');
    const id = await createNews(token, title, { draft: true });
    await openEdit(first, id, title);
    await openEdit(second, id, title);

    await field(first, 'Titolo').fill(`${title} prima`);
    await first.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(first, '/admin/news');
    expect(await titleOf(id)).toBe(`${title} prima`);

    await field(second, 'Titolo').fill(`${title} seconda`);
    await second.getByRole('button', { name: 'Salva' }).click();
    const dialog = second.getByRole('dialog', { name: CONFLICT_TITLE });
    await dialog.waitFor();
    const changes = dialog.getByRole('table', { name: "Modifiche dell'altra persona" });
    await changes.waitFor();
    const titleRow = changes.getByRole('row').filter({ hasText: `${title} prima` });
    await titleRow.waitFor();
    expect(await titleRow.textContent()).toContain(title);
    // Nothing was saved over the other's change.
    expect(await titleOf(id)).toBe(`${title} prima`);
    expect(new URL(second.url()).pathname).toBe(`/admin/news/${id}/edit`);

    await dialog.getByRole('button', { name: 'Sovrascrivi comunque' }).click();
    await waitForPath(second, '/admin/news');
    expect(await titleOf(id)).toBe(`${title} seconda`);
  });

  it("takes the current version with 'Ricarica'", async () => {
    const title = uniqueTitle('Ricarica');
    const id = await createNews(token, title, { draft: true });
    await openEdit(first, id, title);
    await openEdit(second, id, title);

    await field(first, 'Titolo').fill(`${title} salvata`);
    await first.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(first, '/admin/news');

    await field(second, 'Titolo').fill(`${title} persa`);
    await second.getByRole('button', { name: 'Salva' }).click();
    const dialog = second.getByRole('dialog', { name: CONFLICT_TITLE });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ricarica' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => field(second, 'Titolo').inputValue()).toBe(`${title} salvata`);
    expect(await titleOf(id)).toBe(`${title} salvata`);

    // Saved from the version reloaded: no conflict now.
    await field(second, 'Titolo').fill(`${title} dopo`);
    await second.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(second, '/admin/news');
    expect(await titleOf(id)).toBe(`${title} dopo`);
  });
});
