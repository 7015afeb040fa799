// A database outage, for real: the app runs on a throwaway PostgreSQL of this test's own
// (its own data directory and port, used through DATABASE_URL like an external server),
// which the test stops and starts again. While it is down: 503 + Retry-After + the
// Italian message for whatever needs the database (REST and GraphQL, contacts refused,
// never acknowledged), the public answers the cache holds still served (stale-if-error),
// the server-rendered pages it keeps too (the site built from the current sources), a page
// it does not keep answered 503 with the site's shell, /healthz 503 and /livez 200. When it
// is back, everything works again by itself.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../db/embedded-postgres.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { buildSite } from '../../testing/site-build.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const UNAVAILABLE = 'Servizio temporaneamente non disponibile, riprova tra poco.';
const DATABASE = 'outage';
const STATS_QUERY = '{ allStats { id title value } }';

let pgDir: string;
let postgres: RunningPostgres | undefined;
let app: TestApp | undefined;
let token: string;

function startPostgres(): Promise<RunningPostgres> {
  return startEmbeddedPostgres({
    dataDir: pgDir,
    logger: pino({ level: 'silent' }),
    tuning: 'fast',
    maxConnections: 20,
    supervise: false,
  });
}

const contact = {
  name: 'Giulia Bianchi',
  email: 'giulia.bianchi@example.it',
  subject: 'Volontariato',
  message: 'Vorrei diventare volontaria: come posso iniziare il corso base?',
};

beforeAll(async () => {
  pgDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-outage-pg-'));
  postgres = await startPostgres();
  await postgres.ensureDatabase(DATABASE);
  const site = await buildSite();
  app = await createTestApp(
    {
      webDist: site.webDist,
      webSsrEntry: site.webSsrEntry,
      rateLimits: {
        ...defaultRateLimits,
        loginPerIp: { limit: 100, windowSeconds: 60 },
        loginPerIpAndUsername: { limit: 100, windowSeconds: 60 },
        contactPerIp: { limit: 100, windowSeconds: 60 },
      },
    },
    { databaseUrl: postgres.connectionUrl(DATABASE) },
  );
  token = await app.loginAsAdmin();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await postgres?.stop();
  await fs.rm(pgDir, { recursive: true, force: true });
});

