// The hero slides over REST and GraphQL: the rules of every ordered resource, the field
// messages, and hidden slides (left out of the public list and a 404 for the public,
// seen by an administrator; anonymous GraphQL gets the visible ones only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { orderedResourceSuite } from '../../testing/ordered-resource-suite.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const slide = (title: string) => ({
  title,
  subtitle: 'Sottotitolo',
  imageAlt: 'Volontari al lavoro',
  buttonLabel: 'Scopri',
  buttonLink: '#chi-siamo',
});

orderedResourceSuite({
  app: () => app,
  path: '/api/slides',
  name: 'HeroSlide',
  plural: 'HeroSlides',
  labelField: 'title',
  valid: slide,
  graphqlTypes: {
    title: 'String!',
    subtitle: 'String!',
    imageAlt: 'String!',
    buttonLabel: 'String!',
    buttonLink: 'String!',
  },
  illustrated: true,
});

describe('hidden slides', () => {
  it('are left out for the public and shown to an administrator (REST and GraphQL)', async () => {
    const token = await app.loginAsAdmin();
    const hidden = await call(app.url, '/api/slides', {
      json: { ...slide('Nascosta'), visible: false },
      token,
    });
    expect(hidden.body.visible).toBe(false);
    const id = hidden.body.id as number;
    const publicTitles = async () =>
      (await call<Json[]>(app.url, '/api/slides')).body.map((s) => s.title);
    expect(await publicTitles()).not.toContain('Nascosta');
    expect((await call(app.url, `/api/slides/${id}`)).status).toBe(404);
    expect((await call(app.url, `/api/slides/${id}`, { token })).status).toBe(200);
    const adminList = await call<Json[]>(app.url, '/api/slides', { token });
    expect(adminList.body.map((s) => s.title)).toContain('Nascosta');
    // A forged token is no administrator: still the public list.
    const forged = await call<Json[]>(app.url, '/api/slides', { token: 'non-valido' });
    expect(forged.body.map((s) => s.title)).not.toContain('Nascosta');

    const query = `query ($id: ID!) { allHeroSlides { title } _allHeroSlidesMeta { count } HeroSlide(id: $id) { title } }`;
    const anonymous = await graphql(app.url, query, { id });
    expect((anonymous.data?.allHeroSlides as unknown as Json[]).map((s) => s.title)).not.toContain(
      'Nascosta',
    );
    expect(anonymous.data?.HeroSlide).toBeNull();
    const admin = await graphql(app.url, query, { id }, token);
    expect((admin.data?.allHeroSlides as unknown as Json[]).map((s) => s.title)).toContain(
      'Nascosta',
    );
    expect(admin.data?.HeroSlide).toEqual({ title: 'Nascosta' });
    expect((admin.data?._allHeroSlidesMeta as Json).count).toBe(
      ((anonymous.data?._allHeroSlidesMeta as Json).count as number) + 1,
    );

    // Made visible: the public sees it at the next request (REST and GraphQL caches).
    await call(app.url, `/api/slides/${id}`, { method: 'PUT', json: { visible: true }, token });
    expect(await publicTitles()).toContain('Nascosta');
    const after = await graphql(app.url, query, { id });
    expect(after.data?.HeroSlide).toEqual({ title: 'Nascosta' });
  });
});

describe('slide validation', () => {
  it('answers 400 with the Italian message of each field', async () => {
    const token = await app.loginAsAdmin();
    const answer = await call(app.url, '/api/slides', {
      json: {
        title: '',
        subtitle: 's',
        buttonLabel: 'b',
        buttonLink: 'javascript:alert(1)',
        visible: 'forse',
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      title: 'Il titolo è obbligatorio',
      imageAlt: "Il testo alternativo dell'immagine è obbligatorio",
      buttonLink:
        'Il collegamento deve essere una sezione (#chi-siamo), una pagina del sito (/servizi) o un indirizzo http(s)',
      visible: 'Visibile deve essere vero o falso',
    });
    for (const link of ['/servizi', '#attivita', 'https://cri.it/dona']) {
      const ok = await call(app.url, '/api/slides', {
        json: { ...slide('Link'), buttonLink: link },
        token,
      });
      expect(ok.status).toBe(201);
    }
    for (const link of ['//evil.example', 'servizi', 'ftp://cri.it']) {
      const refused = await call(app.url, '/api/slides', {
        json: { ...slide('Link'), buttonLink: link },
        token,
      });
      expect(refused.status).toBe(400);
    }
  });
});
