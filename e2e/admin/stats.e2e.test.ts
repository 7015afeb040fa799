// Statistics (the English form of the spec): required messages, create, edit, 'Cancel',
// delete, and the public API serving the change.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  columnHeaders,
  deleteRow,
  escapeRegExp,
  field,
  graphql,
  signedInPage,
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
  await browser?.close();
});

const row = (title: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });

const publicStat = async (title: string) => {
  const answer = await graphql<{ allStats: { id: string; title: string; value: string }[] }>(
    '{ allStats { id title value } }',
  );
  return answer.data!.allStats.find((s) => s.title === title);
};

describe('statistics in the back office', () => {
  const title = uniqueTitle('Volontari');
  let id = '';

  it("creates a statistic: 'New Statistic', required messages, 4-row description", async () => {
    await page.getByRole('menuitem', { name: 'Statistiche' }).click();
    await page.getByRole('heading', { name: 'Gestione Statistiche' }).waitFor();
    await page.getByRole('link', { name: 'Nuova Statistica' }).click();
    await waitForPath(page, '/admin/stats/new');
    await page.getByRole('heading', { name: 'New Statistic' }).waitFor();
    expect(await field(page, 'Description').getAttribute('rows')).toBe('4');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Value is required').waitFor();
    await page.getByText('Description is required').waitFor();

    await field(page, 'Title').fill(title);
    await field(page, 'Value').fill('1.250');
    await field(page, 'Description').fill('Volontari attivi nel comitato');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/admin/stats');
    await row(title).waitFor();
    expect(await columnHeaders(page)).toEqual(['Titolo', 'Descrizione', 'Valore', 'Azioni']);
    const stat = await publicStat(title);
    expect(stat?.value).toBe('1.250');
    id = stat!.id;
  });

  it("edits it at /admin/stats/{id}/edit ('Edit Statistic'); 'Cancel' returns to the list", async () => {
    await row(title).getByRole('link', { name: 'Modifica' }).click();
    await waitForPath(page, `/admin/stats/${id}/edit`);
    await page.getByRole('heading', { name: 'Edit Statistic' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await waitForPath(page, '/admin/stats');

    await row(title).getByRole('link', { name: 'Modifica' }).click();
    expect(await field(page, 'Value').inputValue()).toBe('1.250');
    await field(page, 'Value').fill('1.300');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/admin/stats');
    await row(title).getByText('1.300').waitFor();
    expect((await publicStat(title))?.value).toBe('1.300');
  });

  it("deletes it after 'Sei sicuro di voler eliminare questa statistica?'", async () => {
    await deleteRow(page, title, 'Sei sicuro di voler eliminare questa statistica?');
    expect(await publicStat(title)).toBeUndefined();
  });
});
