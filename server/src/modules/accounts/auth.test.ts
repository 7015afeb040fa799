// Login, logout and sessions over REST and GraphQL: opaque tokens stored hashed with an
// expiry, one answer for every login failure, revocation, and the login rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { call, graphql } from '../../testing/api-client.js';
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
      .execute<{ password_hash: string }[]>('select password_hash from users');
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

describe('login limits (counters in PostgreSQL), per client address', () => {
  let limited: TestApp;
  const delay = { freeFailures: 2, baseDelayMs: 150, maxDelayMs: 400, windowSeconds: 60 };

  beforeAll(async () => {
    // One proxy hop trusted: X-Forwarded-For names the client, as behind docker-compose's proxy.
    limited = await createTestApp({
      trustProxy: 1,
      rateLimits: {
        ...defaultRateLimits,
        loginPerIp: { limit: 6, windowSeconds: 120 },
        loginPerIpAndUsername: { limit: 3, windowSeconds: 60 },
        loginUsernameDelay: delay,
        contactPerIp: { limit: 100, windowSeconds: 60 },
      },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  const resetCounters = () => limited.em().getConnection().execute(`delete from rate_limits`);

  const attempt = (from: string, username: string, password = 'sbagliata-davvero') =>
    call(limited.url, '/api/auth/login', {
      json: { username, password },
      headers: { 'x-forwarded-for': from },
    });

  it('limits failures per address and username, then per address, with 429 and Retry-After', async () => {
    await resetCounters();
    const from = '203.0.113.1';
    for (let i = 0; i < 3; i += 1) expect((await attempt(from, 'admin')).status).toBe(401);
    const blocked = await attempt(from, 'admin', TEST_ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Troppi tentativi. Riprova più tardi.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another username from the same address still has attempts, until the address's limit.
    expect((await attempt(from, 'segreteria')).status).toBe(401);
    expect((await attempt(from, 'segreteria')).status).toBe(401);
    const ipBlocked = await attempt(from, 'presidenza');
    expect(ipBlocked.status).toBe(429);
    expect(Number(ipBlocked.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    const raw = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ query: 'mutation { login(username: "x", password: "y") { token } }' }),
    });
    const viaGraphql = (await raw.json()) as { errors: { extensions: unknown }[] };
    expect(viaGraphql.errors[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address that did not fail signs in at once.
    const other = await attempt('198.51.100.7', 'admin', TEST_ADMIN_PASSWORD);
    expect(other.status).toBe(200);
  });

  it("never refuses the right password from an address that did not fail, whatever other addresses' failures", async () => {
    await resetCounters();
    // Eight addresses guess admin's password three times each: every guess is a 401, none
    // of them locks the account.
    for (let n = 1; n <= 8; n += 1) {
      const answers = await Promise.all(
        [0, 1, 2].map(() => attempt(`192.0.2.${n}`, 'admin', `tentativo-${n}`)),
      );
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
    }
    const started = Date.now();
    const ok = await attempt('198.51.100.20', 'admin', TEST_ADMIN_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Slowed down (the username has many recent failures), never by more than the cap.
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(delay.maxDelayMs);
    expect(elapsed).toBeLessThan(delay.maxDelayMs + 3_000);
    // GraphQL alike.
    const viaGraphql = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
      body: JSON.stringify({
        query: 'mutation ($p: String!) { login(username: "admin", password: $p) { token } }',
        variables: { p: TEST_ADMIN_PASSWORD },
      }),
    });
    expect(
      ((await viaGraphql.json()) as { data: { login: { token: string } } }).data.login.token,
    ).toBeTruthy();
  });

  it('slows down the guesses on one username with a growing delay, capped', async () => {
    await resetCounters();
    const timings: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const started = Date.now();
      expect((await attempt(`192.0.2.${100 + n}`, 'segreteria')).status).toBe(401);
      timings.push(Date.now() - started);
    }
    // Failures before each attempt: 0..5; free up to 2, then 150, 300, 400 (the cap), 400.
    expect(timings[3]).toBeGreaterThanOrEqual(150);
    expect(timings[4]).toBeGreaterThanOrEqual(300);
    expect(timings[5]).toBeGreaterThanOrEqual(400);
    for (const time of timings) expect(time).toBeLessThan(delay.maxDelayMs + 3_000);
    // Every guess counted on the username, whatever its address.
    const rows = await limited
      .em()
      .getConnection()
      .execute<{ hits: number }[]>(
        `select hits from rate_limits where key = 'login-user:segreteria'`,
      );
    expect(rows[0].hits).toBe(6);
  });

  it('does not count successful logins: an administrator is never locked out by signing in', async () => {
    await resetCounters();
    for (let i = 0; i < 8; i += 1) {
      expect((await attempt('203.0.113.9', 'admin', TEST_ADMIN_PASSWORD)).status).toBe(200);
    }
    // The failures still count: three wrong passwords exhaust this address's attempts at admin.
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.9', 'admin')).status).toBe(401);
    expect((await attempt('203.0.113.9', 'admin', TEST_ADMIN_PASSWORD)).status).toBe(429);
  });

  it('starts a new window once the old one is over', async () => {
    await limited
      .em()
      .getConnection()
      .execute(`update rate_limits set window_start = now() - interval '1 hour'`);
    expect((await attempt('203.0.113.9', 'admin', TEST_ADMIN_PASSWORD)).status).toBe(200);
  });
});
