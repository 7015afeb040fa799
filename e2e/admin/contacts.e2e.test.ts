// A contact request from the public form to 'Risposta inviata': list with status label
// and date, detail, 'Segna come letto', 'Segna come risposto', not found, delete.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import { waitLikeAPerson } from '../support/contact-form.js';
import {
  escapeRegExp,
  fileSessionToken,
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

/** The background colour of a status label as [r, g, b], once its colour transition is over. */
async function chipColour(chipText: string): Promise<number[]> {
  const chip = page.locator('.MuiChip-root', { hasText: chipText }).first();
  await chip.waitFor();
  await page.waitForTimeout(400);
  const colour = await chip.evaluate((el) => getComputedStyle(el).backgroundColor);
  return colour.match(/\d+/g)!.slice(0, 3).map(Number);
}

describe('contact requests in the back office', () => {
  const subject = uniqueTitle('Informazioni corso BLSD');
  let id = '';

  it('receives a request sent from the public contact form', async () => {
    const visitor = await browser.newPage({ baseURL: baseURL() });
    await visitor.goto('/');
    await visitor.getByLabel('Nome e cognome').fill('Giulia Bianchi');
    // The form was on screen before it could be filled in: its fill time runs from here at least.
    const shownAt = Date.now();
    await visitor.getByLabel('Email').fill('giulia.bianchi@example.org');
    await visitor.getByLabel('Oggetto').fill(subject);
    await visitor
      .getByLabel('Messaggio')
      .fill('Buongiorno, vorrei sapere quando inizia il prossimo corso BLSD.');
    await visitor.getByLabel(/Ho letto e accetto/).check();
    await waitLikeAPerson(shownAt);
    await visitor.getByRole('button', { name: 'Invia messaggio' }).click();
    await visitor.getByText('Messaggio inviato con successo!', { exact: false }).waitFor();
    await visitor.close();
  });

  it("lists it under 'Richieste di Contatto' as 'In attesa' (yellow) with date and time", async () => {
    await page.getByRole('menuitem', { name: 'Contatti' }).click();
    await page.getByRole('heading', { name: 'Richieste di Contatto' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(subject)) });
    await row.waitFor();
    await row.getByText('In attesa').waitFor();
    const [r, g, b] = await chipColour('In attesa');
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(150);
    expect(b).toBeLessThan(80);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[4]).toMatch(/^\d{1,2} [a-z]+ \d{4}.*\d{2}:\d{2}$/);
    await expectNoSeriousA11yViolations(page, '/admin/contacts');

    await row.getByRole('link', { name: 'Giulia Bianchi' }).click();
    await page.waitForURL((url) => /^\/admin\/contacts\/[^/]+$/.test(url.pathname));
    id = new URL(page.url()).pathname.split('/').pop()!;
  });

  it('says so when the status cannot be updated, and keeps the shown status', async () => {
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('updateContact')) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            {
              message: 'Si è verificato un errore interno. Riprova più tardi.',
              extensions: { code: 'INTERNAL', status: 500 },
            },
          ],
        }),
      });
    });
    await page.getByRole('button', { name: 'Segna come letto' }).click();
    await page
      .getByText("Errore durante l'aggiornamento dello stato. Riprova più tardi.")
      .waitFor();
    await page.unroute('**/graphql');
    await page.locator('.MuiChip-root', { hasText: 'In attesa' }).waitFor();
  });

  it("marks it 'Letta' (blue), then 'Risposta inviata' (green), as the server records it", async () => {
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByText('giulia.bianchi@example.org').waitFor();
    await page.getByRole('button', { name: 'Segna come letto' }).click();
    await page.locator('.MuiChip-root', { hasText: 'Letta' }).waitFor();
    const [r, , b] = await chipColour('Letta');
    expect(b).toBeGreaterThan(r);

    await page.getByRole('button', { name: 'Segna come risposto' }).click();
    await page.locator('.MuiChip-root', { hasText: 'Risposta inviata' }).waitFor();
    const [r2, g2, b2] = await chipColour('Risposta inviata');
    expect(g2).toBeGreaterThan(r2);
    expect(g2).toBeGreaterThan(b2);

    const token = await fileSessionToken(browser);
    const stored = await graphql<{ Contact: { status: string } }>(
      'query($id: ID!) { Contact(id: $id) { status } }',
      { id },
      token,
    );
    expect(stored.data!.Contact.status).toBe('replied');
    await page.getByRole('link', { name: 'Torna alle richieste' }).click();
    await waitForPath(page, '/admin/contacts');
    await page
      .getByRole('row', { name: new RegExp(escapeRegExp(subject)) })
      .getByText('Risposta inviata')
      .waitFor();
  });

  it("shows 'Richiesta non trovata' for an unknown id", async () => {
    await page.goto('/admin/contacts/987654321');
    await page.getByRole('heading', { name: 'Richiesta non trovata' }).waitFor();
    await page.getByRole('link', { name: 'Torna alle richieste' }).waitFor();
  });

  it("deletes it after 'Sei sicuro di voler eliminare questa richiesta di contatto?'", async () => {
    await page.goto(`/admin/contacts/${id}`);
    await page.getByRole('button', { name: 'Elimina' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Sei sicuro di voler eliminare questa richiesta di contatto?', { exact: true })
      .waitFor();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await waitForPath(page, '/admin/contacts');
    await page.getByRole('heading', { name: 'Richieste di Contatto' }).waitFor();
    await page.locator('tr', { hasText: subject }).waitFor({ state: 'detached' });
    const token = await fileSessionToken(browser);
    const gone = await graphql<{ Contact: unknown }>(
      'query($id: ID!) { Contact(id: $id) { id } }',
      { id },
      token,
    );
    expect(gone.data?.Contact ?? null).toBeNull();
  });
});
