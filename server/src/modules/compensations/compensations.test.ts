// The officers' compensation register (CTS art. 14): validation by field, newest year
// first, the year filter, names optional, the public cache kept fresh, 401 and 404.
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

describe('REST /api/compensations', () => {
  let id: number;

  it('creates rows, names optional, and lists newest year first, larger amount first', async () => {
    const rows = [
      { year: 2024, role: 'Revisore dei conti', grossAmount: 1800 },
      { year: 2025, role: 'Presidente', name: 'Maria Bianchi', grossAmount: 0 },
      { year: 2025, role: 'Revisore dei conti', grossAmount: 2400.5 },
    ];
    for (const row of rows) {
      const answer = await call(app.url, '/api/compensations', { json: row, token });
      expect(answer.status).toBe(201);
      id = answer.body.id as number;
    }
    const list = await call<Json[]>(app.url, '/api/compensations');
    expect(list.body.map((r) => [r.year, r.role, r.name, r.grossAmount])).toEqual([
      [2025, 'Revisore dei conti', null, 2400.5],
      [2025, 'Presidente', 'Maria Bianchi', 0],
      [2024, 'Revisore dei conti', null, 1800],
    ]);
    expect((await call<Json[]>(app.url, '/api/compensations?year=2024')).body).toHaveLength(1);
  });

  it('refuses invalid input with Italian messages by field, saving nothing', async () => {
    const answer = await call(app.url, '/api/compensations', {
      json: { year: 'duemila', role: '', grossAmount: 10.123 },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      year: "L'anno deve essere un numero intero di quattro cifre",
      role: 'Il ruolo è obbligatorio (al massimo 200 caratteri)',
      grossAmount: expect.stringContaining(
        'Il compenso lordo deve essere un numero di euro non negativo',
      ),
    });
    expect((await call<Json[]>(app.url, '/api/compensations')).body).toHaveLength(3);
  });

  it('updates (a fresh list follows), 401s without a valid token, 404s on unknown ids', async () => {
    await call(app.url, '/api/compensations');
    const updated = await call(app.url, `/api/compensations/${id}`, {
      method: 'PUT',
      json: { grossAmount: 2600 },
      token,
    });
    expect(updated.body).toMatchObject({ grossAmount: 2600, role: 'Revisore dei conti' });
    expect((await call<Json[]>(app.url, '/api/compensations')).body[0].grossAmount).toBe(2600);
    for (const kind of badTokenKinds) {
      expect(
        (await call(app.url, `/api/compensations/${id}`, { method: 'DELETE', token: bad[kind] }))
          .status,
      ).toBe(401);
    }
    expect((await call(app.url, '/api/compensations/424242')).status).toBe(404);
    expect(
      (await call(app.url, '/api/compensations/abc', { method: 'DELETE', token })).status,
    ).toBe(404);
  });

  it('reads through GraphQL and deletes as admin', async () => {
    const list = await graphql<{ allCompensations: Json[] }>(
      app.url,
      '{ allCompensations(filter: { year: 2025 }) { role grossAmount } }',
    );
    expect(list.data?.allCompensations).toEqual([
      { role: 'Revisore dei conti', grossAmount: 2600 },
      { role: 'Presidente', grossAmount: 0 },
    ]);
    const deleted = await graphql(
      app.url,
      `mutation { deleteCompensation(id: "${id}") { id } }`,
      {},
      token,
    );
    expect(deleted.data?.deleteCompensation).toEqual({ id: String(id) });
  });
});
