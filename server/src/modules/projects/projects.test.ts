// Courses over REST and GraphQL: multipart with keepExistingImage, period validation,
// ordering for the public carousel, auth, 404s and image clean-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  attach,
  badTokenKinds,
  badTokens,
  call,
  formOf,
  graphql,
  graphqlUpload,
  pngImage,
  svgImage,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

const course = {
  title: 'Corso BLSD',
  description: 'Rianimazione cardiopolmonare e uso del defibrillatore.',
  startDate: '2027-02-10',
  endDate: '2027-02-10',
  category: 'health',
  calendlyId: 'cri-valdoria/blsd',
  location: 'Sede del Comitato',
  participants: '12',
};

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/projects', () => {
  let created: Json;

  it('creates a course with an image (multipart)', async () => {
    const form = attach(formOf(course), 'image', await pngImage(), 'corso.png', 'image/png');
    const answer = await call(app.url, '/api/projects', { form, token });
    expect(answer.status).toBe(201);
    created = answer.body;
    expect(created).toMatchObject({
      ...course,
      participants: 12,
      _id: created.id,
      date: course.startDate,
    });
    expect(created.image).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it('lists by start date (soonest first) with search and category', async () => {
    const form = formOf({
      ...course,
      title: 'Operatore in emergenza',
      description: 'Campo di accoglienza e comunicazioni radio.',
      category: 'emergency',
      startDate: '2026-12-01',
      endDate: '2027-01-20',
      participants: '',
    });
    const second = await call(app.url, '/api/projects', { form, token });
    expect(second.body.participants).toBeNull();
    const list = await call<Json[]>(app.url, '/api/projects');
    expect(list.body.map((p) => p.title)).toEqual(['Operatore in emergenza', 'Corso BLSD']);
    expect((await call<Json[]>(app.url, '/api/projects?q=RADIO')).body.map((p) => p.title)).toEqual(
      ['Operatore in emergenza'],
    );
    expect((await call<Json[]>(app.url, '/api/projects?category=health')).body).toHaveLength(1);
  });

  it('reads one; unknown and malformed ids are 404', async () => {
    expect((await call(app.url, `/api/projects/${created.id as number}`)).body.calendlyId).toBe(
      course.calendlyId,
    );
    for (const id of ['7777', 'test', '1e3']) {
      expect((await call(app.url, `/api/projects/${id}`)).status).toBe(404);
    }
  });

  it('validates every field with Italian messages', async () => {
    const answer = await call(app.url, '/api/projects', {
      token,
      form: formOf({
        title: '',
        description: '',
        startDate: '2027-13-01',
        endDate: 'domani',
        category: 'sport',
        calendlyId: 'https://evil.example/x',
        participants: 'molti',
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      title: 'Il titolo è obbligatorio',
      description: 'La descrizione è obbligatoria',
      startDate: 'La data di inizio deve essere nel formato AAAA-MM-GG',
      endDate: 'La data di fine deve essere nel formato AAAA-MM-GG',
      category: 'La categoria deve essere education, health, social, emergency o other',
      calendlyId: "L'ID Calendly può contenere solo lettere, cifre, '-', '_' e '/'",
      participants: 'I partecipanti devono essere un numero intero tra 0 e 100000',
    });
    const period = await call(app.url, '/api/projects', {
      token,
      form: formOf({ ...course, startDate: '2027-03-10', endDate: '2027-03-09' }),
    });
    expect(period.body.errors).toEqual({
      endDate: 'La data di fine non può precedere la data di inizio',
    });
    const missing = await call(app.url, '/api/projects', {
      token,
      form: formOf({ ...course, calendlyId: '' }),
    });
    expect(missing.body.errors).toEqual({ calendlyId: "L'ID Calendly è obbligatorio" });
  });

  it('books by calendly by default; calendlyId is required only for calendly', async () => {
    const plain = await call(app.url, '/api/projects', { form: formOf(course), token });
    expect(plain.body).toMatchObject({ bookingMode: 'calendly', calendlyId: course.calendlyId });
    const { calendlyId: _omitted, ...withoutCalendly } = course;
    const onsite = await call(app.url, '/api/projects', {
      form: formOf({ ...withoutCalendly, bookingMode: 'onsite', seats: '20' }),
      token,
    });
    expect(onsite.status).toBe(201);
    expect(onsite.body).toMatchObject({ bookingMode: 'onsite', seats: 20, calendlyId: null });
    const link = await call(app.url, '/api/projects', {
      form: formOf({
        ...withoutCalendly,
        bookingMode: 'link',
        bookingUrl: 'https://prenota.example.org/blsd',
      }),
      token,
    });
    expect(link.body).toMatchObject({ bookingUrl: 'https://prenota.example.org/blsd' });
    const none = await call(app.url, '/api/projects', {
      form: formOf({ ...withoutCalendly, bookingMode: 'none' }),
      token,
    });
    expect(none.status).toBe(201);
    const missing = await call(app.url, '/api/projects', {
      form: formOf({ ...withoutCalendly, bookingMode: 'onsite' }),
      token,
    });
    expect(missing.body.errors).toEqual({ seats: 'Il numero di posti è obbligatorio' });
    const noUrl = await call(app.url, '/api/projects', {
      form: formOf({ ...withoutCalendly, bookingMode: 'link' }),
      token,
    });
    expect(noUrl.body.errors).toEqual({
      bookingUrl: "L'indirizzo di prenotazione è obbligatorio",
    });
    const bad = await call(app.url, '/api/projects', {
      form: formOf({
        ...withoutCalendly,
        bookingMode: 'telefono',
        bookingUrl: 'javascript:alert(1)',
        seats: '0',
      }),
      token,
    });
    expect(bad.body.errors).toEqual({
      bookingMode: 'La modalità di prenotazione deve essere calendly, link, onsite o none',
      bookingUrl: "L'indirizzo di prenotazione deve essere un indirizzo http(s) valido",
      seats: 'I posti devono essere un numero intero tra 1 e 100000',
    });
    // Changing to calendly without an ID is refused; to none it is not needed.
    const toCalendly = await call(app.url, `/api/projects/${none.body.id as number}`, {
      method: 'PUT',
      form: formOf({ ...withoutCalendly, bookingMode: 'calendly' }),
      token,
    });
    expect(toCalendly.body.errors).toEqual({ calendlyId: "L'ID Calendly è obbligatorio" });
    for (const made of [plain, onsite, link, none]) {
      await call(app.url, `/api/projects/${made.body.id as number}`, { method: 'DELETE', token });
    }
  });

  it('enforces the maximum lengths and the participants range', async () => {
    const answer = await call(app.url, '/api/projects', {
      token,
      form: formOf({
        ...course,
        title: 't'.repeat(201),
        description: 'd'.repeat(20_001),
        location: 'l'.repeat(201),
        participants: '100001',
      }),
    });
    expect(answer.body.errors).toEqual({
      title: 'Il titolo può avere al massimo 200 caratteri',
      description: 'La descrizione può avere al massimo 20000 caratteri',
      location: 'Il luogo può avere al massimo 200 caratteri',
      participants: 'I partecipanti devono essere un numero intero tra 0 e 100000',
    });
  });

  it('keeps the image with keepExistingImage=true, removes it (and the file) otherwise', async () => {
    const kept = await call(app.url, `/api/projects/${created.id as number}`, {
      method: 'PUT',
      form: formOf({ ...course, title: 'Corso BLSD adulti', keepExistingImage: 'true' }),
      token,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ title: 'Corso BLSD adulti', image: created.image });
    const replaced = await call(app.url, `/api/projects/${created.id as number}`, {
      method: 'PUT',
      form: attach(formOf(course), 'image', await pngImage(80, 60), 'n.png', 'image/png'),
      token,
    });
    expect(replaced.body.image).not.toBe(created.image);
    expect(await app.storage.exists(created.image as string)).toBe(false);
    const removed = await call(app.url, `/api/projects/${created.id as number}`, {
      method: 'PUT',
      form: formOf(course),
      token,
    });
    expect(removed.body.image).toBeNull();
    expect(await app.storage.exists(replaced.body.image as string)).toBe(false);
  });

  it('refuses SVG images with 415', async () => {
    const form = attach(formOf(course), 'image', svgImage, 'x.svg', 'image/svg+xml');
    expect((await call(app.url, '/api/projects', { form, token })).status).toBe(415);
  });

  it.each(badTokenKinds)('refuses writes with a %s token (401)', async (kind) => {
    const id = created.id as number;
    for (const [method, path] of [
      ['POST', '/api/projects'],
      ['PUT', `/api/projects/${id}`],
      ['DELETE', `/api/projects/${id}`],
    ]) {
      const answer = await call(app.url, path, { method, form: formOf(course), token: bad[kind] });
      expect(answer.status).toBe(401);
    }
  });

  it('deletes a course with its image', async () => {
    const made = await call(app.url, '/api/projects', {
      form: attach(formOf(course), 'image', await pngImage(), 'c.png', 'image/png'),
      token,
    });
    const answer = await call(app.url, `/api/projects/${made.body.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(answer.status).toBe(200);
    // In the trash, with its image (deleted when the trash is emptied).
    expect(await app.storage.exists(made.body.image as string)).toBe(true);
    expect((await call(app.url, `/api/projects/${made.body.id as number}`)).status).toBe(404);
    expect((await call(app.url, '/api/projects/abc', { method: 'DELETE', token })).status).toBe(
      404,
    );
  });
});

describe('GraphQL projects', () => {
  it('creates with an Upload, lists, updates, deletes', async () => {
    const made = await graphqlUpload(
      app.url,
      `mutation($image: Upload) { createProject(title: "Giovani e scuole", description: "Laboratori nelle classi.",
        category: other, startDate: "2027-03-08", endDate: "2027-05-24", calendlyId: "cri-valdoria/giovani",
        location: "Istituto Marconi", participants: 35, image: $image) { id image participants } }`,
      {},
      { image: { data: await pngImage(), name: 'g.png', type: 'image/png' } },
      token,
    );
    expect(made.errors).toBeUndefined();
    const project = made.data?.createProject as Json;
    expect(project.participants).toBe(35);
    const list = await graphql(
      app.url,
      `
        {
          allProjects(filter: { category: other }) {
            id
            title
          }
          _allProjectsMeta {
            count
          }
        }
      `,
    );
    expect(list.data?.allProjects).toEqual([{ id: project.id, title: 'Giovani e scuole' }]);
    expect((list.data?._allProjectsMeta as Json).count).toBeGreaterThanOrEqual(1);
    const bad = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateProject(id: $id, endDate: "2027-01-01") {
            id
          }
        }
      `,
      { id: project.id },
      token,
    );
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { endDate: 'La data di fine non può precedere la data di inizio' },
    });
    const updated = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateProject(id: $id, participants: 40) {
            participants
            image
          }
        }
      `,
      { id: project.id },
      token,
    );
    expect(updated.data?.updateProject).toEqual({ participants: 40, image: project.image });
    const one = await graphql(
      app.url,
      `
        query ($id: ID!) {
          Project(id: $id) {
            calendlyId
          }
        }
      `,
      {
        id: project.id,
      },
    );
    expect(one.data?.Project).toEqual({ calendlyId: 'cri-valdoria/giovani' });
    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteProject(id: $id) {
            id
          }
        }
      `,
      { id: project.id },
      token,
    );
    expect(deleted.data?.deleteProject).toEqual({ id: project.id });
    // In the trash, with its image (deleted when the trash is emptied).
    expect(await app.storage.exists(project.image as string)).toBe(true);
  });
});
