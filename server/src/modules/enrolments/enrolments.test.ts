// Enrolments on a real PostgreSQL and a real SMTP server: the public form's rules, seats
// never oversold under 50 concurrent enrolments, the duplicate e-mail (409), the limit
// per address (429), cancellation by the committee and by the personal link with the
// waiting list's promotion, attendance, the CSV export, the e-mails with the course's
// calendar entry, the reminder sent once, and retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMailTestApp,
  enrolOneConfirmedOneWaiting,
  startMailTestApp,
} from '../../testing/mail-test-app.js';
import type { SmtpTestServer } from '../../testing/smtp-test-server.js';
import type { TestApp } from '../../testing/test-app.js';
import { call, fetchAt, formOf, type Json } from '../../testing/api-client.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { deleteExpiredEnrolments, sendDueReminders } from './enrolment-jobs.js';
import { romeDay } from '../../platform/time/rome.js';

let app: TestApp;
let smtp: SmtpTestServer;
let token: string;
let address = 0;

/** A distinct client address per call unless one is given (X-Forwarded-For, one hop trusted). */
const from = (ip?: string) => ({ 'x-forwarded-for': ip ?? `198.51.100.${(address++ % 250) + 1}` });

const course = {
  title: 'Corso BLSD',
  description: 'Rianimazione cardiopolmonare e uso del defibrillatore.',
  startDate: '2027-02-10',
  endDate: '2027-02-10',
  category: 'health',
  location: 'Sede del Comitato',
  bookingMode: 'onsite',
};

const person = (n: number) => ({
  name: `Persona ${n}`,
  email: `persona${n}@example.it`,
  phone: '+39 333 1234567',
  privacyConsent: true,
  fillTimeMs: 8000,
});

