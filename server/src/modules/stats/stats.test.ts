// Statistics over REST (JSON) and GraphQL: ordering by position, validation, auth, 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  badTokenKinds,
  badTokens,
  call,
  graphql,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/stats', () => {
  let first: Json;

  it('creates statistics (JSON) appended in order, lists them by position', async () => {
    const a = await call(app.url, '/api/stats', {
      json: { title: 'Volontari attivi', value: '1500+', description: 'Volontari del comitato' },
      token,
    });
    expect(a.status).toBe(201);
    first = a.body;
    expect(first).toMatchObject({ _id: first.id, value: '1500+', position: 0 });
    const b = await call(app.url, '/api/stats', {
      json: { title: 'Beneficiari', value: 25000, description: 'Persone assistite' },
      token,
    });
    expect(b.body).toMatchObject({ value: '25000', position: 1 });
    const top = await call(app.url, '/api/stats', {
      json: { title: 'Partner', value: '100+', description: 'Enti e aziende', position: 5 },
      token,
    });
    expect(top.status).toBe(201);
    const list = await call<Json[]>(app.url, '/api/stats');
    expect(list.body.map((s) => s.title)).toEqual(['Volontari attivi', 'Beneficiari', 'Partner']);
  });

  it('reads and updates one; 404 for unknown and malformed ids', async () => {
    const one = await call(app.url, `/api/stats/${first.id as number}`, { token });
    expect(one.body).toMatchObject({ title: 'Volontari attivi', value: '1500+' });
    const updated = await call(app.url, `/api/stats/${first.id as number}`, {
      method: 'PUT',
      json: { title: 'Volontari attivi', value: '1600+', description: 'In crescita' },
      token,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ value: '1600+', description: 'In crescita' });
    for (const id of ['31337', 'uno']) {
      expect((await call(app.url, `/api/stats/${id}`)).status).toBe(404);
      const put = await call(app.url, `/api/stats/${id}`, {
        method: 'PUT',
        json: { title: 'a', value: 'b', description: 'c' },
        token,
      });
      expect(put.status).toBe(404);
    }
  });

  it('answers 400 with the field messages', async () => {
    const answer = await call(app.url, '/api/stats', {
      json: { title: '', value: '   ', position: 'primo' },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Dati non validi',
      errors: {
        title: 'Il titolo è obbligatorio',
        value: 'Il valore è obbligatorio',
        description: 'La descrizione è obbligatoria',
        position: 'La posizione deve essere un numero intero tra 0 e 1000',
      },
    });
  });

  it('enforces the maximum lengths', async () => {
    const answer = await call(app.url, '/api/stats', {
      json: {
        title: 't'.repeat(101),
        value: 'v'.repeat(51),
        description: 'd'.repeat(501),
        position: 1001,
      },
      token,
    });
    expect(answer.body.errors).toEqual({
      title: 'Il titolo può avere al massimo 100 caratteri',
      value: 'Il valore può avere al massimo 50 caratteri',
      description: 'La descrizione può avere al massimo 500 caratteri',
      position: 'La posizione deve essere un numero intero tra 0 e 1000',
    });
  });

  it.each(badTokenKinds)('refuses writes with a %s token (401)', async (kind) => {
    const id = first.id as number;
    const json = { title: 'a', value: 'b', description: 'c' };
    for (const [method, path] of [
      ['POST', '/api/stats'],
      ['PUT', `/api/stats/${id}`],
      ['DELETE', `/api/stats/${id}`],
    ]) {
      const answer = await call(app.url, path, { method, json, token: bad[kind] });
      expect(answer.status).toBe(401);
    }
  });

  it('deletes a statistic', async () => {
    expect(
      (await call(app.url, `/api/stats/${first.id as number}`, { method: 'DELETE', token })).status,
    ).toBe(200);
    expect((await call(app.url, `/api/stats/${first.id as number}`)).status).toBe(404);
  });
});

describe('GraphQL stats', () => {
  it('creates, lists with count, updates and deletes; writes need a token', async () => {
    const made = await graphql(
      app.url,
      `
        mutation {
          createStat(title: "Progetti", value: "45+", description: "Iniziative attive") {
            id
            position
          }
        }
      `,
      {},
      token,
    );
    const stat = made.data?.createStat as Json;
    const list = await graphql(
      app.url,
      `
        query ($ids: [ID!]) {
          allStats(filter: { ids: $ids }) {
            id
            value
          }
          _allStatsMeta {
            count
          }
        }
      `,
      { ids: [stat.id, 'abc'] },
    );
    expect(list.data?.allStats).toEqual([{ id: stat.id, value: '45+' }]);
    expect((list.data?._allStatsMeta as Json).count).toBeGreaterThanOrEqual(1);
    const invalid = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateStat(id: $id, value: "") {
            id
          }
        }
      `,
      { id: stat.id },
      token,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { value: 'Il valore è obbligatorio' },
    });
    for (const kind of badTokenKinds) {
      const denied = await graphql(
        app.url,
        `
          mutation ($id: ID!) {
            deleteStat(id: $id) {
              id
            }
          }
        `,
        { id: stat.id },
        bad[kind],
      );
      expect(denied.errors?.[0].extensions.status).toBe(401);
    }
    const one = await graphql(
      app.url,
      `
        query ($id: ID!) {
          Stat(id: $id) {
            title
          }
        }
      `,
      { id: stat.id },
    );
    expect(one.data?.Stat).toEqual({ title: 'Progetti' });
    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteStat(id: $id) {
            id
            title
          }
        }
      `,
      { id: stat.id },
      token,
    );
    expect(deleted.data?.deleteStat).toEqual({ id: stat.id, title: 'Progetti' });
  });
});
