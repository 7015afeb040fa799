// The TLS proxy's question (GET /api/committees/tls-ask?domain=): 200 only for the host of
// an active committee (its <slug>.<PLATFORM_DOMAIN> or one of its own domains), asked on
// any Host (the proxy calls the app's internal address); 404 for the hub, unknown hosts and
// archived committees; 400 for a missing or malformed domain; a single-committee
// deployment confirms no host at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../testing/api-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
/** The Host of the proxy's calls: the app's internal address, no committee's. */
const INTERNAL = 'app1:4000';

let platform: TestApp;
let single: TestApp;

function ask(app: TestApp, domain: string | undefined, host = INTERNAL) {
  const query = domain === undefined ? '' : `?domain=${encodeURIComponent(domain)}`;
  return call<Json>(app.url, `/api/committees/tls-ask${query}`, { headers: { host } });
}

beforeAll(async () => {
  [platform, single] = await Promise.all([
    createTestApp({ platformDomain: DOMAIN }),
    createTestApp(),
  ]);
  const login = await call<Json>(platform.url, '/api/auth/login', {
    headers: { host: FIRST },
    json: { username: platform.config.adminUsername, password: TEST_ADMIN_PASSWORD },
  });
  const created = await call<Json>(platform.url, '/api/committees', {
    headers: { host: FIRST },
    token: login.body.token as string,
    json: {
      name: 'Comitato di Lodi',
      slug: 'lodi',
      hostnames: ['www.cri-lodi.example'],
      admin: {
        name: 'Marta Galli',
        username: 'marta',
        email: 'marta@cri-lodi.example',
        password: 'un-comitato-sull-adda',
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const archived = await call<Json>(platform.url, '/api/committees', {
    headers: { host: FIRST },
    token: login.body.token as string,
    json: {
      name: 'Comitato chiuso',
      slug: 'chiuso',
      hostnames: ['www.chiuso.example'],
      admin: {
        name: 'Paolo Neri',
        username: 'paolo',
        email: 'paolo@chiuso.example',
        password: 'un-comitato-ormai-chiuso',
      },
    },
  });
  expect(archived.status).toBe(201);
  const gone = await call<Json>(platform.url, `/api/committees/${archived.body.id}`, {
    method: 'DELETE',
    headers: { host: FIRST },
    token: login.body.token as string,
  });
  expect(gone.status).toBe(200);
});

afterAll(async () => {
  await Promise.all([platform?.close(), single?.close()]);
});

describe('GET /api/committees/tls-ask', () => {
  it("confirms an active committee's platform host and own domains, on any Host", async () => {
    for (const domain of [
      FIRST,
      `lodi.${DOMAIN}`,
      'www.cri-lodi.example',
      'WWW.CRI-LODI.EXAMPLE.',
    ]) {
      const answer = await ask(platform, domain);
      expect(answer.status, domain).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await ask(platform, 'www.cri-lodi.example')).body).toMatchObject({
      committee: 'lodi',
    });
    // Asked on a committee's own host it answers the same (it names none by its Host).
    expect((await ask(platform, 'www.cri-lodi.example', FIRST)).status).toBe(200);
  });

  it('refuses the hub, unknown hosts and archived committees', async () => {
    for (const domain of [
      DOMAIN,
      `nessuno.${DOMAIN}`,
      'altrove.example',
      `chiuso.${DOMAIN}`,
      'www.chiuso.example',
    ]) {
      const answer = await ask(platform, domain);
      expect(answer.status, domain).toBe(404);
      expect(answer.body).toEqual({ message: 'Comitato non trovato' });
    }
  });

  it('answers 400 to a missing or malformed domain', async () => {
    for (const domain of [undefined, '', 'a b.example', 'x'.repeat(300), 'host:443']) {
      const answer = await ask(platform, domain);
      expect(answer.status, String(domain)).toBe(400);
      expect(answer.body.message).toBe('Indica un dominio valido nel parametro domain');
    }
  });

  it('confirms no host on a single-committee deployment', async () => {
    expect((await ask(single, 'localhost')).status).toBe(404);
    expect((await ask(single, 'www.example.org')).status).toBe(404);
  });
});
