// A forgotten password, in Chromium, through the e-mail a real SMTP server started here
// receives: the built server of this file sends its mail there. 'Password dimenticata?'
// under the login, the link of the e-mail, a weak password refused with zxcvbn's reason,
// a good one set, the login page saying so, the new password signing in, the link dead
// after its use.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../server/src/testing/smtp-test-server.js';
import { launchBrowser, viewports } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { STEP_TIMEOUT } from './admin-helpers.js';

const ADMIN_PASSWORD = 'amministra-il-comitato-2026';
const VOLUNTEER = {
  name: 'Giulia Bianchi',
  username: 'giulia',
  email: 'giulia.bianchi@example.org',
  role: 'editor',
  password: 'la-prima-password-di-giulia',
};
const NEW_PASSWORD = 'girasoli-sul-balcone-di-giulia';

let smtp: SmtpTestServer;
let server: BuiltServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    SEED: 'false',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Comitato CRI <noreply@comitato.example.org>',
    MAIL_POLL_INTERVAL_MS: '100',
  });
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${server.baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(VOLUNTEER),
  });
  expect(created.status).toBe(201);
  browser = await launchBrowser();
  const context = await browser.newContext({
    ...viewports.mobile,
    baseURL: server.baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('a forgotten password', () => {
  let link = '';

  it("asks for a link from the login page's 'Password dimenticata?'", async () => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.getByRole('heading', { name: 'Password dimenticata?' }).waitFor();
    await page.getByLabel(/Nome utente o e-mail/).fill(VOLUNTEER.email);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await page.getByRole('status').getByText('riceverai a breve', { exact: false }).waitFor();

    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail.envelope.to).toEqual([VOLUNTEER.email]);
    expect(mail.parsed.subject).toMatch(/^Nuova password per l'area riservata/);
    const found = /(http:\/\/127\.0\.0\.1:\d+\/admin\/reset-password#token=[\w-]+)/.exec(
      mail.parsed.text ?? '',
    );
    expect(found).not.toBeNull();
    link = found![1];
    expect(new URL(link).origin).toBe(server.baseURL);
  });

  it("sets a new password through the e-mail's link, refusing a weak one with the reason", async () => {
    await page.goto(link);
    await page.getByRole('heading', { name: 'Scegli la tua password' }).waitFor();
    // The token leaves the address bar once read.
    expect(new URL(page.url()).hash).toBe('');

    await page.getByLabel(/^Nuova password/).fill('Password1234');
    await page.getByLabel(/^Conferma la nuova password/).fill('Password1234');
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await page
      .getByText(
        'Questa password è troppo facile da indovinare. Questa assomiglia a una password di uso comune.',
        { exact: false },
      )
      .waitFor();

    await page.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Conferma la nuova password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page
      .getByRole('status')
      .getByText('Password impostata: ora puoi accedere con la nuova password.')
      .waitFor();

    await page.getByLabel(/username/i).fill(VOLUNTEER.username);
    await page.getByLabel(/password/i).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
  });

  it('refuses the same link a second time', async () => {
    const fresh = await browser.newPage({ baseURL: server.baseURL });
    await fresh.goto(link);
    await fresh.getByLabel(/^Nuova password/).fill('ancora-una-password-diversa');
    await fresh.getByLabel(/^Conferma la nuova password/).fill('ancora-una-password-diversa');
    await fresh.getByRole('button', { name: 'Imposta la password' }).click();
    await fresh
      .getByRole('alert')
      .getByText('Il link non è valido, è già stato usato o è scaduto', { exact: false })
      .waitFor();
    await fresh.getByRole('link', { name: 'Chiedi un nuovo link' }).waitFor();
    await fresh.close();
  });
});
