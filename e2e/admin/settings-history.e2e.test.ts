// The settings' safety net in Chromium against the built server: 'Impostazioni' shows the
// earlier versions of the settings (what each save changed, under the form's labels, the
// nested address included) and 'Ripristina' brings one back into the form and the site; a
// save made from a version someone else has saved over opens the conflict dialog, which
// says what they changed and overwrites only when told to. The settings are put back as
// they were at the end (the whole browser run shares one server).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  field,
  fileSessionToken,
  saveSettings,
  savedSettings,
  signedInPage,
  STEP_TIMEOUT,
  uniqueTitle,
} from './admin-helpers.js';

const CONFLICT_TITLE = 'Modificato da un’altra persona';

interface Settings extends Record<string, unknown> {
  serviceArea: string;
  address: { street: string; postalCode: string; town: string; province: string };
}

let browser: Browser;
let page: Page;
let token: string;
let original: Settings;

/** Another person's save (no version: made whatever the version). */
const save = (input: Settings) => saveSettings(input, token);

async function openSettings(): Promise<void> {
  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: 'Impostazioni' }).first().waitFor();
  await expect
    .poll(() => field(page, 'Nome del comitato').inputValue(), { timeout: STEP_TIMEOUT })
    .not.toBe('');
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  token = await fileSessionToken(browser);
  original = await savedSettings<Settings>();
});

afterAll(async () => {
  if (original) await save(original);
  await browser?.close();
});

describe('the settings history and conflicts', () => {
  it('shows what each save changed and restores an earlier version', async () => {
    const area = uniqueTitle('Area');
    await save({ ...original, serviceArea: `${area} due` });
    await save({
      ...original,
      serviceArea: `${area} tre`,
      address: { ...original.address, street: 'Via della Storia 3' },
    });

    await openSettings();
    const history = page.getByRole('region', { name: 'Cronologia delle modifiche' });
    await history.waitFor();
    const newest = history.getByRole('article').first();
    await newest.getByRole('button', { name: 'Mostra differenze' }).click();
    const differences = newest.getByRole('table', { name: 'Differenze' });
    // Under the form's labels: the area, and the street of the nested address.
    const areaRow = differences.getByRole('row').filter({ hasText: 'Area servita' });
    await areaRow.waitFor();
    expect(await areaRow.textContent()).toContain(`${area} due`);
    expect(await areaRow.textContent()).toContain(`${area} tre`);
    const streetRow = differences.getByRole('row').filter({ hasText: 'Via e numero civico' });
    expect(await streetRow.textContent()).toContain('Via della Storia 3');
    expect(await differences.getByRole('row').count()).toBe(3);

    await newest.getByRole('button', { name: 'Ripristina' }).click();
    await page.getByText('Versione ripristinata').waitFor();
    await expect.poll(() => field(page, 'Area servita').inputValue()).toBe(`${area} due`);
    const now = await savedSettings<Settings>();
    expect(now.serviceArea).toBe(`${area} due`);
    expect(now.address.street).toBe(original.address.street);
  });

  it('refuses a save over a newer version with the conflict dialog, and overwrites when told to', async () => {
    const area = uniqueTitle('Conflitto');
    await openSettings();
    await field(page, 'Area servita').fill(`${area} nel modulo`);
    // Meanwhile, someone else saves.
    await save({ ...(await savedSettings<Settings>()), serviceArea: `${area} altrui` });

    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = page.getByRole('dialog', { name: CONFLICT_TITLE });
    await dialog.waitFor();
    const changes = dialog.getByRole('table', { name: "Modifiche dell'altra persona" });
    const row = changes.getByRole('row').filter({ hasText: 'Area servita' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${area} altrui`);
    expect((await savedSettings<Settings>()).serviceArea).toBe(`${area} altrui`);

    await dialog.getByRole('button', { name: 'Sovrascrivi comunque' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Impostazioni salvate').first().waitFor();
    await expect
      .poll(async () => (await savedSettings<Settings>()).serviceArea)
      .toBe(`${area} nel modulo`);

    // The form took the version it saved: the next save is no conflict.
    await expect.poll(() => field(page, 'Area servita').inputValue()).toBe(`${area} nel modulo`);
    await field(page, 'Area servita').fill(`${area} dopo`);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect
      .poll(async () => (await savedSettings<Settings>()).serviceArea)
      .toBe(`${area} dopo`);
    expect(await dialog.isVisible()).toBe(false);
  });
});
