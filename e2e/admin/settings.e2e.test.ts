// The committee's settings from the back office to the public site (issue 8): the
// 'Impostazioni' page in its sections, a refused IBAN shown under its field with
// nothing saved, then name, phone, e-mail, IBAN and fiscal code saved and shown by the
// footer, /donazione/bonifico and /5x1000 at the next load; the dashboard's first-run
// checklist leads to the settings and forgets what has been fixed. The settings are put
// back as they were at the end: the whole browser run shares one server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import {
  anonymousPage,
  field,
  fileSessionToken,
  graphql,
  saveSettings,
  savedSettings,
  signedInPage,
  STEP_TIMEOUT,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;

type Settings = Record<string, unknown> & {
  name: string;
  phone: string;
  email: string;
  fiscalCode: string;
  bank: { accountHolder: string; name: string; iban: string };
};

let original: Settings;

const changed = {
  name: 'Croce Rossa Italiana – Comitato di Borgoprova',
  phone: '0761 987654',
  email: 'borgoprova@cri.it',
  /** Typed in lower case with spaces; stored in capitals without them. */
  typedIban: 'it61 x030 6909 6061 0000 0012 345',
  iban: 'IT61X0306909606100000012345',
  /** 11 digits, check digit included. */
  fiscalCode: '98765432103',
};

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  token = await fileSessionToken(browser);
  original = await savedSettings<Settings>();
});

afterAll(async () => {
  if (original) await saveSettings(original, token);
  await browser?.close();
});

/**
 * Loads a public page as a new visitor and waits until its text shows every one of
 * `expected` (the page reads the committee's data from the API as it loads); answers its
 * text then, spaces squeezed.
 */
async function publicText(path: string, expected: string[]): Promise<string> {
  const visitor = await anonymousPage(browser);
  try {
    await visitor.goto(path);
    // What the page shows: its rendered text, not the data sent along for hydration.
    const text = async () => (await visitor.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const value of expected) {
      await expect.poll(text, { timeout: STEP_TIMEOUT }).toContain(value);
    }
    return await text();
  } finally {
    await visitor.context().close();
  }
}

