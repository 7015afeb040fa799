// The home page contact form in Chromium against the built server: a message sent by
// a visitor is stored (read back through the admin REST API), the form is cleared and
// the spec's success text shows; without consent the button stays disabled.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from '../support/admin.js';
import { baseURL, launchBrowser, newContext } from '../support/browser.js';
import { waitLikeAPerson } from '../support/contact-form.js';

interface StoredContact {
  name: string;
  email: string;
  subject: string;
  message: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let formShownAt = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, 'mobile');
  page = await context.newPage();
  await page.goto('/#contatti');
  await page.locator('#contatti form').waitFor();
  formShownAt = Date.now();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('contact form', () => {
  const form = () => page.locator('#contatti form');
  const submit = () => form().getByRole('button', { name: /Invia messaggio|Invio in corso/ });

  it('keeps the button disabled without the privacy consent', async () => {
    expect(await submit().isDisabled()).toBe(true);
    expect(
      await form().getByRole('link', { name: 'informativa sulla privacy' }).getAttribute('href'),
    ).toBe('/privacy');
  });

  it('stores a message sent by a visitor and clears the form', async () => {
    const subject = `Richiesta e2e ${Date.now()}`;
    await form().getByLabel('Nome e cognome').fill('Lucia Verdi');
    await form().getByLabel('Email').fill('lucia.verdi@example.it');
    await form().getByLabel('Oggetto').fill(subject);
    await form().getByLabel('Messaggio').fill('Vorrei informazioni sul corso di primo soccorso.');
    await form().getByRole('checkbox').check();
    await waitLikeAPerson(formShownAt);
    await submit().click();

    await expect
      .poll(() => form().getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('Messaggio inviato con successo! Ti risponderemo al più presto.');
    expect(await form().getByLabel('Oggetto').inputValue()).toBe('');
    expect(await form().getByLabel('Nome e cognome').inputValue()).toBe('');
    expect(await form().getByRole('checkbox').isChecked()).toBe(false);
    expect(await submit().isDisabled()).toBe(true);

    const token = await apiToken();
    const response = await fetch(`${baseURL()}/api/contacts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const contacts = (await response.json()) as StoredContact[];
    expect(contacts.find((contact) => contact.subject === subject)).toMatchObject({
      name: 'Lucia Verdi',
      email: 'lucia.verdi@example.it',
      message: 'Vorrei informazioni sul corso di primo soccorso.',
    });
  });

  it('shows the failure text when the server refuses the message', async () => {
    await form().getByLabel('Nome e cognome').fill('Lucia Verdi');
    await form().getByLabel('Email').fill('lucia.verdi@example.it');
    await form().getByLabel('Oggetto').fill('Prova');
    await form().getByLabel('Messaggio').fill('Prova di errore');
    await form().getByRole('checkbox').check();
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 503, body: 'non disponibile' }),
    );
    await submit().click();
    await expect
      .poll(() => form().getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe("Si è verificato un errore nell'invio del messaggio. Riprova più tardi.");
    expect(await form().getByLabel('Oggetto').inputValue()).toBe('Prova');
    await page.unroute('**/graphql');
  });
});