describe('while the database is unreachable', () => {
  let stats: unknown;
  let statsGraphQL: unknown;
  /** The sitemap, robots.txt and the news feed as first answered. */
  const seoAnswers = new Map<string, { type: string | null; text: string }>();
  const SEO_PATHS = ['/sitemap.xml', '/robots.txt', '/rss.xml'];
  /** Server-rendered pages as first answered (then kept by the page cache). */
  const pages = new Map<string, string>();
  const PAGE_PATHS = ['/', '/progetti', '/trasparenza'];

  it('first answers normally and keeps the public answers', async () => {
    const url = app!.url;
    const created = await call(url, '/api/stats', {
      token,
      json: { title: 'Volontari attivi', value: '120', description: 'Nel 2026' },
    });
    expect(created.status).toBe(201);
    const list = await call(url, '/api/stats');
    expect(list.status).toBe(200);
    stats = list.body;
    expect(stats).toEqual([expect.objectContaining({ title: 'Volontari attivi' })]);
    // Twice: Apollo answers the first, the cache (its plan known) the second.
    expect((await graphql(url, STATS_QUERY)).status).toBe(200);
    const answer = await graphql(url, STATS_QUERY);
    statsGraphQL = answer.data;
    expect(answer.data?.allStats).toHaveLength(1);
    for (const target of SEO_PATHS) {
      const seo = await fetch(`${url}${target}`);
      expect(seo.status, target).toBe(200);
      seoAnswers.set(target, { type: seo.headers.get('content-type'), text: await seo.text() });
    }
    for (const target of PAGE_PATHS) {
      const page = await fetch(`${url}${target}`);
      expect(page.status, target).toBe(200);
      const html = await page.text();
      // Rendered by the server, with the statistic created above on the home page.
      expect(html, target).toMatch(/<div id="root">\s*<[^!]/);
      if (target === '/') expect(html).toContain('Volontari attivi');
      pages.set(target, html);
    }

    await postgres!.stop();
    postgres = undefined;
  });

  it('serves the public answers the cache holds (REST, the fast lane and GraphQL)', async () => {
    const list = await call(app!.url, '/api/stats');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(stats);
    const answer = await graphql(app!.url, STATS_QUERY);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual(statsGraphQL);
    for (const target of SEO_PATHS) {
      const seo = await fetch(`${app!.url}${target}`);
      expect(seo.status, target).toBe(200);
      expect({ type: seo.headers.get('content-type'), text: await seo.text() }).toEqual(
        seoAnswers.get(target),
      );
    }
  });

  it('serves the pages the page cache keeps, and the site shell with 503 for the others', async () => {
    for (const target of PAGE_PATHS) {
      const page = await fetch(`${app!.url}${target}`);
      expect(page.status, target).toBe(200);
      expect(await page.text(), target).toBe(pages.get(target));
    }
    // Never rendered, so not kept: the browser's app shows its own outage state.
    const missing = await fetch(`${app!.url}/news?q=ambulanza`);
    expect(missing.status).toBe(503);
    expect(missing.headers.get('retry-after')).toBe('5');
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const shell = await missing.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('id="app-modules"');
  });

  it('answers 503 with Retry-After and the Italian message to REST requests that need it', async () => {
    const requests: [string, Parameters<typeof call>[2]][] = [
      ['/api/news', {}],
      ['/api/documents?q=bilancio', {}],
      ['/api/contacts', { token }],
      ['/api/stats', { token, json: { title: 'x', value: '1', description: 'y' } }],
      ['/api/auth/login', { json: { username: 'admin', password: 'qualunque-password' } }],
    ];
    for (const [target, options] of requests) {
      const answer = await call<Json>(app!.url, target, options);
      expect({ target, status: answer.status }).toEqual({ target, status: 503 });
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ message: UNAVAILABLE });
    }
  });

  it('refuses a contact request with 503: never acknowledged and lost', async () => {
    const rest = await call(app!.url, '/api/contacts', { json: contact });
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ message: UNAVAILABLE });
    const mutation = await graphql(
      app!.url,
      `
        mutation ($name: String!, $email: String!, $subject: String!, $message: String!) {
          submitContact(
            name: $name
            email: $email
            subject: $subject
            message: $message
            privacyConsent: true
          ) {
            id
          }
        }
      `,
      contact,
    );
    expect(mutation.status).toBe(503);
    expect(mutation.data?.submitContact ?? null).toBeNull();
    expect(mutation.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers GraphQL with status 503 and SERVICE_UNAVAILABLE (anonymous or not)', async () => {
    for (const [query, bearer] of [
      ['{ allNews { id title } }', undefined],
      [STATS_QUERY, token],
      ['{ allContacts { id } }', token],
    ] as const) {
      const response = await fetch(`${app!.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
      expect({ query, status: response.status }).toEqual({ query, status: 503 });
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as {
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.errors[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });

  it('is not ready (/healthz 503) but alive (/livez 200)', async () => {
    const ready = await fetch(`${app!.url}/healthz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    const live = await fetch(`${app!.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });
});

describe('when the database is back', () => {
  it('answers again with no restart of the app, and stores contact requests', async () => {
    postgres = await startPostgres();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${app!.url}/healthz`)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);

    const sent = await call(app!.url, '/api/contacts', { json: contact });
    expect(sent.status).toBe(201);
    const stored = await call<Json[]>(app!.url, '/api/contacts', { token });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual([expect.objectContaining({ email: contact.email })]);
    const list = await call(app!.url, '/api/news');
    expect(list.status).toBe(200);
  });
});