describe("the committee's settings in the back office", () => {
  it('lists what still holds demo values on the dashboard, each linked to where it is fixed', async () => {
    await page.goto('/admin');
    const checklist = page.getByRole('region', { name: 'Primi passi' });
    await checklist.waitFor();
    const targets = await checklist
      .getByRole('link')
      .evaluateAll((links) =>
        links.map(
          (a) =>
            new URL((a as HTMLAnchorElement).href).pathname +
            new URL((a as HTMLAnchorElement).href).hash,
        ),
      );
    expect(targets).toContain('/admin/settings#donazioni');
    await checklist.getByRole('link', { name: 'Apri le impostazioni' }).first().click();
    await waitForPath(page, '/admin/settings');
    await page.getByRole('heading', { name: 'Impostazioni', level: 1 }).waitFor();
  });

  it("shows the one settings form in sections: 'Comitato', 'Contatti', 'Donazioni', 'Social', 'Privacy'", async () => {
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Impostazioni', level: 1 }).waitFor();
    for (const section of ['Comitato', 'Contatti', 'Donazioni', 'Social', 'Privacy']) {
      await page.getByRole('heading', { name: section, level: 2, exact: true }).waitFor();
    }
    await expect
      .poll(() => field(page, 'Nome del comitato').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(original.name);
    expect(await field(page, 'IBAN').inputValue()).toBe(original.bank.iban);
    expect(await field(page, 'CAP').inputValue()).toMatch(/^\d{5}$/);
    await expectNoSeriousA11yViolations(page, '/admin/settings');
  });

  it('shows an invalid IBAN refused by the server under its field, in Italian, and saves nothing', async () => {
    await page.goto('/admin/settings');
    await expect
      .poll(() => field(page, 'Nome del comitato').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(original.name);
    await field(page, 'Nome del comitato').fill(changed.name);
    await field(page, 'IBAN').fill('IT00 X030 6909 6061 0000 0012 345');
    await page.getByRole('button', { name: 'Salva' }).click();

    const iban = field(page, 'IBAN');
    await expect
      .poll(() => iban.getAttribute('aria-invalid'), { timeout: STEP_TIMEOUT })
      .toBe('true');
    // The message under the field: the helper text the input is described by.
    const describedBy = (await iban.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    const message = (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
    expect(message).toMatch(/IBAN/i);
    expect(message).not.toMatch(/\b(invalid|must|should)\b/i);
    await page.getByText(/Errore durante il salvataggio delle impostazioni/).waitFor();

    const after = await savedSettings<Settings>();
    expect(after.name).toBe(original.name);
    expect(after.bank.iban).toBe(original.bank.iban);
  });

  it('saves name, phone, e-mail, IBAN (with spaces, stored in capitals without them) and fiscal code', async () => {
    await page.goto('/admin/settings');
    await expect
      .poll(() => field(page, 'Nome del comitato').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(original.name);
    await field(page, 'Nome del comitato').fill(changed.name);
    await field(page, 'Telefono').fill(changed.phone);
    await field(page, 'E-mail').fill(changed.email);
    await field(page, 'IBAN').fill(changed.typedIban);
    await field(page, 'Codice fiscale').fill(changed.fiscalCode);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Impostazioni salvate').waitFor();
    await expect
      .poll(() => field(page, 'IBAN').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(changed.iban);

    const after = await savedSettings<Settings>();
    expect(after).toMatchObject({
      name: changed.name,
      phone: changed.phone,
      email: changed.email,
      fiscalCode: changed.fiscalCode,
      bank: { ...original.bank, iban: changed.iban },
    });

    await page.reload();
    await expect
      .poll(() => field(page, 'Nome del comitato').inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(changed.name);
    expect(await field(page, 'IBAN').inputValue()).toBe(changed.iban);
  });

  it('shows the new values on the public site at the next load, with no rebuild', async () => {
    const footer = await publicText('/', [
      changed.name,
      changed.phone,
      changed.email,
      changed.fiscalCode,
    ]);
    expect(footer).not.toContain(original.name);

    const bankTransfer = await publicText('/donazione/bonifico', [changed.iban.slice(0, 4)]);
    expect(bankTransfer.replace(/\s/g, '')).toContain(changed.iban);
    expect(bankTransfer.replace(/\s/g, '')).not.toContain(original.bank.iban);

    const fiveForThousand = await publicText('/5x1000', [changed.fiscalCode]);
    expect(fiveForThousand).not.toContain(original.fiscalCode);
  });

  it('no longer lists the fixed details on the dashboard checklist', async () => {
    const checklist = await graphql<{ setupChecklist: { key: string; done: boolean }[] }>(
      '{ setupChecklist { key done } }',
      {},
      token,
    );
    const pending = checklist
      .data!.setupChecklist.filter((item) => !item.done)
      .map((item) => item.key);
    for (const fixed of ['name', 'iban', 'fiscalCode', 'email'])
      expect(pending).not.toContain(fixed);

    // The page shows what the server still lists: no link to the settings is left.
    const answered = page.waitForResponse(
      (response) => response.request().postData()?.includes('setupChecklist') ?? false,
    );
    await page.goto('/admin');
    await answered;
    await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
    const region = page.getByRole('region', { name: 'Primi passi' });
    if (pending.length === 0) {
      // The answer has arrived and listed nothing to do: the checklist stays away.
      await page.getByRole('heading', { name: 'Attività Recenti' }).waitFor();
      expect(await region.count()).toBe(0);
    } else {
      await region.waitFor();
      expect(await region.getByRole('link', { name: 'Apri le impostazioni' }).count()).toBe(0);
    }
  });
});
