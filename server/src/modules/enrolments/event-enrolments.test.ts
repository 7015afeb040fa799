// Enrolments in events on a real PostgreSQL and a real SMTP server, by the same rules as
// courses (enrolment-target.ts): seats never oversold under concurrent enrolments, the
// duplicate e-mail (409), the event's own closing (its start time, its deadline), the
// committee's list, the e-mails with the event's calendar entry at its Rome times, the
// cancellation link and the promotion, the reminder 48 hours before the start, retention,
// and the event in the calendar feed and as its own .ics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMailTestApp,
  enrolOneConfirmedOneWaiting,
  startMailTestApp,
} from '../../testing/mail-test-app.js';
import type { SmtpTestServer } from '../../testing/smtp-test-server.js';
import type { TestApp } from '../../testing/test-app.js';
import { call, fetchAt, type Json } from '../../testing/api-client.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { deleteExpiredEnrolments, sendDueReminders } from './enrolment-jobs.js';
import { eventTimes } from './enrolment-mail.js';

let app: TestApp;
let smtp: SmtpTestServer;
let token: string;
let address = 0;

const from = () => ({ 'x-forwarded-for': `192.0.2.${(address++ % 250) + 1}` });

const event = {
  title: 'Donazione del sangue in piazza',
  description: '<p>Una mattina per donare.</p>',
  // 09:30 to 13:00, Rome summer time.
  startsAt: '2027-04-10T07:30:00Z',
  endsAt: '2027-04-10T11:00:00Z',
  location: 'Piazza del Municipio',
  bookingMode: 'onsite',
};

const person = (n: number) => ({
  name: `Donatore ${n}`,
  email: `donatore${n}@example.it`,
  privacyConsent: true,
  fillTimeMs: 8000,
});

