// A citizen enrols in a course on a phone, in Chromium, against the built server: the
// course page's form (a course booked on the site), the answer on the page, the
// confirmation e-mail a real SMTP server started here receives (with the course's .ics),
// and the cancellation through the e-mail's link: a page that asks first, then frees the
// seat.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../server/src/testing/smtp-test-server.js';
import { expectHydrated, launchBrowser, viewports } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';

const ADMIN_PASSWORD = 'amministra-il-comitato-2026';
const STEP_TIMEOUT = 10_000;

let smtp: SmtpTestServer;
let server: BuiltServer;
let browser: Browser;
let page: Page;
let token = '';
let courseId = 0;

async function enrolments(): Promise<{ email: string; status: string }[]> {
  const answer = await fetch(`${server.baseURL}/api/projects/${courseId}/enrolments`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as { email: string; status: string }[];
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    SEED: 'false',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Comitato CRI <noreply@comitato.example.org>',
    MAIL_POLL_INTERVAL_MS: '100',
    // A test fills the form in faster than a person: the minimum fill time is lowered.
    CONTACT_MIN_FILL_MS: '0',
  });
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: 'Primo soccorso per tutti',
    description: 'Tre serate di pratica su manichino.',
    category: 'health',
    startDate: '2027-04-12',
    endDate: '2027-04-14',
    location: 'Sede del Comitato',
    bookingMode: 'onsite',
    seats: '12',
  })) {
    form.append(name, value);
  }
  const created = await fetch(`${server.baseURL}/api/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  courseId = ((await created.json()) as { id: number }).id;
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

describe('enrolment in a course on a phone', () => {
  let link = '';

  it("enrols from the course's page and is told the seat is theirs", async () => {
    await page.goto(`/progetti/${courseId}`);
    await page.getByRole('heading', { name: 'Primo soccorso per tutti', level: 1 }).waitFor();
    await expectHydrated(page);
    const form = page.getByRole('form', { name: 'Iscriviti al corso' });
    await form.getByLabel('Nome e cognome').fill('Lucia Gialli');
    await form.getByLabel('Email').fill('lucia.gialli@example.it');
    await form.getByLabel('Telefono (facoltativo)').fill('333 7654321');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Iscriviti' }).click();
    await page.getByRole('status').getByText('Iscrizione confermata!', { exact: false }).waitFor();
    expect(await enrolments()).toMatchObject([
      { email: 'lucia.gialli@example.it', status: 'confirmed' },
    ]);
  });

  it('receives the confirmation with the course for the calendar and a cancellation link', async () => {
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail.envelope.to).toEqual(['lucia.gialli@example.it']);
    expect(mail.parsed.subject).toBe('Iscrizione confermata: Primo soccorso per tutti');
    const [ics] = mail.parsed.attachments;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content.toString('utf8')).toContain('DTSTART;VALUE=DATE:20270412');
    const found = /(http:\/\/\S+\/iscrizioni\/annulla\/[\w-]+)/.exec(mail.parsed.text ?? '');
    expect(found).not.toBeNull();
    link = found![1];
  });

  it('cancels through the link, after confirming on the page', async () => {
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: "Annulla l'iscrizione" }).waitFor();
    await page.getByText('Vuoi annullare la tua iscrizione a questo corso?').waitFor();
    expect((await enrolments())[0].status).toBe('confirmed');
    await page.getByRole('button', { name: "Sì, annulla l'iscrizione" }).click();
    await page.getByRole('status').getByText('La tua iscrizione è stata annullata.').waitFor();
    expect((await enrolments())[0].status).toBe('cancelled');
  });
});
