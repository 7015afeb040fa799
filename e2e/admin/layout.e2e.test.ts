// Every list of the back office fits a 360 px phone: no horizontal page scroll, the
// heading's action button on screen, and each row's actions within reach.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser } from '../support/browser.js';
import { STEP_TIMEOUT, fileSessionToken, graphql } from './admin-helpers.js';

const PHONE = { width: 360, height: 740 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await fileSessionToken(browser);
  // A request with a long subject, so that the contact list has a row to lay out.
  const receipt = await graphql<{ submitContact: { __typename: string } }>(`
    mutation {
      submitContact(
        name: "Maria Rossi"
        email: "maria.rossi@example.it"
        privacyConsent: true
        subject: "Informazioni sul corso di primo soccorso per le aziende del territorio"
        message: "Vorrei iscrivere tre dipendenti al prossimo corso di primo soccorso."
      ) {
        __typename
      }
    }
  `);
  expect(receipt.errors).toBeUndefined();
  // A phone as a browser emulates one: with isMobile a page wider than the screen widens
  // the layout viewport instead of scrolling, so innerWidth is checked as well.
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    baseURL: baseURL(),
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
});

afterAll(async () => {
  await browser?.close();
});

async function expectFitsTheScreen(label: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.inner, `${label}: layout viewport`).toBe(PHONE.width);
  expect(widths.scroll, `${label}: page width`).toBeLessThanOrEqual(widths.inner);
}

async function expectOnScreen(label: string, box: Promise<{ x: number; width: number } | null>) {
  const bounds = await box;
  expect(bounds, label).not.toBeNull();
  expect(bounds!.x, label).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width, label).toBeLessThanOrEqual(PHONE.width);
}

const lists = [
  { path: '/admin/news', heading: 'Gestione Notizie', action: 'Nuova Notizia' },
  { path: '/admin/projects', heading: 'Gestione Corsi', action: 'Nuovo Corso' },
  { path: '/admin/stats', heading: 'Gestione Statistiche', action: 'Nuova Statistica' },
  { path: '/admin/documents', heading: 'Gestione Documenti', action: 'Nuovo Documento' },
];

describe('lists on a 360 px phone', () => {
  for (const { path, heading, action } of lists) {
    it(`${path}: '${heading}' and '${action}' fit, with each row's actions`, async () => {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      const firstRow = page.locator('tbody tr').first();
      await firstRow.waitFor();
      await expectFitsTheScreen(path);

      const button = page.getByRole('link', { name: action });
      expect(await button.isVisible()).toBe(true);
      await expectOnScreen(`'${action}'`, button.boundingBox());
      await expectOnScreen(
        'Modifica',
        firstRow.getByRole('link', { name: 'Modifica' }).boundingBox(),
      );
      await expectOnScreen(
        'Elimina',
        firstRow.getByRole('button', { name: 'Elimina' }).boundingBox(),
      );
    });
  }

  it("/admin/contacts: 'Richieste di Contatto' fits, each row's link on screen", async () => {
    await page.goto('/admin/contacts');
    await page.getByRole('heading', { name: 'Richieste di Contatto' }).waitFor();
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    await expectFitsTheScreen('/admin/contacts');
    await expectOnScreen('contact link', firstRow.getByRole('link').first().boundingBox());
  });
});
