// A citizen enrols in a course, and another in an event, on a phone, in Chromium, against
// the built server: the page's form (booked on the site, sent through GraphQL), the answer
// on the page and the server's message for the same address again, the
// confirmation e-mail a real SMTP server started here receives (with the course's or the
// event's .ics), and the cancellation through the e-mail's link: a page that asks first,
// then frees the seat.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpTestServer,
  type ReceivedMail,
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

/** What can be booked on the site, as the test creates it and as the site shows it. */
interface Bookable {
  what: string;
  collection: 'projects' | 'events';
  fields: Record<string, string>;
  form: string;
  person: { name: string; email: string };
  /** The start as the .ics attached to the confirmation writes it. */
  icsStart: string;
  question: string;
  /** What the form says when the same address enrols again. */
  duplicate: string;
  id?: number;
}

const bookables: Bookable[] = [
  {
    what: 'a course',
    collection: 'projects',
    fields: {
      title: 'Primo soccorso per tutti',
      description: 'Tre serate di pratica su manichino.',
      category: 'health',
      startDate: '2027-04-12',
      endDate: '2027-04-14',
      location: 'Sede del Comitato',
      bookingMode: 'onsite',
      seats: '12',
    },
    form: 'Iscriviti al corso',
    person: { name: 'Lucia Gialli', email: 'lucia.gialli@example.it' },
    icsStart: 'DTSTART;VALUE=DATE:20270412',
    question: 'Vuoi annullare la tua iscrizione a questo corso?',
    duplicate: 'Questo indirizzo e-mail è già iscritto a questo corso.',
  },
  {
    what: 'an event',
    collection: 'events',
    fields: {
      title: 'Donazione del sangue in piazza',
      description: "L'autoemoteca in piazza del Municipio, su prenotazione.",
      startsAt: '2027-05-08T07:00:00Z',
      endsAt: '2027-05-08T11:00:00Z',
      location: 'Piazza del Municipio',
      bookingMode: 'onsite',
      seats: '30',
    },
    form: "Iscriviti all'evento",
    person: { name: 'Marco Neri', email: 'marco.neri@example.it' },
    // 07:00 UTC is 09:00 in Rome in May (summer time).
    icsStart: 'DTSTART;TZID=Europe/Rome:20270508T090000',
    question: 'Vuoi annullare la tua iscrizione a questo evento?',
    duplicate: 'Questo indirizzo e-mail è già iscritto a questo evento.',
  },
];

async function enrolments(bookable: Bookable): Promise<{ email: string; status: string }[]> {
  const answer = await fetch(
    `${server.baseURL}/api/${bookable.collection}/${bookable.id}/enrolments`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return (await answer.json()) as { email: string; status: string }[];
}

/** The first e-mail to an address (each person gets one before the test reads it). */
async function mailTo(address: string): Promise<ReceivedMail> {
  for (let count = 1; ; count += 1) {
    const mails = await smtp.waitFor(count, 20_000);
    const found = mails.find((mail) => mail.envelope.to.includes(address));
    if (found) return found;
  }
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
  for (const bookable of bookables) {
    const form = new FormData();
    for (const [name, value] of Object.entries(bookable.fields)) form.append(name, value);
    const created = await fetch(`${server.baseURL}/api/${bookable.collection}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    bookable.id = ((await created.json()) as { id: number }).id;
  }
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

describe.each(bookables)('enrolment in $what on a phone', (bookable) => {
  const title = bookable.fields.title;
  const sitePath = bookable.collection === 'projects' ? 'progetti' : 'eventi';
  let link = '';

  it('enrols from its page and is told the seat is theirs', async () => {
    await page.goto(`/${sitePath}/${bookable.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await expectHydrated(page);
    const form = page.getByRole('form', { name: bookable.form });
    await form.getByLabel('Nome e cognome').fill(bookable.person.name);
    await form.getByLabel('Email').fill(bookable.person.email);
    await form.getByLabel('Telefono (facoltativo)').fill('333 7654321');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Iscriviti' }).click();
    await page.getByRole('status').getByText('Iscrizione confermata!', { exact: false }).waitFor();
    expect(await enrolments(bookable)).toMatchObject([
      { email: bookable.person.email, status: 'confirmed' },
    ]);
  });

  it("says so, in the server's words, when the same address enrols again", async () => {
    const form = page.getByRole('form', { name: bookable.form });
    await form.getByLabel('Nome e cognome').fill(bookable.person.name);
    await form.getByLabel('Email').fill(bookable.person.email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Iscriviti' }).click();
    await form.getByRole('alert').getByText(bookable.duplicate).waitFor();
    expect(await enrolments(bookable)).toHaveLength(1);
  });

  it('receives the confirmation with it for the calendar and a cancellation link', async () => {
    const mail = await mailTo(bookable.person.email);
    expect(mail.envelope.to).toEqual([bookable.person.email]);
    expect(mail.parsed.subject).toBe(`Iscrizione confermata: ${title}`);
    const [ics] = mail.parsed.attachments;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content.toString('utf8')).toContain(bookable.icsStart);
    const found = /(http:\/\/\S+\/iscrizioni\/annulla\/[\w-]+)/.exec(mail.parsed.text ?? '');
    expect(found).not.toBeNull();
    link = found![1];
  });

  it('cancels through the link, after confirming on the page', async () => {
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: "Annulla l'iscrizione" }).waitFor();
    await page.getByText(bookable.question).waitFor();
    expect((await enrolments(bookable))[0].status).toBe('confirmed');
    await page.getByRole('button', { name: "Sì, annulla l'iscrizione" }).click();
    await page.getByRole('status').getByText('La tua iscrizione è stata annullata.').waitFor();
    expect((await enrolments(bookable))[0].status).toBe('cancelled');
  });
});