async function createCourse(fields: Record<string, string>): Promise<number> {
  const answer = await call(app.url, '/api/projects', {
    form: formOf({ ...course, ...fields }),
    token,
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

const enrol = (id: number, body: Json, ip?: string) =>
  call(app.url, `/api/projects/${id}/enrolments`, { json: body, headers: from(ip) });

const list = async (id: number) =>
  (await call<Json[]>(app.url, `/api/projects/${id}/enrolments`, { token })).body;

beforeAll(async () => {
  ({ app, smtp, token } = await startMailTestApp());
});

afterAll(() => closeMailTestApp(app, smtp));

describe('POST /api/projects/:id/enrolments', () => {
  it('validates the form with Italian messages', async () => {
    const id = await createCourse({ seats: '5' });
    const answer = await enrol(id, {
      name: ' ',
      email: 'non-una-email',
      phone: 'chiamami',
      privacyConsent: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: 'Il nome è obbligatorio',
      email: 'Inserisci un indirizzo email valido',
      phone:
        'Il telefono può contenere solo cifre, spazi e i simboli + - ( ) /, al massimo 30 caratteri',
      privacyConsent: "Devi accettare l'informativa sulla privacy.",
    });
  });

  it('answers 404 for an unknown or draft course, 400 when the course is not booked on the site or is closed', async () => {
    expect((await enrol(999_999, person(1))).status).toBe(404);
    expect((await enrol(Number.NaN, person(1))).status).toBe(404);
    const draft = await createCourse({ seats: '5', status: 'draft' });
    expect((await enrol(draft, person(1))).status).toBe(404);
    const calendly = await createCourse({ bookingMode: 'calendly', calendlyId: 'cri/blsd' });
    const notOnsite = await enrol(calendly, person(1));
    expect(notOnsite.status).toBe(400);
    expect(notOnsite.body.errors).toEqual({
      course: 'Per questo corso non è prevista l’iscrizione sul sito',
    });
    const deadline = await createCourse({ seats: '5', enrolmentDeadline: '2026-01-01T10:00:00Z' });
    expect((await enrol(deadline, person(1))).body.errors).toEqual({
      course: 'Le iscrizioni a questo corso sono chiuse',
    });
    const past = await createCourse({ seats: '5', startDate: '2025-01-10', endDate: '2025-01-10' });
    expect((await enrol(past, person(1))).body.errors).toEqual({
      course: 'Le iscrizioni a questo corso sono chiuse',
    });
  });

  it('never oversells: 50 concurrent enrolments for 10 seats', async () => {
    const id = await createCourse({ seats: '10' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => enrol(id, person(100 + n))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const confirmed = answers.filter((answer) => answer.body.status === 'confirmed');
    const waitlisted = answers.filter((answer) => answer.body.status === 'waitlisted');
    expect(confirmed).toHaveLength(10);
    expect(waitlisted).toHaveLength(40);
    expect(
      confirmed.map((answer) => answer.body.position).sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 10 }, (_, n) => n + 1));
    expect(
      waitlisted.map((answer) => answer.body.position).sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    const rows = await list(id);
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waitlisted').map((row) => row.position)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    );
    expect(rows[0]).toMatchObject({ name: expect.any(String), phone: '+39 333 1234567' });
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'status', 'position', 'createdAt']),
    );
    // One e-mail each: 10 confirmations, 40 waiting-list notices.
    const mails = await app.em().find(OutboxMessage, {
      kind: { $in: ['enrolment-confirmed', 'enrolment-waitlisted'] },
      recipient: { $like: 'persona1__@example.it' },
    });
    expect(mails.filter((mail) => mail.kind === 'enrolment-confirmed')).toHaveLength(10);
    expect(mails.filter((mail) => mail.kind === 'enrolment-waitlisted')).toHaveLength(40);
  });

  it('refuses the same e-mail twice on one course with 409, whatever its case', async () => {
    const id = await createCourse({ seats: '3' });
    expect((await enrol(id, person(1))).status).toBe(201);
    const again = await enrol(id, { ...person(1), email: 'PERSONA1@example.it' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Questo indirizzo e-mail è già iscritto a questo corso.');
    const other = await createCourse({ seats: '3' });
    expect((await enrol(other, person(1))).status).toBe(201);
  });

  it('limits enrolments from one address (ENROLMENT_RATE_LIMIT, 10 per 15 minutes)', async () => {
    expect(app.config.rateLimits.enrolmentPerIp).toEqual({ limit: 10, windowSeconds: 900 });
    const id = await createCourse({ seats: '50' });
    for (let n = 0; n < 10; n++) {
      expect((await enrol(id, person(300 + n), '203.0.113.9')).status).toBe(201);
    }
    const blocked = await enrol(id, person(399), '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Troppi tentativi. Riprova più tardi.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await enrol(id, person(399), '203.0.113.10')).status).toBe(201);
  });

  it('answers spam (honeypot, too fast) as a success and stores nothing', async () => {
    const id = await createCourse({ seats: '2' });
    expect((await enrol(id, { ...person(1), website: 'http://spam.example' })).status).toBe(201);
    expect((await enrol(id, { ...person(2), fillTimeMs: 200 })).status).toBe(201);
    expect(await list(id)).toEqual([]);
  });
});

describe('the committee: list, attendance, cancellation, CSV', () => {
  it('is for administrators and editors only', async () => {
    const id = await createCourse({ seats: '2' });
    expect((await call(app.url, `/api/projects/${id}/enrolments`)).status).toBe(401);
    const user = {
      name: 'Giulia Bianchi',
      username: 'giulia.enrol',
      email: 'giulia.enrol@example.org',
      role: 'editor',
      password: 'cavalli-al-tramonto-7',
    };
    expect((await call(app.url, '/api/users', { json: user, token })).status).toBe(201);
    const login = await call(app.url, '/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    const editor = login.body.token as string;
    expect((await call(app.url, `/api/projects/${id}/enrolments`, { token: editor })).status).toBe(
      200,
    );
  });

  it('cancels a confirmed enrolment and promotes the first on the waiting list', async () => {
    const id = await createCourse({ seats: '2' });
    for (const n of [1, 2, 3, 4]) await enrol(id, person(n));
    let rows = await list(id);
    const first = rows.find((row) => row.email === 'persona1@example.it') as Json;
    const cancelled = await call(app.url, `/api/projects/${id}/enrolments/${first.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: 'Iscrizione annullata', status: 'cancelled' });
    rows = await list(id);
    expect(rows.map((row) => [row.email, row.status, row.position])).toEqual([
      ['persona2@example.it', 'confirmed', 1],
      ['persona3@example.it', 'confirmed', 2],
      ['persona4@example.it', 'waitlisted', 1],
      ['persona1@example.it', 'cancelled', null],
    ]);
    const promoted = await app.em().find(OutboxMessage, {
      kind: 'enrolment-promoted',
      recipient: 'persona3@example.it',
    });
    expect(promoted).toHaveLength(1);
    // Cancelling a waiting person frees no seat.
    const waiting = rows.find((row) => row.status === 'waitlisted') as Json;
    await call(app.url, `/api/projects/${id}/enrolments/${waiting.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect((await list(id)).filter((row) => row.status === 'confirmed')).toHaveLength(2);
    // A cancelled e-mail may enrol again.
    expect((await enrol(id, person(1))).body).toEqual({ status: 'waitlisted', position: 1 });
    expect(
      (await call(app.url, `/api/projects/${id}/enrolments/999999`, { method: 'DELETE', token }))
        .status,
    ).toBe(404);
  });

  it('marks attendance and exports CSV (UTF-8 with BOM, semicolons)', async () => {
    const id = await createCourse({ seats: '2' });
    await enrol(id, { ...person(1), name: 'Niccolò Rossi; detto "Nico"' });
    await enrol(id, { ...person(2), phone: null });
    const [row] = await list(id);
    const marked = await call(app.url, `/api/projects/${id}/enrolments/${row.id as number}`, {
      method: 'PUT',
      json: { attended: true },
      token,
    });
    expect(marked.body).toMatchObject({ attended: true });
    const bad = await call(app.url, `/api/projects/${id}/enrolments/${row.id as number}`, {
      method: 'PUT',
      json: { attended: 'forse' },
      token,
    });
    expect(bad.body.errors).toEqual({ attended: 'La presenza deve essere vera o falsa' });
    const response = await fetchAt(`${app.url}/api/projects/${id}/enrolments/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Nome;E-mail;Telefono;Stato;Posizione;Presente;Iscritto il');
    expect(lines[1]).toMatch(
      /^"Niccolò Rossi; detto ""Nico""";persona1@example\.it;'\+39 333 1234567;Confermata;1;Sì;/,
    );
    expect(lines[2]).toMatch(/^Persona 2;persona2@example\.it;;Confermata;2;No;/);
    expect((await fetchAt(`${app.url}/api/projects/${id}/enrolments/export.csv`)).status).toBe(401);
  });
});

describe('privacy', () => {
  it('names the purpose and the retention of enrolments in the default privacy notice', async () => {
    const notice = (await call(app.url, '/api/settings')).body.privacyNotice as string;
    expect(notice).toContain('Gestire le iscrizioni ai corsi e agli eventi');
    expect(notice).toMatch(/Le iscrizioni ai corsi e agli eventi sono cancellate \d+ mesi dopo/);
  });
});

describe('Aggiungi al calendario', () => {
  it('serves a published course as its own .ics, never a draft', async () => {
    const id = await createCourse({ seats: '2', title: 'Serata BLSD' });
    const answer = await fetchAt(`${app.url}/progetti/${id}/calendario.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = await answer.text();
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('SUMMARY:Serata BLSD');
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270210');
    expect(calendar).toContain(`UID:project-${id}@`);
    const draft = await createCourse({ seats: '2', status: 'draft' });
    expect((await fetchAt(`${app.url}/progetti/${draft}/calendario.ics`)).status).toBe(404);
    expect((await fetchAt(`${app.url}/progetti/abc/calendario.ics`)).status).toBe(404);
  });

  it('serves /calendario.ics: the published courses not yet ended, never drafts', async () => {
    const upcoming = await createCourse({ seats: '2', title: 'Feed: corso futuro' });
    const ended = await createCourse({
      seats: '2',
      title: 'Feed: corso passato',
      startDate: '2025-01-10',
      endDate: '2025-01-10',
    });
    await createCourse({ seats: '2', title: 'Feed: bozza', status: 'draft' });
    const answer = await fetchAt(`${app.url}/calendario.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = (await answer.text()).replace(/\r\n /g, '');
    expect(calendar).toContain(`UID:project-${upcoming}@`);
    expect(calendar).toContain('SUMMARY:Feed: corso futuro');
    expect(calendar).not.toContain(`UID:project-${ended}@`);
    expect(calendar).not.toContain('Feed: bozza');
    expect(calendar).toContain('X-WR-TIMEZONE:Europe/Rome');
  });
});

describe('e-mails, the cancellation link, reminders and retention', () => {
  it('sends the confirmation with the .ics, the waiting-list notice, and the promotion after a cancellation by link', async () => {
    // The earlier tests' messages leave no trace here: only this course's are delivered.
    await app.em().getConnection().execute(`delete from mail_outbox`);
    smtp.received.length = 0;
    const id = await createCourse({
      seats: '1',
      title: 'Primo soccorso, serata',
      startDate: '2027-03-15',
      endDate: '2027-03-16',
    });
    const { confirmation, notice } = await enrolOneConfirmedOneWaiting(
      { app, smtp },
      (body) => enrol(id, body),
      { ...person(61), name: 'Anna Verdi' },
      { ...person(62), name: 'Bruno Neri' },
    );
    expect(confirmation.parsed.subject).toBe('Iscrizione confermata: Primo soccorso, serata');
    const [ics] = confirmation.parsed.attachments;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.filename).toBe('corso.ics');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Rome');
    expect(calendar).toContain(`UID:project-${id}@`);
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270315');
    expect(calendar).toContain('DTEND;VALUE=DATE:20270317');
    expect(calendar).toContain('SUMMARY:Primo soccorso\\, serata');
    expect(calendar).toContain('LOCATION:Sede del Comitato');
    expect(calendar).toMatch(new RegExp(`URL:http://[^\\r]+/progetti/${id}\\r\\n`));
    const text = confirmation.parsed.text ?? '';
    expect(text).toContain('Gentile Anna Verdi,');
    const link = /(http\S+\/iscrizioni\/annulla\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    expect(notice.parsed.subject).toBe("Lista d'attesa: Primo soccorso, serata");
    expect(notice.parsed.text).toContain("sei in lista d'attesa, in posizione 1.");
    expect(notice.parsed.attachments).toHaveLength(0);

    // The link asks first; following it changes nothing.
    const path = new URL(link!).pathname;
    const page = await fetchAt(`${app.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Vuoi annullare la tua iscrizione a questo corso?');
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect((await list(id)).find((row) => row.email === 'persona61@example.it')?.status).toBe(
      'confirmed',
    );
    const done = await fetchAt(`${app.url}${path}`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('La tua iscrizione è stata annullata.');
    expect((await list(id)).map((row) => [row.email, row.status])).toEqual([
      ['persona62@example.it', 'confirmed'],
      ['persona61@example.it', 'cancelled'],
    ]);
    expect((await fetchAt(`${app.url}${path}`)).status).toBe(404);
    expect((await fetchAt(`${app.url}${path}`, { method: 'POST' })).status).toBe(404);
    expect((await fetchAt(`${app.url}/iscrizioni/annulla/sconosciuto-123456`)).status).toBe(404);

    await app.worker.tick();
    const promotion = (await smtp.waitFor(3))[2];
    expect(promotion.envelope.to).toEqual(['persona62@example.it']);
    expect(promotion.parsed.subject).toBe('Si è liberato un posto: Primo soccorso, serata');
    expect(promotion.parsed.attachments[0].contentType).toBe('text/calendar');
  });

  it('reminds each confirmed person once, 48 hours before the start, however many run it', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const day = romeDay(tomorrow);
    const soon = await createCourse({ seats: '2', startDate: day, endDate: day });
    const later = await createCourse({
      seats: '2',
      startDate: '2027-05-01',
      endDate: '2027-05-01',
    });
    await enrol(soon, person(71));
    await enrol(soon, person(72));
    await enrol(soon, person(73));
    await enrol(later, person(74));
    const counts = await Promise.all([
      sendDueReminders(app.em()),
      sendDueReminders(app.em()),
      sendDueReminders(app.em()),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendDueReminders(app.em())).toBe(0);
    const reminders = await app.em().find(OutboxMessage, { kind: 'enrolment-reminder' });
    expect(reminders.map((mail) => mail.recipient).sort()).toEqual([
      'persona71@example.it',
      'persona72@example.it',
    ]);
  });

  it('deletes enrolments once their course ended longer ago than the retention period', async () => {
    const id = await createCourse({ seats: '2' });
    await enrol(id, person(81));
    const em = app.em();
    await em
      .getConnection()
      .execute(
        `update projects set start_date = '2020-01-01', end_date = '2020-01-02' where id = ?`,
        [id],
      );
    const recent = await createCourse({ seats: '2' });
    await enrol(recent, person(82));
    const logger = { info: () => undefined } as unknown as Parameters<
      typeof deleteExpiredEnrolments
    >[1];
    expect(await deleteExpiredEnrolments(app.em(), logger)).toBe(1);
    expect(await list(id)).toEqual([]);
    expect(await list(recent)).toHaveLength(1);
    expect(await app.em().count(OutboxMessage, { recipient: 'persona81@example.it' })).toBe(0);
  });
});
