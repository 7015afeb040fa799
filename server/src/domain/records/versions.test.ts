// Conflicts between two editors of the same record, over the real app: every record read
// through REST carries its version as ETag, a PUT with an outdated If-Match is refused
// with 409, a PUT without one is made, and GraphQL's update refuses an outdated version
// with CONFLICT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';

const CONFLICT_MESSAGE =
  "Questo elemento è stato modificato da un'altra persona: ricarica la pagina per vedere la versione attuale.";

let app: TestApp;
let token: string;

const article = {
  title: 'Corso di primo soccorso',
  content: '<p>Un corso aperto a tutti.</p>',
  date: '2026-03-14',
  author: 'Ufficio Comunicazione',
  category: 'Eventi',
};

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

async function createNews(): Promise<Json> {
  const answer = await call(app.url, '/api/news', { token, json: article });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('REST versions (ETag, If-Match)', () => {
  it('sends the version of a record as its ETag, on GET, POST and PUT', async () => {
    const created = await createNews();
    const read = await call(app.url, `/api/news/${String(created.id)}`, { token });
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag');
    expect(etag).toMatch(/^"\d+"$/);
    const changed = await call(app.url, `/api/news/${String(created.id)}`, {
      token,
      method: 'PUT',
      json: { ...article, title: 'Corso cambiato' },
      headers: { 'if-match': etag as string },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toMatch(/^"\d+"$/);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const again = await call(app.url, `/api/news/${String(created.id)}`, { token });
    expect(again.headers.get('etag')).toBe(changed.headers.get('etag'));
  });

  it('refuses a PUT made from an outdated version with 409 and keeps the later change', async () => {
    const created = await createNews();
    const path = `/api/news/${String(created.id)}`;
    const loaded = (await call(app.url, path, { token })).headers.get('etag') as string;
    const first = await call(app.url, path, {
      token,
      method: 'PUT',
      json: { ...article, title: 'La prima modifica' },
      headers: { 'if-match': loaded },
    });
    expect(first.status).toBe(200);
    const second = await call(app.url, path, {
      token,
      method: 'PUT',
      json: { ...article, title: 'La seconda modifica' },
      headers: { 'if-match': loaded },
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: CONFLICT_MESSAGE });
    const now = await call(app.url, path, { token });
    expect(now.body.title).toBe('La prima modifica');
  });

  it('makes a PUT without If-Match (or with *) as before', async () => {
    const created = await createNews();
    const path = `/api/news/${String(created.id)}`;
    await call(app.url, path, { token, method: 'PUT', json: { ...article, title: 'Uno' } });
    const plain = await call(app.url, path, {
      token,
      method: 'PUT',
      json: { ...article, title: 'Due' },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.title).toBe('Due');
    const any = await call(app.url, path, {
      token,
      method: 'PUT',
      json: { ...article, title: 'Tre' },
      headers: { 'if-match': '*' },
    });
    expect(any.status).toBe(200);
    expect(any.body.title).toBe('Tre');
  });

  it('lets only one of two simultaneous changes made from the same version through', async () => {
    const created = await createNews();
    const path = `/api/news/${String(created.id)}`;
    const loaded = (await call(app.url, path, { token })).headers.get('etag') as string;
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((title) =>
        call(app.url, path, {
          token,
          method: 'PUT',
          json: { ...article, title },
          headers: { 'if-match': loaded },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('versions the resources of the kit alike (an ordered one: team)', async () => {
    const created = await call(app.url, '/api/team', {
      token,
      json: { name: 'Maria Rossi', role: 'Presidente' },
    });
    expect(created.status).toBe(201);
    const path = `/api/team/${String(created.body.id)}`;
    const loaded = (await call(app.url, path, { token })).headers.get('etag') as string;
    expect(loaded).toMatch(/^"\d+"$/);
    await call(app.url, path, { token, method: 'PUT', json: { name: 'Maria Bianchi' } });
    const stale = await call(app.url, path, {
      token,
      method: 'PUT',
      json: { name: 'Maria Verdi' },
      headers: { 'if-match': loaded },
    });
    expect(stale.status).toBe(409);
  });
});

describe('GraphQL versions', () => {
  const UPDATE = `mutation ($id: ID!, $title: String, $version: String) {
    updateNews(id: $id, title: $title, version: $version) { id title version }
  }`;

  it('shows the version and refuses an update made from an outdated one with CONFLICT', async () => {
    const created = await createNews();
    const read = await graphql<{ News: Json }>(
      app.url,
      'query ($id: ID!) { News(id: $id) { id version } }',
      { id: String(created.id) },
      token,
    );
    const version = read.data?.News.version as string;
    expect(version).toMatch(/^\d+$/);
    const first = await graphql<{ updateNews: Json }>(
      app.url,
      UPDATE,
      { id: String(created.id), title: 'Prima', version },
      token,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateNews.version).not.toBe(version);
    const second = await graphql<{ updateNews: Json }>(
      app.url,
      UPDATE,
      { id: String(created.id), title: 'Seconda', version },
      token,
    );
    expect(second.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(second.errors?.[0].message).toBe(CONFLICT_MESSAGE);
    const without = await graphql<{ updateNews: Json }>(
      app.url,
      UPDATE,
      { id: String(created.id), title: 'Terza' },
      token,
    );
    expect(without.errors).toBeUndefined();
    expect(without.data?.updateNews.title).toBe('Terza');
  });
});
