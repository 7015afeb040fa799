// The committee switch: a platform administrator asks for another committee's back office
// (POST /api/committees/:id/handoff, GraphQL committeeHandoff) and gets its address with a
// one-time code in the fragment; that committee's host exchanges the code for a session
// (POST /api/committees/sign-in, GraphQL exchangeCommitteeHandoff) once, within a minute,
// and on no other committee's host. Committee users and visitors get no code; a session
// begun so ends on logout wherever it is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/api-client.js';
import { hostClient } from '../../testing/host-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { CommitteeHandoff } from './committee-handoff.entity.js';

const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
const COMO = `como.${DOMAIN}`;
const COMO_ADMIN = {
  name: 'Lucia Riva',
  username: 'lucia',
  email: 'lucia@cri-como.example',
  password: 'un-comitato-sul-lario',
};

let app: TestApp;
let platformToken: string;
let comoToken: string;
let comoId: string;

const { at, login, newCommittee } = hostClient(() => app);

/** A code of the switch to Como, asked by the platform administrator on the first committee. */
async function handoffCode(): Promise<string> {
  const answer = await at(FIRST, `/api/committees/${comoId}/handoff`, {
    method: 'POST',
    token: platformToken,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new URL(answer.body.url as string).hash.replace('#accesso=', '');
}

const signIn = (host: string, code: unknown) =>
  at(host, '/api/committees/sign-in', { json: { code } });

beforeAll(async () => {
  app = await createTestApp({ platformDomain: DOMAIN });
  platformToken = await login(FIRST, app.config.adminUsername, TEST_ADMIN_PASSWORD);
  const como = { name: 'Comitato di Como', slug: 'como', admin: COMO_ADMIN };
  const created = await newCommittee(FIRST, platformToken, como, COMO);
  comoId = String(created.committee.id);
  comoToken = created.token;
});

afterAll(async () => {
  await app?.close();
});

describe('the committee switch', () => {
  it("gives the platform administrator the committee's back office with a one-time code", async () => {
    const answer = await at(FIRST, `/api/committees/${comoId}/handoff`, {
      method: 'POST',
      token: platformToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.url).toMatch(
      new RegExp(`^http://como\\.comitati\\.test(:\\d+)?/admin#accesso=[A-Za-z0-9_-]{43}$`),
    );
    const expiresIn = new Date(answer.body.expiresAt as string).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(60_000);
  });

  it('exchanges the code once, on its committee only, for a working session', async () => {
    const code = await handoffCode();
    // Another committee's host does not know it (and does not use it up).
    const elsewhere = await signIn(FIRST, code);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toBe(
      'Il collegamento per entrare nel comitato non è valido o è scaduto: accedi con nome utente e password',
    );
    const exchanged = await signIn(COMO, code);
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    expect(exchanged.headers.get('cache-control')).toContain('no-store');
    const token = exchanged.body.token as string;
    const users = await at(COMO, '/api/users', { token });
    expect(users.status).toBe(200);
    expect((users.body as unknown as Json[]).map((user) => user.username)).toEqual([
      COMO_ADMIN.username,
    ]);
    // Once only.
    expect((await signIn(COMO, code)).status).toBe(401);
    // Logging out on Como ends that session everywhere.
    expect((await at(COMO, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await at(COMO, '/api/users', { token })).status).toBe(401);
    expect((await at(FIRST, '/api/users', { token })).status).toBe(401);
  });

  it('refuses an expired code, a made-up one and a malformed one', async () => {
    const code = await handoffCode();
    await app
      .em()
      .nativeUpdate(CommitteeHandoff, { usedAt: null }, { expiresAt: new Date(Date.now() - 1) });
    expect((await signIn(COMO, code)).status).toBe(401);
    expect((await signIn(COMO, 'x'.repeat(43))).status).toBe(401);
    for (const bad of [undefined, 42, '', 'a b', 'x'.repeat(500)]) {
      const answer = await signIn(COMO, bad);
      expect(answer.status, String(bad)).toBe(401);
      expect(answer.body.message).toMatch(/non è valido o è scaduto/);
    }
  });

  it('gives no code to committee users or visitors, nor for an archived committee', async () => {
    const byCommitteeAdmin = await at(COMO, `/api/committees/${comoId}/handoff`, {
      method: 'POST',
      token: comoToken,
    });
    expect(byCommitteeAdmin.status).toBe(403);
    const anonymous = await at(COMO, `/api/committees/${comoId}/handoff`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const archived = await at(FIRST, '/api/committees', {
      token: platformToken,
      json: {
        name: 'Comitato chiuso',
        slug: 'chiuso',
        admin: { ...COMO_ADMIN, username: 'chiuso' },
      },
    });
    await at(FIRST, `/api/committees/${archived.body.id}`, {
      method: 'DELETE',
      token: platformToken,
    });
    const refused = await at(FIRST, `/api/committees/${archived.body.id}/handoff`, {
      method: 'POST',
      token: platformToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Il comitato è archiviato: ripristinalo per aprirne il back office',
    );
  });

  it('works through GraphQL as through REST', async () => {
    const asked = await at(FIRST, '/graphql', {
      token: platformToken,
      json: {
        query: 'mutation($id: ID!) { committeeHandoff(id: $id) { url expiresAt } }',
        variables: { id: comoId },
      },
    });
    const url = (asked.body.data as { committeeHandoff: { url: string } }).committeeHandoff.url;
    const code = new URL(url).hash.replace('#accesso=', '');
    const exchanged = await at(COMO, '/graphql', {
      json: {
        query:
          'mutation($code: String!) { exchangeCommitteeHandoff(code: $code) { token user { username } } }',
        variables: { code },
      },
    });
    const result = (
      exchanged.body.data as {
        exchangeCommitteeHandoff: { token: string; user: { username: string } };
      }
    ).exchangeCommitteeHandoff;
    expect(result.user.username).toBe(app.config.adminUsername);
    const me = await at(COMO, '/graphql', {
      token: result.token,
      json: { query: '{ me { username permissions } }' },
    });
    const permissions = (me.body.data as { me: { permissions: string[] } }).me.permissions;
    expect(permissions).toContain('committees.write');
  });
});
