// Users and roles in the back office: an administrator creates a volunteer's account
// ('Utenti'), the volunteer signs in as an editor and finds what their permissions open
// (`me.permissions`): the content, with its create buttons, and no contact requests,
// settings, users or activity log (neither in the menu nor as screens: at their URLs they
// read that the page is reserved to administrators and their role); the administrator's
// 'Registro attività' shows the new account by its name, and nothing there to create,
// change or delete (nobody writes the log).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  anonymousPage,
  escapeRegExp,
  field,
  selectOption,
  signedInPage,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let admin: Page;

const suffix = Date.now().toString(36);
const volunteer = {
  name: `Chiara Esposito ${suffix}`,
  username: `chiara.${suffix}`,
  email: `chiara.${suffix}@example.org`,
  password: 'girasoli-di-settembre-24',
};

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const adminOnlyItems = ['Contatti', 'Impostazioni', 'Menu', 'Utenti', 'Registro attività'];

describe('users and roles', () => {
  it("lets an administrator create an editor in 'Utenti'", async () => {
    for (const item of adminOnlyItems) {
      await admin.getByRole('menuitem', { name: new RegExp(`^${item}`) }).waitFor();
    }
    await admin.getByRole('menuitem', { name: 'Utenti' }).click();
    await admin.getByRole('heading', { name: 'Utenti' }).waitFor();
    await admin.getByRole('link', { name: 'Nuovo utente' }).click();
    await waitForPath(admin, '/admin/users/new');
    await admin.getByRole('heading', { name: 'Nuovo utente' }).waitFor();

    await field(admin, 'Nome e cognome').fill(volunteer.name);
    await field(admin, 'Nome utente').fill(volunteer.username);
    await field(admin, 'E-mail').fill(volunteer.email);
    await selectOption(admin, 'Ruolo', 'Redattore');
    // A common password is refused by the server, with its reason.
    await field(admin, 'Password').fill('qwerty123456');
    await admin.getByRole('button', { name: 'Salva' }).click();
    await admin
      .getByText('Questa password è tra le più comuni', { exact: false })
      .first()
      .waitFor();
    await field(admin, 'Password').fill(volunteer.password);
    await admin.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(admin, '/admin/users');
    const row = admin.getByRole('row', { name: new RegExp(escapeRegExp(volunteer.name)) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Redattore');
  });

  it('shows an editor the content and no contact requests, settings, users or activity log', async () => {
    const page = await anonymousPage(browser);
    await page.goto('/admin/login');
    await page.getByLabel(/username/i).fill(volunteer.username);
    await page.getByLabel(/password/i).fill(volunteer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
    await page.getByRole('menuitem', { name: 'News' }).waitFor();
    await page.getByRole('menuitem', { name: 'Il mio profilo' }).waitFor();
    for (const item of adminOnlyItems) {
      expect(await page.getByRole('menuitem', { name: new RegExp(`^${item}`) }).count()).toBe(0);
    }
    // The sidebar is exactly the content, in the spec's order.
    const sidebar = page.getByRole('navigation', { name: 'Pannello di Controllo' });
    expect(
      await sidebar.locator('a').evaluateAll((links) => links.map((l) => l.textContent)),
    ).toEqual([
      'Pannello Principale',
      'Documenti',
      'News',
      'Corsi',
      'Eventi',
      'Statistiche',
      'Contributi pubblici',
      '5x1000',
      'Compensi',
      'Visione Utente',
      'Pagine',
      'Team',
      'Slide',
      'Attività',
      'Servizi',
      'Storia del comitato',
      // What an editor deletes waits in the bin, for them to restore.
      'Cestino',
      'Il mio profilo',
    ]);
    // The dashboard: the quick actions of the content, no checklist of the settings.
    await page.getByRole('link', { name: 'Aggiungi Notizia' }).waitFor();
    expect(await page.getByText('Richieste da leggere').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Primi passi' }).count()).toBe(0);

    // The content's lists keep their create button: the editor may write them.
    await page.getByRole('menuitem', { name: 'News' }).click();
    await page.getByRole('heading', { name: 'Gestione Notizie' }).waitFor();
    await page.getByRole('link', { name: 'Nuova Notizia' }).waitFor();

    const contactCalls: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (/allContacts|Contact\(/.test(body)) contactCalls.push(body);
    });
    for (const path of [
      '/admin/contacts',
      '/admin/contacts/1',
      '/admin/users',
      '/admin/users/new',
      '/admin/settings',
      '/admin/activity-log',
    ]) {
      await page.goto(path);
      await page.getByRole('menuitem', { name: 'News' }).waitFor();
      await page.getByRole('heading', { name: 'Accesso non consentito' }).waitFor();
      await page
        .getByText(
          'Non hai i permessi per aprire questa pagina: è riservata agli amministratori e il tuo ruolo è Redattore.',
          { exact: false },
        )
        .waitFor();
      expect(await page.getByText('Pagina non trovata').count(), path).toBe(0);
      for (const heading of [
        'Richieste di Contatto',
        'Utenti',
        'Nuovo utente',
        'Impostazioni',
        'Registro attività',
      ]) {
        expect(await page.getByRole('heading', { name: heading }).count(), path).toBe(0);
      }
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Salva' }).count()).toBe(0);
    }
    expect(contactCalls).toEqual([]);

    await page.goto('/admin/profile');
    await page.getByRole('heading', { name: volunteer.name }).waitFor();
    await page.getByText('Ruolo: Redattore').waitFor();
    await page.context().close();
  });

  it("lists the new account in the administrator's 'Registro attività', newest first", async () => {
    await admin.getByRole('menuitem', { name: 'Registro attività' }).click();
    await admin.getByRole('heading', { name: 'Registro attività' }).waitFor();
    const first = admin.getByRole('row').nth(1);
    await first.waitFor();
    const text = await first.textContent();
    expect(text).toContain('Creazione');
    // The record named as it was called when it was written.
    expect(text).toContain(`Utente «${volunteer.name}»`);
    // Nobody writes the log: no create link, no change or delete in its rows.
    for (const name of [/^Nuov/, /^Modifica$/, /^Elimina$/]) {
      expect(await admin.getByRole('link', { name }).count()).toBe(0);
      expect(await admin.getByRole('button', { name }).count()).toBe(0);
    }
  });
});
