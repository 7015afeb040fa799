// Events over REST and GraphQL against the real app on PostgreSQL: create with an image,
// lists soonest first, search, validation with Italian messages (the end before the start,
// each booking mode's field), drafts and scheduled events hidden from the public and shown
// to the staff, the trash, and the GraphQL calls of the record kit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  attach,
  call,
  formOf,
  graphql,
  graphqlUpload,
  pngImage,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;

const event = {
  title: 'Giornata della donazione',
  description: '<p>Una giornata per donare il sangue in piazza.</p>',
  startsAt: '2027-04-10T07:30:00Z',
  endsAt: '2027-04-10T11:00:00Z',
  location: 'Piazza del Municipio',
};

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

const create = (fields: Record<string, unknown>) =>
  call(app.url, '/api/events', { json: { ...event, ...fields }, token });

describe('REST /api/events', () => {
  let created: Json;

  it('creates an event with an uploaded image and its alternative text (multipart)', async () => {
    const form = attach(
      formOf({ ...event, imageAlt: 'Volontari in piazza' }),
      'image',
      await pngImage(),
      'piazza.png',
      'image/png',
    );
    const answer = await call(app.url, '/api/events', { form, token });
    expect(answer.status).toBe(201);
    created = answer.body;
    expect(created).toMatchObject({
      _id: created.id,
      title: event.title,
      description: event.description,
      startsAt: '2027-04-10T07:30:00.000Z',
      endsAt: '2027-04-10T11:00:00.000Z',
      location: event.location,
      imageAlt: 'Volontari in piazza',
      bookingMode: 'none',
      seats: null,
      status: 'published',
    });
    expect(created.image).toMatch(/^\/uploads\/[a-f0-9-]+\.webp$/);
  });

  it('lists soonest first, searches, reads one; unknown and malformed ids are 404', async () => {
    const earlier = await create({
      title: 'Mercatino solidale',
      startsAt: '2027-03-01T09:00:00+01:00',
      endsAt: '2027-03-01T18:00:00+01:00',
    });
    expect(earlier.status).toBe(201);
    const list = await call<Json[]>(app.url, '/api/events');
    expect(list.status).toBe(200);
    expect(list.body.map((item) => item.title)).toEqual([
      'Mercatino solidale',
      'Giornata della donazione',
    ]);
    const search = await call<Json[]>(app.url, '/api/events?q=mercatin');
    expect(search.body.map((item) => item.title)).toEqual(['Mercatino solidale']);
    const one = await call(app.url, `/api/events/${created.id as number}`);
    expect(one.body.title).toBe(event.title);
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await call(app.url, `/api/events/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Evento non trovato');
    }
  });

  it('answers 400 with the Italian message of every invalid field', async () => {
    const answer = await call(app.url, '/api/events', {
      token,
      json: {
        title: ' ',
        description: '',
        startsAt: 'domani',
        endsAt: '2027-13-40',
        location: '',
        bookingMode: 'telefono',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Dati non validi',
      errors: {
        title: 'Il titolo è obbligatorio',
        description: 'La descrizione è obbligatoria',
        startsAt: "L'inizio deve essere una data e ora ISO 8601",
        endsAt: 'La fine deve essere una data e ora ISO 8601',
        location: 'Il luogo è obbligatorio',
        bookingMode: 'La modalità di prenotazione deve essere calendly, link, onsite o none',
      },
    });
    const reversed = await create({ endsAt: '2027-04-10T06:00:00Z' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({
      endsAt: "La fine dell'evento non può precedere l'inizio",
    });
  });

  it('asks each booking mode for its own field', async () => {
    expect((await create({ bookingMode: 'calendly' })).body.errors).toEqual({
      calendlyId: "L'ID Calendly è obbligatorio",
    });
    expect((await create({ bookingMode: 'link' })).body.errors).toEqual({
      bookingUrl: "L'indirizzo di prenotazione è obbligatorio",
    });
    expect((await create({ bookingMode: 'link', bookingUrl: 'ftp://x' })).body.errors).toEqual({
      bookingUrl: "L'indirizzo di prenotazione deve essere un indirizzo http(s) valido",
    });
    expect((await create({ bookingMode: 'onsite' })).body.errors).toEqual({
      seats: 'Il numero di posti è obbligatorio',
    });
    expect((await create({ bookingMode: 'onsite', seats: 0 })).body.errors).toEqual({
      seats: 'I posti devono essere un numero intero tra 1 e 100000',
    });
    const onsite = await create({
      title: 'Open day',
      bookingMode: 'onsite',
      seats: 30,
      enrolmentDeadline: '2027-04-09T20:00:00Z',
    });
    expect(onsite.status).toBe(201);
    expect(onsite.body).toMatchObject({
      bookingMode: 'onsite',
      seats: 30,
      enrolmentDeadline: '2027-04-09T20:00:00.000Z',
    });
    const link = await create({ bookingMode: 'link', bookingUrl: 'https://example.org/prenota' });
    expect(link.body).toMatchObject({ bookingUrl: 'https://example.org/prenota' });
    // Not changing the mode keeps it; the seats may be cleared by changing the mode.
    const changed = await call(app.url, `/api/events/${onsite.body.id as number}`, {
      method: 'PUT',
      token,
      json: { ...event, title: 'Open day', bookingMode: 'none', seats: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ bookingMode: 'none', seats: null });
  });

  it('hides drafts and scheduled events from the public, shows them to the staff', async () => {
    const draft = await create({ title: 'Bozza di evento', status: 'draft' });
    const later = await create({
      title: 'Evento programmato',
      publishedAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(draft.status).toBe(201);
    expect(later.status).toBe(201);
    const publicTitles = (await call<Json[]>(app.url, '/api/events')).body.map((e) => e.title);
    expect(publicTitles).not.toContain('Bozza di evento');
    expect(publicTitles).not.toContain('Evento programmato');
    expect((await call(app.url, `/api/events/${draft.body.id as number}`)).status).toBe(404);
    expect((await call(app.url, `/api/events/${later.body.id as number}`)).status).toBe(404);
    const staffTitles = (await call<Json[]>(app.url, '/api/events', { token })).body.map(
      (e) => e.title,
    );
    expect(staffTitles).toEqual(expect.arrayContaining(['Bozza di evento', 'Evento programmato']));
    // Its time come, the scheduled event is public.
    await app
      .em()
      .getConnection()
      .execute(`update events set published_at = now() - interval '1 minute' where id = ?`, [
        later.body.id,
      ]);
    expect((await call(app.url, `/api/events/${later.body.id as number}`)).status).toBe(200);
    const anonymous = await graphql(app.url, '{ allEvents { title } }');
    expect((anonymous.data?.allEvents as unknown as Json[]).map((e) => e.title)).not.toContain(
      'Bozza di evento',
    );
  });

  it('refuses writes without a token and deletes to the trash', async () => {
    const anonymous = await call(app.url, '/api/events', { json: event });
    expect(anonymous.status).toBe(401);
    const made = await create({ title: 'Da eliminare' });
    const deleted = await call(app.url, `/api/events/${made.body.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Evento eliminato');
    expect((await call(app.url, `/api/events/${made.body.id as number}`)).status).toBe(404);
    const trash = await call<Json[]>(app.url, '/api/trash', { token });
    expect(trash.body.map((row) => row.label)).toContain('Da eliminare');
  });
});

describe('GraphQL events', () => {
  it('creates with an Upload, lists, counts, reads, updates and deletes', async () => {
    const made = await graphqlUpload(
      app.url,
      `mutation($image: Upload) { createEvent(title: "Festa del volontariato",
        description: "<p>Una festa per tutti.</p>", startsAt: "2027-06-02T15:00:00Z",
        endsAt: "2027-06-02T20:00:00Z", location: "Parco comunale", bookingMode: onsite,
        seats: 50, image: $image, imageAlt: "Il parco") { id image bookingMode seats startsAt } }`,
      {},
      { image: { data: await pngImage(), name: 'p.png', type: 'image/png' } },
      token,
    );
    expect(made.errors).toBeUndefined();
    const created = made.data?.createEvent as Json;
    expect(created).toMatchObject({
      bookingMode: 'onsite',
      seats: 50,
      startsAt: '2027-06-02T15:00:00.000Z',
    });
    const list = await graphql(
      app.url,
      `
        {
          allEvents(filter: { q: "volontariato" }) {
            id
            title
            location
          }
          _allEventsMeta(filter: { q: "volontariato" }) {
            count
          }
        }
      `,
    );
    expect(list.data?.allEvents).toEqual([
      { id: created.id, title: 'Festa del volontariato', location: 'Parco comunale' },
    ]);
    expect(list.data?._allEventsMeta).toEqual({ count: 1 });
    const bad = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateEvent(id: $id, endsAt: "2027-06-01T10:00:00Z") {
            id
          }
        }
      `,
      { id: created.id },
      token,
    );
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { endsAt: "La fine dell'evento non può precedere l'inizio" },
    });
    const refused = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateEvent(id: $id, title: "No") {
            id
          }
        }
      `,
      { id: created.id },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('MISSING_TOKEN');
    const updated = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateEvent(id: $id, location: "Piazza Grande") {
            location
            image
          }
        }
      `,
      { id: created.id },
      token,
    );
    expect(updated.data?.updateEvent).toEqual({ location: 'Piazza Grande', image: created.image });
    const one = await graphql(
      app.url,
      `
        query ($id: ID!) {
          Event(id: $id) {
            title
          }
        }
      `,
      {
        id: created.id,
      },
    );
    expect(one.data?.Event).toEqual({ title: 'Festa del volontariato' });
    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteEvent(id: $id) {
            id
          }
        }
      `,
      { id: created.id },
      token,
    );
    expect(deleted.data?.deleteEvent).toEqual({ id: created.id });
  });
});
