// Enrolments through GraphQL, on a real PostgreSQL and a real SMTP server: the public
// enrol in a course or an event (a seat, then the waiting list; the confirmation e-mailed),
// its Italian validation, the duplicate and the choice of exactly one course or event; for
// the staff the list with the EnrolmentStatus enum, attendance and the committee's
// cancellation that gives the seat to the first who waits. Anonymous callers read nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMailTestApp, startMailTestApp } from '../../testing/mail-test-app.js';
import type { SmtpTestServer } from '../../testing/smtp-test-server.js';
import type { TestApp } from '../../testing/test-app.js';
import { call, formOf, graphql, signedInUser, type Json } from '../../testing/api-client.js';

let app: TestApp;
let smtp: SmtpTestServer;
let token: string;

const ENROL = `
  mutation ($courseId: ID, $eventId: ID, $name: String!, $email: String!, $consent: Boolean!) {
    enrol(courseId: $courseId, eventId: $eventId, name: $name, email: $email, phone: null,
          privacyConsent: $consent, fillTimeMs: 8000) {
      status
      position
    }
  }
`;

const LIST = `
  query ($courseId: ID, $eventId: ID) {
    enrolments(courseId: $courseId, eventId: $eventId) {
      id
      name
      email
      status
      position
      attended
      createdAt
      cancelledAt
    }
  }
`;

const person = (n: number) => ({ name: `Iscritta ${n}`, email: `iscritta${n}@example.it` });

async function createCourse(title: string): Promise<string> {
  const answer = await call(app.url, '/api/projects', {
    form: formOf({
      title,
      description: 'Primo soccorso per la popolazione.',
      startDate: '2027-03-06',
      endDate: '2027-03-06',
      category: 'health',
      location: 'Sede del Comitato',
      bookingMode: 'onsite',
      seats: '1',
    }),
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.id);
}

async function createEvent(title: string): Promise<string> {
  const answer = await call(app.url, '/api/events', {
    json: {
      title,
      description: '<p>Una mattina per donare.</p>',
      startsAt: '2027-05-08T07:00:00Z',
      endsAt: '2027-05-08T11:00:00Z',
      location: 'Piazza del Municipio',
      bookingMode: 'onsite',
      seats: 1,
    },
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.id);
}

const enrol = (target: Json, n: number, consent = true) =>
  graphql(app.url, ENROL, { ...target, ...person(n), consent });

beforeAll(async () => {
  ({ app, smtp, token } = await startMailTestApp());
});

afterAll(() => closeMailTestApp(app, smtp));

describe('enrolments through GraphQL', () => {
  it('enrols in a course: a seat, then the waiting list, the confirmation e-mailed', async () => {
    const courseId = await createCourse('Corso di primo soccorso');
    const first = await enrol({ courseId }, 1);
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({ enrol: { status: 'confirmed', position: 1 } });
    expect((await enrol({ courseId }, 2)).data).toEqual({
      enrol: { status: 'waitlisted', position: 1 },
    });
    await app.worker.tick();
    const mails = await smtp.waitFor(2);
    const confirmation = mails.find((mail) => mail.envelope.to.includes('iscritta1@example.it'));
    expect(confirmation?.parsed.subject).toBe('Iscrizione confermata: Corso di primo soccorso');

    const duplicate = await enrol({ courseId }, 1);
    expect(duplicate.errors?.[0].message).toBe(
      'Questo indirizzo e-mail è già iscritto a questo corso.',
    );
    expect(duplicate.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses a form without consent, and a call naming neither or both of a course and an event', async () => {
    const courseId = await createCourse('Corso di manovre salvavita');
    const eventId = await createEvent('Donazione del sangue');
    const noConsent = await enrol({ courseId }, 3, false);
    expect(noConsent.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { privacyConsent: "Devi accettare l'informativa sulla privacy." },
    });
    for (const target of [{}, { courseId, eventId }]) {
      const answer = await enrol(target, 3);
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { courseId: 'Indica un corso o un evento, uno solo' },
      });
    }
    const unknown = await enrol({ eventId: '999999' }, 3);
    expect(unknown.errors?.[0].message).toBe('Evento non trovato');
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Nothing was stored by any of them.
    const rows = await graphql(app.url, LIST, { courseId }, token);
    expect(rows.data).toEqual({ enrolments: [] });
  });

  it("lists an event's enrolments for the staff only (MISSING_TOKEN otherwise); attendance and a cancellation that promotes who waits", async () => {
    const eventId = await createEvent('Open day della sede');
    expect((await enrol({ eventId }, 4)).data?.enrol).toEqual({
      status: 'confirmed',
      position: 1,
    });
    expect((await enrol({ eventId }, 5)).data?.enrol).toEqual({
      status: 'waitlisted',
      position: 1,
    });

    const anonymous = await graphql(app.url, LIST, { eventId });
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('MISSING_TOKEN');

    const editor = await signedInUser(app, token, {
      name: 'Elena Rossi',
      username: 'elena.iscrizioni',
      role: 'editor',
      password: 'lanterne-sul-fiume-9',
    });
    const listed = await graphql<{ enrolments: Json[] }>(app.url, LIST, { eventId }, editor.token);
    expect(listed.errors).toBeUndefined();
    const rows = listed.data!.enrolments;
    expect(rows.map((row) => [row.email, row.status, row.position, row.attended])).toEqual([
      ['iscritta4@example.it', 'confirmed', 1, false],
      ['iscritta5@example.it', 'waitlisted', 1, false],
    ]);
    expect(new Date(rows[0].createdAt as string).getTime()).not.toBeNaN();

    const attended = await graphql(
      app.url,
      `
        mutation ($eventId: ID, $id: ID!) {
          setEnrolmentAttendance(eventId: $eventId, id: $id, attended: true) {
            id
            attended
            status
          }
        }
      `,
      { eventId, id: rows[0].id },
      editor.token,
    );
    expect(attended.data).toEqual({
      setEnrolmentAttendance: { id: rows[0].id, attended: true, status: 'confirmed' },
    });

    const cancelled = await graphql(
      app.url,
      `
        mutation ($eventId: ID, $id: ID!) {
          cancelEnrolment(eventId: $eventId, id: $id) {
            id
            status
            position
            cancelledAt
          }
        }
      `,
      { eventId, id: rows[0].id },
      editor.token,
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelEnrolment).toMatchObject({
      id: rows[0].id,
      status: 'cancelled',
      position: null,
    });
    const after = await graphql<{ enrolments: Json[] }>(app.url, LIST, { eventId }, token);
    expect(after.data!.enrolments.map((row) => [row.email, row.status, row.position])).toEqual([
      ['iscritta5@example.it', 'confirmed', 1],
      ['iscritta4@example.it', 'cancelled', null],
    ]);

    // An enrolment of another event is not found through this one.
    const other = await createEvent('Corso di guida sicura');
    const wrong = await graphql(
      app.url,
      'mutation ($eventId: ID, $id: ID!) { cancelEnrolment(eventId: $eventId, id: $id) { id } }',
      { eventId: other, id: rows[1].id },
      token,
    );
    expect(wrong.errors?.[0].message).toBe('Iscrizione non trovata');
  });
});
