// Login, logout and sessions over REST and GraphQL: opaque tokens stored hashed with an
// expiry, one answer for every login failure, revocation, and the login rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { call, graphql } from '../testing/api-client.js';
import { hashToken } from './tokens.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function sessionRows(): Promise<
  { token_hash: string; expires_at: Date; revoked_at: Date | null }[]
> {
  return app
    .em()
    .getConnection()
    .execute('select token_hash, expires_at, revoked_at from sessions');
}

describe('REST /api/auth', () => {
  it('logs in with an opaque token stored only as its SHA-256, valid for 12 hours', async () => {
    const answer = await call(app.url, '/api/auth/login', {
      json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(answer.status).toBe(200);
    const token = answer.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.user).toMatchObject({ username: 'admin' });
    const row = (await sessionRows()).find((r) => r.token_hash === hashToken(token));
    expect(row).toBeDefined();
    expect((await sessionRows()).some((r) => r.token_hash === token)).toBe(false);
    const hours = (new Date(row?.expires_at ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const hash = await app
      .em()
      .getConnection()
      .execute<{ password_hash: string }[]>('select password_hash from admin_users');
    expect(hash[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers every login failure with 401 Invalid credentials', async () => {
    for (const json of [
      { username: 'admin', password: 'sbagliata-davvero' },
      { username: 'nessuno', password: TEST_ADMIN_PASSWORD },
      { username: 'admin' },
      {},
      { username: ['admin'], password: { $ne: '' } },
    ]) {
      const answer = await call(app.url, '/api/auth/login', { json });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const raw = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin", ',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ message: 'Richiesta non valida: JSON malformato' });
  });

  it('logout revokes the token; a revoked or unknown token is refused', async () => {
    const token = await app.loginAsAdmin();
    expect((await call(app.url, '/api/contacts', { token })).status).toBe(200);
    const out = await call(app.url, '/api/auth/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    const after = await call(app.url, '/api/contacts', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Sessione scaduta. Effettua nuovamente il login.' });
    expect((await call(app.url, '/api/auth/logout', { method: 'POST', token })).status).toBe(401);
    const none = await call(app.url, '/api/auth/logout', { method: 'POST' });
    expect(none.body).toEqual({ message: 'Non autorizzato: token mancante' });
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer a b']) {
      const odd = await call(app.url, '/api/contacts', { headers: { authorization } });
      expect(odd.status).toBe(401);
    }
  });
});

describe('GraphQL auth', () => {
  it('logs in, knows the current user, logs out', async () => {
    expect((await graphql(app.url, '{ me { id username } }')).data).toEqual({ me: null });
    const login = await graphql(
      app.url,
      `
        mutation ($u: String!, $p: String!) {
          login(username: $u, password: $p) {
            token
            expiresAt
            user {
              username
            }
          }
        }
      `,
      { u: 'admin', p: TEST_ADMIN_PASSWORD },
    );
    const token = (login.data?.login as { token: string }).token;
    expect((await graphql(app.url, '{ me { username } }', {}, token)).data).toEqual({
      me: { username: 'admin' },
    });
    expect((await graphql(app.url, 'mutation { logout }', {}, token)).data).toEqual({
      logout: true,
    });
    expect((await graphql(app.url, '{ me { username } }', {}, token)).data).toEqual({ me: null });
    const again = await graphql(app.url, 'mutation { logout }', {}, token);
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'INVALID_TOKEN', status: 401 });
    const wrong = await graphql(
      app.url,
      `
        mutation {
          login(username: "admin", password: "no") {
            token
          }
        }
      `,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'INVALID_CREDENTIALS', status: 401 },
    });
  });
});

describe('login rate limits (counters in PostgreSQL)', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        loginPerIp: { limit: 6, windowSeconds: 120 },
        loginPerUsername: { limit: 3, windowSeconds: 60 },
        contactPerIp: { limit: 100, windowSeconds: 60 },
      },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('limits attempts per username, then per IP, with 429 and Retry-After', async () => {
    const attempt = (username: string, password = 'sbagliata-davvero') =>
      call(limited.url, '/api/auth/login', { json: { username, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('admin')).status).toBe(401);
    const blocked = await attempt('admin', TEST_ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Troppi tentativi. Riprova più tardi.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another username from the same address still has attempts, until the IP limit.
    expect((await attempt('segreteria')).status).toBe(401);
    expect((await attempt('segreteria')).status).toBe(401);
    const ipBlocked = await attempt('presidenza');
    expect(ipBlocked.status).toBe(429);
    expect(Number(ipBlocked.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    const viaGraphql = await graphql(
      limited.url,
      `
        mutation {
          login(username: "x", password: "y") {
            token
          }
        }
      `,
    );
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
    const raw = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(username: "x", password: "y") { token } }' }),
    });
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count successful logins: an administrator is never locked out by signing in', async () => {
    await limited
      .em()
      .getConnection()
      .execute(`update rate_limits set window_start = now() - interval '1 hour'`);
    for (let i = 0; i < 8; i += 1) {
      const ok = await call(limited.url, '/api/auth/login', {
        json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      });
      expect(ok.status).toBe(200);
    }
    // The failures still count: three wrong passwords exhaust the username's window.
    for (let i = 0; i < 3; i += 1) {
      const wrong = await call(limited.url, '/api/auth/login', {
        json: { username: 'admin', password: 'sbagliata-davvero' },
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await call(limited.url, '/api/auth/login', {
      json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(blocked.status).toBe(429);
  });

  it('starts a new window once the old one is over', async () => {
    await limited
      .em()
      .getConnection()
      .execute(`update rate_limits set window_start = now() - interval '1 hour'`);
    const answer = await call(limited.url, '/api/auth/login', {
      json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(answer.status).toBe(200);
  });
});
