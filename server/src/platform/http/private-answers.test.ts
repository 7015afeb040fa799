// Answers to requests with a token are stored by no cache: REST and GraphQL with a bearer
// token, `me`, a route that sets a public Cache-Control of its own, and the login's answer
// (its token) all go out with `Cache-Control: private, no-store`; public reads without a
// token keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/api-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { PRIVATE_NO_STORE } from './private-answers.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app?.close();
});

async function graphqlHeaders(query: string, authorization?: string): Promise<Headers> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ query }),
  });
  await response.arrayBuffer();
  return response.headers;
}

describe('Cache-Control of answers for one user', () => {
  it('is private, no-store on REST answers to a token, over any route of its own', async () => {
    for (const path of [
      '/api/contacts',
      '/api/news',
      '/api/settings',
      '/api/grants/export/2025.csv',
    ]) {
      const answer = await call(app.url, path, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe(PRIVATE_NO_STORE);
    }
    const created = await call(app.url, '/api/stats', {
      token,
      json: { title: 'Volontari', value: '12', description: 'Nel 2026' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    // A token that is no longer valid: the 401 is for that request alone too.
    const refused = await call(app.url, '/api/contacts', { token: 'scaduto' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  it('is private, no-store on GraphQL with a token and on the login', async () => {
    expect(
      (await graphqlHeaders('{ me { username } }', `Bearer ${token}`)).get('cache-control'),
    ).toBe(PRIVATE_NO_STORE);
    expect(
      (await graphqlHeaders('{ allNews { id } }', `Bearer ${token}`)).get('cache-control'),
    ).toBe(PRIVATE_NO_STORE);
    const login = await call(app.url, '/api/auth/login', {
      json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  it('is left to the route without a token', async () => {
    const news = await call(app.url, '/api/news');
    expect(news.headers.get('cache-control')).toBeNull();
    const csv = await call(app.url, '/api/grants/export/2025.csv');
    expect(csv.headers.get('cache-control')).toBe('public, no-cache');
    expect((await graphqlHeaders('{ allNews { id } }')).get('cache-control')).toBeNull();
  });
});
