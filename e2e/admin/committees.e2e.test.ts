// Many committees in the browser, on *.localhost host names (Chromium sends them to the
// loopback address) of a built server with PLATFORM_DOMAIN=localhost: the platform
// administrator creates a committee in the back office's 'Comitati' screen and opens its
// back office with the committee switch (signed in there at once); that committee's
// administrator signs in at <slug>.localhost/admin, sees neither the screen nor the switch,
// finds the first-run checklist of their own committee, and publishes a news item that
// only their committee's site shows.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { field, STEP_TIMEOUT, uniqueTitle, waitForPath } from './admin-helpers.js';

const ADMIN_PASSWORD = `${randomBytes(12).toString('base64url')}-Aa1`;
const LODI_ADMIN = {
  name: 'Marta Galli',
  username: 'marta',
  email: 'marta@cri-lodi.example',
  password: 'un-comitato-sull-adda-2026',
};

let server: BuiltServer;
let browser: Browser;
let port: string;
const contexts: BrowserContext[] = [];

/** The origin of a committee's host (or the hub's) on this server. */
const origin = (host: string) => `http://${host}:${port}`;

async function pageAt(host: string): Promise<Page> {
  const context = await browser.newContext({
    ...viewports.desktop,
    baseURL: origin(host),
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

/** GET /api/news from the page's own origin (Node cannot resolve *.localhost; Chromium does). */
function newsOf(page: Page): Promise<{ id: number; title: string }[]> {
  return page.evaluate(async () => (await fetch('/api/news')).json());
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
}

beforeAll(async () => {
  server = await startBuiltServer({
    PLATFORM_DOMAIN: 'localhost',
    SEED: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
  });
  port = new URL(server.baseURL).port;
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('committees in the back office', () => {
  let platformPage: Page;
  const newsTitle = uniqueTitle('Donazione di sangue a Lodi');

  it("lets the platform administrator create a committee in 'Comitati'", async () => {
    platformPage = await pageAt('comitato.localhost');
    await signIn(platformPage, 'admin', ADMIN_PASSWORD);
    // The switch names this back office's committee.
    await platformPage.getByRole('button', { name: /^Comitato: / }).waitFor();
    await platformPage.getByRole('menuitem', { name: 'Comitati' }).click();
    await platformPage.getByRole('heading', { name: 'Comitati' }).waitFor();
    await platformPage.getByRole('link', { name: 'Nuovo comitato' }).click();
    await waitForPath(platformPage, '/admin/committees/new');
    await platformPage.getByRole('heading', { name: 'Nuovo comitato' }).waitFor();
    await field(platformPage, 'Nome del comitato').fill('Comitato di Lodi');
    await field(platformPage, 'Indirizzo breve').fill('lodi');
    await field(platformPage, 'Comune').fill('Lodi');
    await field(platformPage, 'Provincia').fill('LO');
    await field(platformPage, 'Regione').fill('Lombardia');
    await field(platformPage, "Nome e cognome dell'amministratore").fill(LODI_ADMIN.name);
    await field(platformPage, "Nome utente dell'amministratore").fill(LODI_ADMIN.username);
    await field(platformPage, "E-mail dell'amministratore").fill(LODI_ADMIN.email);
    await field(platformPage, "Password dell'amministratore").fill(LODI_ADMIN.password);
    await platformPage.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(platformPage, '/admin/committees');
    const row = platformPage.getByRole('row', { name: /Comitato di Lodi/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['lodi', `lodi.localhost:${port}`, 'Attivo']),
    );
  });

  it("lets that committee's administrator publish news that only its own site shows", async () => {
    const page = await pageAt('lodi.localhost');
    await signIn(page, LODI_ADMIN.username, LODI_ADMIN.password);
    // A committee user: no 'Comitati', no switch.
    await page.getByRole('menuitem', { name: 'News' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Comitati' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Comitato:|Cambia comitato/ }).count()).toBe(0);
    // The first-run checklist is this committee's: its e-mail is the one given at creation.
    await page.getByRole('heading', { name: 'Primi passi' }).waitFor();

    await page.getByRole('menuitem', { name: 'News' }).click();
    await page.getByRole('link', { name: 'Nuova Notizia' }).click();
    await waitForPath(page, '/admin/news/new');
    await field(page, 'Titolo').fill(newsTitle);
    await page
      .locator('.ProseMirror')
      .fill('Sabato mattina in sede, con i volontari del comitato.');
    await field(page, 'Autore').fill('Comitato di Lodi');
    await page.getByRole('combobox', { name: /^Categoria/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/news');
    await page.getByRole('row', { name: new RegExp(newsTitle) }).waitFor();

    const lodiSite = await pageAt('lodi.localhost');
    await lodiSite.goto('/');
    const lodiNews = await newsOf(lodiSite);
    const published = lodiNews.find((item) => item.title === newsTitle);
    expect(published, JSON.stringify(lodiNews)).toBeDefined();
    await lodiSite.goto(`/notizie/${published!.id}`);
    await lodiSite.getByRole('heading', { name: newsTitle }).waitFor();
    await lodiSite.goto('/news');
    await lodiSite.getByText(newsTitle).first().waitFor();
    // Not on the first committee's site: neither its list, nor at the item's address.
    const firstSite = await pageAt('comitato.localhost');
    await firstSite.goto('/');
    expect((await newsOf(firstSite)).map((item) => item.title)).not.toContain(newsTitle);
    const elsewhere = await firstSite.goto(`/notizie/${published!.id}`);
    expect(elsewhere?.status()).toBe(404);
    await firstSite.goto('/news');
    await firstSite.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await firstSite.getByText(newsTitle).count()).toBe(0);
  });

  it("opens a committee's back office signed in, with the committee switch", async () => {
    await platformPage.goto('/admin/committees');
    const row = platformPage.getByRole('row', { name: /Comitato di Lodi/ });
    await row.getByRole('button', { name: 'Apri il back office' }).click();
    await platformPage.waitForURL((url) => url.host === `lodi.localhost:${port}`);
    await platformPage.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
    // The one-time code has left the address.
    expect(new URL(platformPage.url()).hash).toBe('');
    await platformPage.getByRole('button', { name: 'Comitato: Comitato di Lodi' }).waitFor();
    // It acts in Lodi: its users are Lodi's.
    await platformPage.getByRole('menuitem', { name: 'Utenti' }).click();
    await platformPage.getByRole('row', { name: new RegExp(LODI_ADMIN.name) }).waitFor();
    // And back to the first committee through the switch's menu.
    await platformPage.getByRole('button', { name: 'Comitato: Comitato di Lodi' }).click();
    await platformPage
      .getByRole('menu')
      .getByRole('menuitem')
      .filter({ hasNotText: 'Lodi' })
      .first()
      .click();
    await platformPage.waitForURL((url) => url.host === `comitato.localhost:${port}`);
    await platformPage.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
  });
});
