// The webmaster's flow (issue 26), in Chromium, on a server of its own seeded with the
// demo committee (the rest of the browser run shares another, whose demo content it
// keeps): a page of the committee created in 'Pagine' (two more deleted together from its
// list), added to the header in 'Menu', shown by the site on a desktop and in a phone's
// menu; the demo content removed from the dashboard, and once the settings are the
// committee's own no "Valdoria" is left on `/`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  viewports,
  type ViewportName,
} from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { field, STEP_TIMEOUT } from './admin-helpers.js';

const ADMIN_PASSWORD = 'webmaster-del-comitato-2026';

let server: BuiltServer;
let browser: Browser;
let admin: Page;
let token: string;

async function newPage(viewport: ViewportName): Promise<Page> {
  const context = await browser.newContext({
    ...viewports[viewport],
    baseURL: server.baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${server.baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

beforeAll(async () => {
  server = await startBuiltServer({
    SEED: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
  });
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  browser = await launchBrowser();
  admin = await newPage('desktop');
  await admin.goto('/admin/login');
  await admin.getByLabel(/username/i).fill('admin');
  await admin.getByLabel(/password/i).fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Login' }).click();
  await admin.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the webmaster's own pages and menu", () => {
  it("creates a page in 'Pagine'", async () => {
    await admin.goto('/admin/pages/new');
    await admin.locator('.ProseMirror').waitFor();
    await field(admin, 'Titolo').fill('Diventa volontario');
    await field(admin, 'Indirizzo').fill('diventa-volontario');
    await admin.locator('.ProseMirror').fill('Il corso base per nuovi volontari inizia a ottobre.');
    await field(admin, 'Descrizione per i motori di ricerca').fill(
      'Come diventare volontario del comitato.',
    );
    // 'Anteprima' before the first save: the page as the site would show it, in a new tab.
    const [preview] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('link', { name: 'Anteprima' }).click(),
    ]);
    await preview.getByRole('note', { name: 'Anteprima' }).waitFor();
    await preview.getByRole('heading', { level: 1, name: 'Diventa volontario' }).waitFor();
    await preview.getByText('Il corso base per nuovi volontari').waitFor();
    expect(await preview.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    await preview.close();
    await admin.getByRole('button', { name: 'Salva' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/pages');
    await admin.getByRole('cell', { name: '/diventa-volontario' }).waitFor();
  });

  it('deletes selected pages together, after the confirmation', async () => {
    for (const slug of ['prova-uno', 'prova-due']) {
      const created = await fetch(`${server.baseURL}/api/pages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `Pagina ${slug}`, slug, content: '<p>Prova.</p>' }),
      });
      expect(created.status).toBe(201);
    }
    await admin.goto('/admin/pages');
    for (const slug of ['prova-uno', 'prova-due']) {
      await admin
        .getByRole('row', { name: new RegExp(`/${slug}`) })
        .getByRole('checkbox')
        .check();
    }
    await admin
      .locator('[data-test="bulk-actions-toolbar"]')
      .getByRole('button', { name: 'Elimina' })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Sei sicuro di voler eliminare le pagine selezionate?').waitFor();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await admin.locator('tr', { hasText: '/prova-uno' }).waitFor({ state: 'detached' });
    await admin.locator('tr', { hasText: '/prova-due' }).waitFor({ state: 'detached' });
    await admin.getByRole('cell', { name: '/diventa-volontario' }).waitFor();
    const left = await graphql<{ allSitePages: { slug: string }[] }>('{ allSitePages { slug } }');
    expect(left.allSitePages.map((page) => page.slug)).toEqual(['diventa-volontario']);
  });

  it("adds it to the header in 'Menu'", async () => {
    await admin.goto('/admin/menu');
    const labels = admin.locator('input[name^="header."][name$=".label"]');
    await expect.poll(() => labels.count(), { timeout: STEP_TIMEOUT }).toBe(6);
    // The first 'Aggiungi' is the header's, the second the footer's.
    await admin.getByRole('button', { name: 'Aggiungi' }).first().click();
    await admin.locator('input[name="header.6.label"]').fill('Diventa volontario');
    await admin.getByRole('combobox', { name: /^Tipo/ }).nth(6).click();
    await admin.getByRole('option', { name: 'Pagina del comitato', exact: true }).click();
    await admin.getByRole('combobox', { name: /^Pagina\s*\*?$/ }).click();
    await admin.getByRole('option', { name: 'Diventa volontario', exact: true }).click();
    await admin.getByRole('button', { name: 'Salva' }).click();
    await admin.getByText('Menu salvato').waitFor();
    const saved = await graphql<{ navigation: { header: { label: string; target: string }[] } }>(
      '{ navigation { header { label target } } }',
    );
    expect(saved.navigation.header.at(-1)).toEqual({
      label: 'Diventa volontario',
      target: 'diventa-volontario',
    });
  });

  it('shows it in the header on a desktop, leading to the page', async () => {
    const visitor = await newPage('desktop');
    await visitor.goto('/');
    const nav = visitor.getByRole('navigation', { name: 'Navigazione principale' });
    await nav.getByRole('link', { name: 'Diventa volontario' }).click();
    await visitor.waitForURL((url) => url.pathname === '/diventa-volontario');
    await visitor.getByRole('heading', { level: 1, name: 'Diventa volontario' }).waitFor();
    await visitor.getByText('Il corso base per nuovi volontari inizia a ottobre.').waitFor();
    await visitor.context().close();
  });

  it("shows it in the phone's menu", async () => {
    const visitor = await newPage('mobile');
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Apri il menu' }).click();
    const link = visitor
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Diventa volontario' });
    await link.waitFor({ state: 'visible' });
    await link.click();
    await visitor.getByRole('heading', { level: 1, name: 'Diventa volontario' }).waitFor();
    await visitor.context().close();
  });
});

describe("the header's items, renamed and hidden", () => {
  it("renames one item and hides another in 'Menu': the header on a desktop follows", async () => {
    const before = await graphql<{ navigation: { header: { label: string }[] } }>(
      '{ navigation { header { label } } }',
    );
    const [renamed, hidden] = before.navigation.header.map((item) => item.label);
    await admin.goto('/admin/menu');
    const firstLabel = admin.locator('input[name="header.0.label"]');
    await expect.poll(() => firstLabel.inputValue(), { timeout: STEP_TIMEOUT }).toBe(renamed);
    await expectNoSeriousA11yViolations(admin, '/admin/menu');
    await firstLabel.fill('Formazione');
    await admin.locator('input[name="header.1.visible"]').uncheck();
    await admin.getByRole('button', { name: 'Salva' }).click();
    await admin.getByText('Menu salvato').waitFor();

    const visitor = await newPage('desktop');
    await visitor.goto('/');
    const nav = visitor.getByRole('navigation', { name: 'Navigazione principale' });
    await nav.getByRole('link', { name: 'Formazione', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: renamed, exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    // Hidden, not gone: the back office still lists it, to show it again.
    const after = await graphql<{ navigation: { header: { label: string; visible: boolean }[] } }>(
      '{ navigation { header { label visible } } }',
    );
    expect(after.navigation.header.slice(0, 2)).toEqual([
      { label: 'Formazione', visible: true },
      { label: hidden, visible: false },
    ]);
    await visitor.context().close();
  });
});

describe('a clean start', () => {
  it('removes the demo content from the dashboard, after a confirmation naming it', async () => {
    await admin.goto('/admin');
    const panel = admin.getByRole('region', { name: 'Contenuti dimostrativi' });
    await panel.getByText('Notizie').waitFor();
    await panel.getByRole('button', { name: 'Rimuovi i contenuti dimostrativi' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(/Documenti \(8\)/).waitFor();
    await dialog.getByRole('button', { name: 'Rimuovi' }).click();
    await admin.getByText(/Rimossi \d+ contenuti dimostrativi/).waitFor();
    await panel.waitFor({ state: 'detached' });
    const left = await graphql<{ demoContent: unknown[] }>('{ demoContent { key } }');
    expect(left.demoContent).toEqual([]);
  });

  it('leaves no "Valdoria" on / once the settings are the committee\'s own', async () => {
    const fields = `name shortName town serviceArea foundedYear peopleCount vehicleCount
      youthMinAge youthMaxAge switchboardAlwaysOpen switchboardHours
      historyStats { volunteers women services emergencies }
      address { street postalCode town province } bookingPhone bookingPhoneTollFree phone email pec
      fiscalCode bank { accountHolder name iban } cardDonationUrl nationalSiteUrl historyVideoYoutubeId
      socials { facebook instagram youtube x tiktok linkedin }
      dataController { name address email } contactRetentionMonths accessibilityReviewDate
      privacyNotice footerCredits footerLinks { label url }`;
    const { settings } = await graphql<{ settings: Record<string, unknown> }>(
      `{ settings { ${fields} } }`,
    );
    const own = JSON.parse(
      JSON.stringify(settings)
        .replace(/Valdoria/g, 'Pavia')
        .replace(/valdoria/g, 'pavia')
        .replace(/VALDORIA/g, 'PAVIA')
        .replace(/"VD"/g, '"PV"')
        .replace(/\(VD\)/g, '(PV)'),
    ) as Record<string, unknown>;
    await graphql('mutation($input: SettingsInput!) { updateSettings(input: $input) { id } }', {
      input: own,
    });
    const visitor = await newPage('desktop');
    const response = await visitor.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Pavia');
    expect(html).not.toMatch(/valdoria/i);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.locator('body').innerText()).not.toMatch(/valdoria/i);
    await visitor.context().close();
  });
});
