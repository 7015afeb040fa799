// Session of the back office: the guard, the login screen (failure and success), the
// sidebar, an expired (revoked) token mid-session, and logout revoking the token; and the
// admin as its own bundle (never loaded by the public site, asking no other host).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockExternalRequests,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
} from '../support/browser.js';
import { ADMIN_USERNAME, adminPassword } from '../support/admin.js';
import {
  adoptSession,
  anonymousPage,
  field,
  freshSignedInPage,
  graphql,
  signedInPage,
  storedToken,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('admin session', () => {
  it('sends every admin page to /admin/login without a token', async () => {
    const page = await anonymousPage(browser);
    for (const path of ['/admin', '/admin/news', '/admin/contacts/1', '/admin/documents/new']) {
      await page.goto(path);
      await waitForPath(page, '/admin/login');
    }
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/login');
    await page.context().close();
  });

  it("shows 'Invalid credentials' in a red box after a failed login", async () => {
    const page = await anonymousPage(browser);
    await page.goto('/admin/login');
    await field(page, 'Username').fill(ADMIN_USERNAME);
    await field(page, 'Password').fill('password-sbagliata');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
    await alert.waitFor();
    const background = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(await storedToken(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.context().close();
  });

  it("reads 'Loading...' and is disabled while signing in, then stores the token and opens the dashboard", async () => {
    const page = await anonymousPage(browser);
    await page.goto('/admin/login');
    await field(page, 'Username').fill(ADMIN_USERNAME);
    await field(page, 'Password').fill(adminPassword());
    // Hold the login answer for a moment to see the submitting state.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('AdminLogin'))
        await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    const busy = page.getByRole('button', { name: 'Loading...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    expect(await storedToken(page)).toBeTruthy();
    await adoptSession(page);

    const sidebar = page.getByRole('navigation', { name: 'Pannello di Controllo' });
    await sidebar.getByText('Pannello di Controllo').waitFor();
    // react-admin's menu entries are links with the menuitem role.
    const links = await sidebar.locator('a').evaluateAll((els) =>
      els.map((el) => [
        // The contact requests' item may carry its unread counter after the label.
        el.textContent?.trim().replace(/^Contatti\d+$/, 'Contatti'),
        new URL((el as HTMLAnchorElement).href).pathname,
      ]),
    );
    expect(links).toEqual([
      ['Pannello Principale', '/admin'],
      ['Documenti', '/admin/documents'],
      ['Contatti', '/admin/contacts'],
      ['News', '/admin/news'],
      ['Corsi', '/admin/projects'],
      // One-off events beside the courses (issue 27).
      ['Eventi', '/admin/events'],
      ['Statistiche', '/admin/stats'],
      ['Contributi pubblici', '/admin/grants'],
      ['5x1000', '/admin/five-per-thousand'],
      ['Compensi', '/admin/compensations'],
      // Donations and their receipts (issue 29) close the registers.
      ['Donazioni', '/admin/donations'],
      ['Visione Utente', '/'],
      // Below the spec's seven: the committee's own content (issues 8 and 26), the bin
      // (issue 28) and the profile.
      ['Impostazioni', '/admin/settings'],
      ['Menu', '/admin/menu'],
      ['Pagine', '/admin/pages'],
      ['Team', '/admin/team'],
      ['Slide', '/admin/slides'],
      ['Attività', '/admin/activities'],
      ['Servizi', '/admin/services'],
      ['Storia del comitato', '/admin/timeline'],
      ['Utenti', '/admin/users'],
      ['Registro attività', '/admin/activity-log'],
      ['Cestino', '/admin/cestino'],
      ['Il mio profilo', '/admin/profile'],
    ]);
    await sidebar.getByRole('menuitem', { name: 'News' }).click();
    await waitForPath(page, '/admin/news');
    await sidebar.locator('.RaMenuItemLink-active', { hasText: 'News' }).waitFor();
    expect(await sidebar.locator('.RaMenuItemLink-active').count()).toBe(1);
    await page.context().close();
  });

  it('shows the dashboard cards, recent activity and quick actions', async () => {
    const page = await signedInPage(browser);
    for (const [label, path] of [
      ['Notizie', '/admin/news'],
      ['Progetti', '/admin/projects'],
      ['Statistiche', '/admin/stats'],
    ]) {
      const card = page.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(new URL(await card.evaluate((el) => (el as HTMLAnchorElement).href)).pathname).toBe(
        path,
      );
      await card.filter({ hasText: /\d/ }).waitFor();
    }
    await page.getByRole('heading', { name: 'Attività Recenti' }).waitFor();
    await page.getByRole('heading', { name: 'Azioni Rapide' }).waitFor();
    await page.getByRole('link', { name: 'Aggiungi Notizia' }).click();
    await waitForPath(page, '/admin/news/new');
    await page.goBack();
    await page.getByRole('link', { name: 'Aggiungi Progetto' }).click();
    await waitForPath(page, '/admin/projects/new');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin');
    await page.context().close();
  });

  describe('bundle', () => {
    it('is not loaded by the public site', async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.goto('/trasparenza');
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
      await context.close();
    });

    it('requests nothing from other hosts', async () => {
      const page = await signedInPage(browser);
      const context = page.context();
      const blocked = await blockExternalRequests(context);
      await page.reload();
      await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
      await page.goto('/admin/news/new');
      await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(blocked).toEqual([]);
      const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(fonts).toContain('system-ui');
      await context.close();
    });
  });

  it("sends an expired or revoked session back to login with 'Sessione scaduta. Effettua nuovamente il login.'", async () => {
    const page = await freshSignedInPage(browser);
    const token = await storedToken(page);
    // The token is revoked on the server (as when it expires) while the page is open.
    const revoked = await graphql<{ logout: boolean }>('mutation { logout }', {}, token!);
    expect(revoked.data?.logout).toBe(true);
    // The next request finds the session ended: the click's, or one the page was still making
    // (the menu's unread counter), which may come first: then the menu is gone already and the
    // notice is shown before the click would have happened, so it is awaited from now on.
    const notice = page.getByText('Sessione scaduta. Effettua nuovamente il login.').waitFor();
    await page
      .getByRole('menuitem', { name: 'Contatti' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await notice;
    await waitForPath(page, '/admin/login');
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });

  it("opened again with a session the server has ended, goes to login with 'Sessione scaduta...'", async () => {
    const page = await freshSignedInPage(browser);
    await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
    const token = await storedToken(page);
    // As when the back office is opened again after the session expired: the token is
    // still stored, the server no longer knows it.
    const revoked = await graphql<{ logout: boolean }>('mutation { logout }', {}, token!);
    expect(revoked.data?.logout).toBe(true);
    const notice = page.getByText('Sessione scaduta. Effettua nuovamente il login.').waitFor();
    await page.goto('/admin');
    await notice;
    await waitForPath(page, '/admin/login');
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });

  it('logs out: revokes the token on the server, removes it and goes to /admin/login', async () => {
    const page = await freshSignedInPage(browser);
    const token = await storedToken(page);
    const before = await graphql<{ me: { username: string } | null }>(
      '{ me { username } }',
      {},
      token!,
    );
    expect(before.data?.me?.username).toBe(ADMIN_USERNAME);
    await page
      .getByRole('navigation', { name: 'Pannello di Controllo' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await waitForPath(page, '/admin/login');
    expect(await storedToken(page)).toBeNull();
    const after = await graphql<{ me: { username: string } | null }>(
      '{ me { username } }',
      {},
      token!,
    );
    expect(after.data?.me ?? null).toBeNull();
    await page.goto('/admin/news');
    await waitForPath(page, '/admin/login');
    await page.context().close();
  });
});