async function createEvent(fields: Record<string, unknown>): Promise<number> {
  const answer = await call(app.url, '/api/events', { json: { ...event, ...fields }, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

const enrol = (id: number, body: Json) =>
  call(app.url, `/api/events/${id}/enrolments`, { json: body, headers: from() });

const list = async (id: number) =>
  (await call<Json[]>(app.url, `/api/events/${id}/enrolments`, { token })).body;

beforeAll(async () => {
  ({ app, smtp, token } = await startMailTestApp());
});

afterAll(() => closeMailTestApp(app, smtp));

describe('POST /api/events/:id/enrolments', () => {
  it('enrols, and refuses the same e-mail twice on one event with 409', async () => {
    const id = await createEvent({ seats: 3 });
    const first = await enrol(id, person(1));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ status: 'confirmed', position: 1 });
    const again = await enrol(id, { ...person(1), email: 'DONATORE1@example.it' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Questo indirizzo e-mail è già iscritto a questo evento.');
  });

  it('answers 404 for an unknown or draft event, 400 when not booked on the site or closed', async () => {
    expect((await enrol(999_999, person(1))).status).toBe(404);
    expect((await enrol(999_999, person(1))).body.message).toBe('Evento non trovato');
    const draft = await createEvent({ seats: 5, status: 'draft' });
    expect((await enrol(draft, person(1))).status).toBe(404);
    const none = await createEvent({ bookingMode: 'none' });
    const notOnsite = await enrol(none, person(1));
    expect(notOnsite.status).toBe(400);
    expect(notOnsite.body.errors).toEqual({
      event: 'Per questo evento non è prevista l’iscrizione sul sito',
    });
    const deadline = await createEvent({ seats: 5, enrolmentDeadline: '2026-01-01T10:00:00Z' });
    expect((await enrol(deadline, person(1))).body.errors).toEqual({
      event: 'Le iscrizioni a questo evento sono chiuse',
    });
    // Started an hour ago (ends later today): closed by its start time.
    const started = await createEvent({
      seats: 5,
      startsAt: new Date(Date.now() - 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect((await enrol(started, person(1))).body.errors).toEqual({
      event: 'Le iscrizioni a questo evento sono chiuse',
    });
  });

  it('never oversells: 20 concurrent enrolments for 5 seats', async () => {
    const id = await createEvent({ seats: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => enrol(id, person(100 + n))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const positions = (status: string) =>
      answers
        .filter((answer) => answer.body.status === status)
        .map((answer) => Number(answer.body.position))
        .sort((a, b) => a - b);
    expect(positions('confirmed')).toEqual([1, 2, 3, 4, 5]);
    expect(positions('waitlisted')).toEqual(Array.from({ length: 15 }, (_, n) => n + 1));
    const rows = await list(id);
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(15);
  });
});

describe('the committee: GET /api/events/:id/enrolments', () => {
  it('lists name, email, phone, status, position, createdAt for administrators and editors only', async () => {
    const id = await createEvent({ seats: 1 });
    await enrol(id, { ...person(11), phone: '+39 333 7654321' });
    await enrol(id, person(12));
    const rows = await list(id);
    expect(rows.map((row) => [row.name, row.email, row.phone, row.status, row.position])).toEqual([
      ['Donatore 11', 'donatore11@example.it', '+39 333 7654321', 'confirmed', 1],
      ['Donatore 12', 'donatore12@example.it', null, 'waitlisted', 1],
    ]);
    expect(typeof rows[0].createdAt).toBe('string');
    const anonymous = await call(app.url, `/api/events/${id}/enrolments`);
    expect(anonymous.status).toBe(401);
    const user = {
      name: 'Marta Gialli',
      username: 'marta.eventi',
      email: 'marta.eventi@example.org',
      role: 'editor',
      password: 'cavalli-al-tramonto-7',
    };
    expect((await call(app.url, '/api/users', { json: user, token })).status).toBe(201);
    const login = await call(app.url, '/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    const editor = login.body.token as string;
    expect((await call(app.url, `/api/events/${id}/enrolments`, { token: editor })).status).toBe(
      200,
    );
  });
});

describe('e-mails, the cancellation link, reminders, retention and calendars', () => {
  it('sends the confirmation with the event .ics at its Rome times, the waiting-list notice, and the promotion after a cancellation by link', async () => {
    await app.em().getConnection().execute(`delete from mail_outbox`);
    smtp.received.length = 0;
    const id = await createEvent({ seats: 1, title: 'Open day, sede' });
    const { confirmation, notice } = await enrolOneConfirmedOneWaiting(
      { app, smtp },
      (body) => enrol(id, body),
      { ...person(61), name: 'Anna Verdi' },
      { ...person(62), name: 'Bruno Neri' },
    );
    expect(confirmation.parsed.subject).toBe('Iscrizione confermata: Open day, sede');
    const [ics] = confirmation.parsed.attachments;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.filename).toBe('evento.ics');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain(`UID:event-${id}@`);
    expect(calendar).toContain('DTSTART;TZID=Europe/Rome:20270410T093000');
    expect(calendar).toContain('DTEND;TZID=Europe/Rome:20270410T130000');
    expect(calendar).toContain('SUMMARY:Open day\\, sede');
    expect(calendar).toContain('LOCATION:Piazza del Municipio');
    expect(calendar).toMatch(new RegExp(`URL:http://[^\\r]+/eventi/${id}\\r\\n`));
    const text = confirmation.parsed.text ?? '';
    expect(text).toContain('Evento: Open day, sede');
    expect(text).toContain('Quando: 10 aprile 2027, dalle 09:30 alle 13:00');
    expect(text).toContain("In allegato trovi l'evento da aggiungere al tuo calendario.");
    const link = /(http\S+\/iscrizioni\/annulla\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    expect(notice.parsed.subject).toBe("Lista d'attesa: Open day, sede");
    expect(notice.parsed.attachments).toHaveLength(0);

    const path = new URL(link!).pathname;
    const page = await fetchAt(`${app.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Vuoi annullare la tua iscrizione a questo evento?');
    expect(html).toContain('10 aprile 2027, dalle 09:30 alle 13:00');
    const done = await fetchAt(`${app.url}${path}`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect((await list(id)).map((row) => [row.email, row.status])).toEqual([
      ['donatore62@example.it', 'confirmed'],
      ['donatore61@example.it', 'cancelled'],
    ]);
    await app.worker.tick();
    const promotion = (await smtp.waitFor(3))[2];
    expect(promotion.envelope.to).toEqual(['donatore62@example.it']);
    expect(promotion.parsed.subject).toBe('Si è liberato un posto: Open day, sede');
    expect(promotion.parsed.attachments[0].filename).toBe('evento.ics');
  });

  it('says the times of an event over several days with Italian elision', () => {
    expect(eventTimes(new Date('2027-04-10T16:00:00Z'), new Date('2027-04-11T10:00:00Z'))).toBe(
      "dalle 18:00 del 10 aprile 2027 alle 12:00 dell'11 aprile 2027",
    );
  });

  it('reminds each confirmed person once, 48 hours before the event starts', async () => {
    const soon = await createEvent({
      seats: 2,
      startsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 26 * 3600_000).toISOString(),
    });
    const later = await createEvent({ seats: 2 });
    await enrol(soon, person(71));
    await enrol(soon, person(72));
    await enrol(soon, person(73));
    await enrol(later, person(74));
    const counts = await Promise.all([sendDueReminders(app.em()), sendDueReminders(app.em())]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendDueReminders(app.em())).toBe(0);
    const reminders = await app.em().find(OutboxMessage, { kind: 'enrolment-reminder' });
    expect(reminders.map((mail) => mail.recipient).sort()).toEqual([
      'donatore71@example.it',
      'donatore72@example.it',
    ]);
  });

  it('deletes enrolments once their event ended longer ago than the retention period', async () => {
    const id = await createEvent({ seats: 2 });
    await enrol(id, person(81));
    await app
      .em()
      .getConnection()
      .execute(
        `update events set starts_at = '2020-01-01T10:00:00Z', ends_at = '2020-01-01T12:00:00Z' where id = ?`,
        [id],
      );
    const recent = await createEvent({ seats: 2 });
    await enrol(recent, person(82));
    const logger = { info: () => undefined } as unknown as Parameters<
      typeof deleteExpiredEnrolments
    >[1];
    expect(await deleteExpiredEnrolments(app.em(), logger)).toBe(1);
    expect(await list(id)).toEqual([]);
    expect(await list(recent)).toHaveLength(1);
  });

  it('serves a published event as its own .ics and in /calendario.ics, never a draft or an ended one', async () => {
    const id = await createEvent({ title: 'Feed: evento futuro', bookingMode: 'none' });
    const ended = await createEvent({
      title: 'Feed: evento passato',
      bookingMode: 'none',
      startsAt: '2025-01-10T10:00:00Z',
      endsAt: '2025-01-10T12:00:00Z',
    });
    const draft = await createEvent({
      title: 'Feed: evento in bozza',
      bookingMode: 'none',
      status: 'draft',
    });
    const own = await fetchAt(`${app.url}/eventi/${id}/calendario.ics`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="evento-${id}.ics"`);
    expect(await own.text()).toContain('DTSTART;TZID=Europe/Rome:20270410T093000');
    expect((await fetchAt(`${app.url}/eventi/${draft}/calendario.ics`)).status).toBe(404);
    expect((await fetchAt(`${app.url}/eventi/abc/calendario.ics`)).status).toBe(404);
    const feed = (await (await fetchAt(`${app.url}/calendario.ics`)).text()).replace(/\r\n /g, '');
    expect(feed).toContain(`UID:event-${id}@`);
    expect(feed).toContain('SUMMARY:Feed: evento futuro');
    expect(feed).not.toContain(`UID:event-${ended}@`);
    expect(feed).not.toContain('Feed: evento in bozza');
  });
});
