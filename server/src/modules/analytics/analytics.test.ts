// Visit statistics without cookies, against the real app and its server-rendered pages
// (the site built from the current sources): page views counted in memory and written in
// batches (a page kept in the page cache included), bots, the staff and previews not
// counted, two processes on one database adding up, the daily salt (the same visitor on
// two days gives two unlinked hashes), the settings' switch, retention after 25 months,
// the report over REST and GraphQL (shape, 400s, editor allowed, anonymous 401), and the
// site's beacons for the pages its router shows (same rules, paths checked, rate limit).
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../testing/site-build.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, fetchAt, graphql, type ApiAnswer, type Json } from '../../testing/api-client.js';
import { registry } from '../../registry.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { ANALYTICS_RETENTION_JOB, deleteExpiredAnalytics } from './analytics-retention.js';
import { romeDay } from '../../platform/time/rome.js';
import { deviceClass, isBot, isCountablePath, viewedPath, VisitCounter } from './visit-counter.js';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let app: TestApp;
let second: TestApp;
let admin: string;
let editor: string;
const today = romeDay(new Date());

interface Report {
  days: { date: string; views: number; visitors: number }[];
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  devices: { device: string; views: number }[];
}

async function visit(
  target: TestApp,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { 'user-agent': DESKTOP, ...headers },
  });
  await response.arrayBuffer();
  return response.status;
}

/** The site's beacon for a page its router showed (web/src/lib/page-view-beacon.ts). */
async function beacon(
  target: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<Json>> {
  return call<Json>(target.url, '/api/analytics/views', {
    method: 'POST',
    json: body,
    headers: { 'user-agent': DESKTOP, ...headers },
  });
}

/** The beacons' rate limit of the tests' app (the default is 300 in 15 minutes). */
const BEACON_LIMIT = 12;

async function report(query = `?from=${today}&to=${today}`): Promise<Report> {
  const answer = await call<Report & Json>(app.url, `/api/analytics${query}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function flushAll() {
  await app.visits.flush();
  await second.visits.flush();
}

async function clearFigures() {
  await app
    .em()
    .getConnection()
    .execute(
      'truncate "analytics_days", "analytics_counts", "analytics_visitors", "analytics_salts"',
    );
}

beforeAll(async () => {
  const site = await buildSite();
  const overrides = { webDist: site.webDist, webSsrEntry: site.webSsrEntry };
  app = await createTestApp({
    ...overrides,
    rateLimits: {
      ...defaultRateLimits,
      pageViewsPerIp: { limit: BEACON_LIMIT, windowSeconds: 15 * 60 },
    },
  });
  second = await createTestApp(overrides, { databaseUrl: app.config.databaseUrl });
  admin = await app.loginAsAdmin();
  const created = await call(app.url, '/api/users', {
    token: admin,
    json: {
      name: 'Giulia Bianchi',
      username: 'giulia.bianchi',
      email: 'giulia@example.org',
      role: 'editor',
      password: 'cavalli-al-tramonto-7',
    },
  });
  expect(created.status).toBe(201);
  const login = await call<Json & { token?: string }>(app.url, '/api/auth/login', {
    json: { username: 'giulia.bianchi', password: 'cavalli-al-tramonto-7' },
  });
  editor = String(login.body.token);
}, 240_000);

afterAll(async () => {
  await second?.close();
  await app?.close();
});

beforeEach(async () => {
  await flushAll();
  await clearFigures();
  await app
    .em()
    .getConnection()
    .execute(`delete from "rate_limits" where "key" like 'page-view-ip:%'`);
});

describe('the user agent', () => {
  it('tells bots and device classes apart', () => {
    expect(isBot(DESKTOP)).toBe(false);
    expect(isBot(PHONE)).toBe(false);
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(deviceClass(DESKTOP)).toBe('desktop');
    expect(deviceClass(PHONE)).toBe('phone');
    expect(deviceClass(TABLET)).toBe('tablet');
  });
});

describe('counting page views', () => {
  it("takes a view's path as URL parses it, without parsing the plain ones", () => {
    const asked = [
      '/',
      '/notizie/12',
      '/chi-siamo',
      "/a_b~c!$&'()*+,;=:@",
      '/notizie/12?utm_source=x',
      '/notizie/../chi-siamo',
      '/notizie/./12',
      '/caf%C3%A8',
      '/caf\u00e8',
      '/a b',
      '/a\\b',
      '//altro.example/pagina',
      '/pagina#sezione',
      '/pagina?anteprima=1',
      '/pagina?x=1&anteprima',
    ];
    for (const url of asked) {
      const parsed = new URL(url, 'http://site.invalid');
      expect(viewedPath(url), url).toBe(
        parsed.searchParams.has('anteprima') ? undefined : parsed.pathname,
      );
    }
  });

  it('counts rendered and cached pages in memory, written only by a flush', async () => {
    expect(await visit(app, '/')).toBe(200);
    // The same page again: sent from the page cache (its fast lane), still counted.
    expect(await visit(app, '/')).toBe(200);
    expect(
      await visit(app, '/news', {
        'user-agent': PHONE,
        referer: 'https://www.google.com/search?q=croce+rossa',
        'x-forwarded-for': '198.51.100.7',
      }),
    ).toBe(200);
    expect(await visit(app, '/news?pagina=2', { 'user-agent': TABLET })).toBe(200);

    // Nothing is written per request.
    expect((await report()).days).toEqual([{ date: today, views: 0, visitors: 0 }]);
    await app.visits.flush();
    const figures = await report();
    // The phone's address behind no trusted proxy is the socket's: three browsers.
    expect(figures.days).toEqual([{ date: today, views: 4, visitors: 3 }]);
    expect(figures.pages).toEqual([
      { path: '/', views: 2 },
      { path: '/news', views: 2 },
    ]);
    expect(figures.referrers).toEqual([{ host: 'google.com', views: 1 }]);
    expect(figures.devices).toEqual([
      { device: 'desktop', views: 2 },
      { device: 'phone', views: 1 },
      { device: 'tablet', views: 1 },
    ]);

    // Stored: no address, no user agent, only the day's salted hashes.
    const stored = await app
      .em()
      .getConnection()
      .execute<{ hash: string }[]>('select "hash" from "analytics_visitors"');
    expect(stored).toHaveLength(3);
    for (const { hash } of stored) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify(
      await app
        .em()
        .getConnection()
        .execute(
          `select * from "analytics_days" full join "analytics_counts" using ("committee_id", "day")`,
        ),
    );
    expect(dump).not.toContain('127.0.0.1');
    expect(dump).not.toContain('iPhone');
  });

  it('does not count bots, signed-in staff, previews, HEAD requests and missing pages', async () => {
    await visit(app, '/', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await visit(app, '/', { 'user-agent': '' });
    await visit(app, '/', { authorization: `Bearer ${admin}` });
    await visit(app, '/news', { referer: `${app.url}/admin/news` });
    await visit(app, '/?anteprima=1');
    await visit(app, '/', {}, 'HEAD');
    expect(await visit(app, '/pagina-che-non-esiste')).toBe(404);
    // An internal link is a view without a referring site.
    await visit(app, '/news', { referer: `${app.url}/` });
    await app.visits.flush();
    const figures = await report();
    expect(figures.days).toEqual([{ date: today, views: 1, visitors: 1 }]);
    expect(figures.pages).toEqual([{ path: '/news', views: 1 }]);
    expect(figures.referrers).toEqual([]);
  });

  it('adds up two processes, counting a visitor seen by both once', async () => {
    await visit(app, '/');
    await visit(second, '/');
    await visit(second, '/news', { 'user-agent': PHONE });
    await flushAll();
    const figures = await report();
    expect(figures.days).toEqual([{ date: today, views: 3, visitors: 2 }]);
    expect(figures.pages).toEqual([
      { path: '/', views: 2 },
      { path: '/news', views: 1 },
    ]);
    // The next batch of each adds to the same rows.
    await visit(second, '/');
    await visit(app, '/', { 'user-agent': TABLET });
    await flushAll();
    expect((await report()).days).toEqual([{ date: today, views: 5, visitors: 3 }]);
    const salts = await app.em().getConnection().execute('select * from "analytics_salts"');
    expect(salts).toHaveLength(1);
  });

  it('counts nothing while the committee has turned the statistics off', async () => {
    const settings = await call<Json>(app.url, '/api/settings', { token: admin });
    expect(settings.body.analyticsEnabled).toBe(true);
    const off = await call<Json>(app.url, '/api/settings', {
      method: 'PUT',
      token: admin,
      json: { ...settings.body, analyticsEnabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.analyticsEnabled).toBe(false);
    try {
      await visit(app, '/');
      await visit(second, '/');
      await flushAll();
      await visit(app, '/news');
      await flushAll();
      expect((await report()).days).toEqual([{ date: today, views: 0, visitors: 0 }]);
    } finally {
      const on = await call<Json>(app.url, '/api/settings', {
        method: 'PUT',
        token: admin,
        json: { ...settings.body, analyticsEnabled: true },
      });
      expect(on.status).toBe(200);
    }
    // Absent from a PUT, the switch is kept.
    const kept = await call<Json>(app.url, '/api/settings', {
      method: 'PUT',
      token: admin,
      json: { ...settings.body, analyticsEnabled: undefined },
    });
    expect(kept.body.analyticsEnabled).toBe(true);
    await flushAll();
    await visit(app, '/');
    await app.visits.flush();
    expect((await report()).days).toEqual([{ date: today, views: 1, visitors: 1 }]);
  });
});

describe("the site's navigations", () => {
  it('tells the paths of pages from the others', () => {
    for (const path of ['/', '/news', '/notizie/42', '/storia/croce-rossa', '/5x1000']) {
      expect(isCountablePath(path), path).toBe(true);
    }
    for (const path of [
      '',
      'news',
      '//example.org/news',
      '/admin',
      '/admin/news',
      '/api/news',
      '/graphql',
      '/uploads/foto.jpg',
      '/assets/index.js',
      '/rss.xml',
      '/news?pagina=2',
      '/news#fine',
      '/news/../admin',
      '/a b',
      `/${'x'.repeat(300)}`,
    ]) {
      expect(isCountablePath(path), path).toBe(false);
    }
  });

  it('counts a beacon like a page the server sent, by the same rules', async () => {
    const first = await beacon(app, { path: '/news', referrer: `${app.url}/` });
    expect(first.status).toBe(204);
    expect(first.body).toBeNull();
    // As the browser's beacon sends it: the JSON as text/plain.
    const sent = await fetchAt(`${app.url}/api/analytics/views`, {
      method: 'POST',
      headers: { 'user-agent': PHONE, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ path: '/notizie/7', referrer: `${app.url}/news` }),
    });
    expect(sent.status).toBe(204);
    // Not counted, yet answered alike: a bot, the staff's tools, the back office's pages.
    const bot = await beacon(app, { path: '/news' }, { 'user-agent': 'Googlebot/2.1' });
    expect(bot.status).toBe(204);
    expect((await beacon(app, { path: '/news' }, { 'user-agent': '' })).status).toBe(204);
    const staff = await beacon(app, { path: '/news' }, { authorization: `Bearer ${admin}` });
    expect(staff.status).toBe(204);
    const fromAdmin = await beacon(app, { path: '/news', referrer: `${app.url}/admin/news` });
    expect(fromAdmin.status).toBe(204);
    // Nothing written per beacon.
    expect((await report()).days).toEqual([{ date: today, views: 0, visitors: 0 }]);
    await app.visits.flush();
    const figures = await report();
    expect(figures.days).toEqual([{ date: today, views: 2, visitors: 2 }]);
    expect(figures.pages).toEqual([
      { path: '/news', views: 1 },
      { path: '/notizie/7', views: 1 },
    ]);
    // The site's own previous page is no referring site.
    expect(figures.referrers).toEqual([]);
    expect(figures.devices).toEqual([
      { device: 'desktop', views: 1 },
      { device: 'phone', views: 1 },
    ]);
  });

  it('refuses paths that are no page of the site, and bodies that are no beacon', async () => {
    for (const path of ['/admin', '/admin/news', '/api/news', '/graphql', 'news', 42, null]) {
      const refused = await beacon(app, { path });
      expect(refused.status, String(path)).toBe(400);
      expect(refused.body).toMatchObject({
        errors: { path: 'Indica il percorso di una pagina del sito' },
      });
    }
    const noPath = await beacon(app, { referrer: `${app.url}/` });
    expect(noPath.status).toBe(400);
    const badReferrer = await beacon(app, { path: '/news', referrer: 7 });
    expect(badReferrer.status).toBe(400);
    expect(badReferrer.body).toMatchObject({
      errors: { referrer: 'La pagina di provenienza deve essere un indirizzo' },
    });
    const text = await fetchAt(`${app.url}/api/analytics/views`, {
      method: 'POST',
      headers: { 'user-agent': DESKTOP, 'content-type': 'text/plain;charset=UTF-8' },
      body: 'path=/news',
    });
    expect(text.status).toBe(400);
    const form = await fetchAt(`${app.url}/api/analytics/views`, {
      method: 'POST',
      headers: { 'user-agent': DESKTOP, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'path=/news',
    });
    expect(form.status).toBe(415);
    await app.visits.flush();
    expect((await report()).days).toEqual([{ date: today, views: 0, visitors: 0 }]);
  });

  it('limits the beacons of one address', async () => {
    for (let sent = 0; sent < BEACON_LIMIT; sent += 1) {
      expect((await beacon(app, { path: '/news' })).status).toBe(204);
    }
    // Beyond, refused whatever the path, valid or not: trying paths costs as much.
    const refused = await beacon(app, { path: '/news' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await beacon(app, { path: '/admin' })).status).toBe(429);
    // The figures hold the views allowed only.
    await app.visits.flush();
    expect((await report()).days).toEqual([{ date: today, views: BEACON_LIMIT, visitors: 1 }]);
  });

  it('counts no beacon while the committee has turned the statistics off', async () => {
    const settings = await call<Json>(app.url, '/api/settings', { token: admin });
    const off = await call<Json>(app.url, '/api/settings', {
      method: 'PUT',
      token: admin,
      json: { ...settings.body, analyticsEnabled: false },
    });
    expect(off.status).toBe(200);
    try {
      expect((await beacon(app, { path: '/news' })).status).toBe(204);
      await app.visits.flush();
      expect((await beacon(app, { path: '/progetti' })).status).toBe(204);
      await app.visits.flush();
      expect((await report()).days).toEqual([{ date: today, views: 0, visitors: 0 }]);
    } finally {
      const on = await call<Json>(app.url, '/api/settings', {
        method: 'PUT',
        token: admin,
        json: { ...settings.body, analyticsEnabled: true },
      });
      expect(on.status).toBe(200);
    }
    await app.visits.flush();
    expect((await beacon(app, { path: '/news' })).status).toBe(204);
    await app.visits.flush();
    expect((await report()).pages).toEqual([{ path: '/news', views: 1 }]);
  });
});

describe('the daily salt', () => {
  it('makes the same visitor on two days two unlinked hashes, and forgets the day', async () => {
    let now = new Date('2026-03-10T10:00:00Z');
    const counter = new VisitCounter(app.orm, pino({ level: 'silent' }), {
      trustedHops: 0,
      now: () => now,
      flushIntervalMs: 0,
    });
    const request = {
      method: 'GET',
      url: '/news',
      headers: { 'user-agent': DESKTOP, host: 'cri.example.org' },
      socket: { remoteAddress: '203.0.113.9' },
    } as unknown as IncomingMessage;
    const connection = app.em().getConnection();
    const hashes = () =>
      connection.execute<{ day: string; hash: string }[]>(
        `select to_char("day", 'YYYY-MM-DD') as "day", "hash" from "analytics_visitors"`,
      );
    const salts = () =>
      connection.execute<{ day: string; salt: string }[]>(
        `select to_char("day", 'YYYY-MM-DD') as "day", "salt" from "analytics_salts"`,
      );

    counter.record(request, 1);
    counter.record(request, 1);
    await counter.flush();
    const first = await hashes();
    const firstSalt = await salts();
    expect(first.map((row) => row.day)).toEqual(['2026-03-10']);
    expect(firstSalt.map((row) => row.day)).toEqual(['2026-03-10']);

    now = new Date('2026-03-11T09:00:00Z');
    counter.record(request, 1);
    await counter.flush();
    // The first day's salt and hashes are gone: nothing links the two days.
    const next = await hashes();
    const nextSalt = await salts();
    expect(next.map((row) => row.day)).toEqual(['2026-03-11']);
    expect(nextSalt.map((row) => row.day)).toEqual(['2026-03-11']);
    expect(next[0].hash).not.toBe(first[0].hash);
    expect(nextSalt[0].salt).not.toBe(firstSalt[0].salt);

    const figures = await report('?from=2026-03-10&to=2026-03-11');
    expect(figures.days).toEqual([
      { date: '2026-03-10', views: 2, visitors: 1 },
      { date: '2026-03-11', views: 1, visitors: 1 },
    ]);
    await counter.stop();
  });
});

describe('retention', () => {
  it('deletes the figures older than 25 months, once a day across processes', async () => {
    expect(
      registry.jobs.find((job) => job.name === ANALYTICS_RETENTION_JOB)?.interval,
    ).toBeDefined();
    const connection = app.em().getConnection();
    for (const day of ['2023-12-31', '2024-01-02', '2025-06-01']) {
      await connection.execute(
        `insert into "analytics_days" ("committee_id", "day", "views", "visitors") values (1, ?, 5, 2)`,
        [day],
      );
      await connection.execute(
        `insert into "analytics_counts" ("committee_id", "day", "kind", "key", "views") values (1, ?, 'page', '/', 5)`,
        [day],
      );
    }
    await connection.execute(
      `insert into "analytics_salts" ("committee_id", "day", "salt") values (1, '2026-01-30', 'x')`,
    );
    const deleted = await deleteExpiredAnalytics(
      app.em(),
      pino({ level: 'silent' }),
      new Date('2026-02-01T12:00:00Z'),
    );
    expect(deleted).toBe(1);
    const days = await connection.execute<{ day: string }[]>(
      `select to_char("day", 'YYYY-MM-DD') as "day" from "analytics_days" order by "day"`,
    );
    expect(days.map((row) => row.day)).toEqual(['2024-01-02', '2025-06-01']);
    const counts = await connection.execute('select * from "analytics_counts"');
    expect(counts).toHaveLength(2);
    expect(await connection.execute('select * from "analytics_salts"')).toEqual([]);
  });
});

describe('the report', () => {
  it('answers REST and GraphQL alike, to an editor too, every day of the period', async () => {
    await visit(app, '/', { referer: 'https://www.facebook.com/' });
    await app.visits.flush();
    const rest = await call<Report & Json>(app.url, `/api/analytics`, { token: editor });
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body).sort()).toEqual(['days', 'devices', 'pages', 'referrers']);
    expect(rest.body.days).toHaveLength(30);
    expect(rest.body.days.at(-1)).toEqual({ date: today, views: 1, visitors: 1 });
    expect(rest.body.referrers).toEqual([{ host: 'facebook.com', views: 1 }]);

    const answer = await graphql<{ analytics: Report }>(
      app.url,
      `
        query ($from: String, $to: String) {
          analytics(from: $from, to: $to) {
            days {
              date
              views
              visitors
            }
            pages {
              path
              views
            }
            referrers {
              host
              views
            }
            devices {
              device
              views
            }
          }
        }
      `,
      { from: rest.body.days[0].date, to: today },
      editor,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.analytics).toEqual(rest.body);
  });

  it('refuses bad dates with 400 and Italian messages, and anyone not signed in', async () => {
    const bad = async (query: string) =>
      call<Json>(app.url, `/api/analytics${query}`, { token: admin });
    const notADate = await bad('?from=2026-02-30&to=2026-03-01');
    expect(notADate.status).toBe(400);
    expect(notADate.body.errors).toEqual({
      from: 'La data di inizio deve essere una data reale nel formato AAAA-MM-GG',
    });
    const badTo = await bad('?from=2026-02-01&to=domani');
    expect(badTo.status).toBe(400);
    expect(badTo.body.errors).toEqual({
      to: 'La data di fine deve essere una data reale nel formato AAAA-MM-GG',
    });
    const backwards = await bad('?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(
      'La data di inizio non può essere successiva alla data di fine',
    );
    const tooLong = await bad('?from=2020-01-01&to=2026-03-01');
    expect(tooLong.status).toBe(400);
    const repeated = await bad('?from=2026-01-01&from=2026-01-02');
    expect(repeated.status).toBe(400);

    const gql = await graphql(
      app.url,
      '{ analytics(from: "2026-13-01") { days { date } } }',
      {},
      admin,
    );
    expect(gql.errors?.[0].extensions.status).toBe(400);

    const anonymous = await call<Json>(app.url, '/api/analytics');
    expect(anonymous.status).toBe(401);
    const anonymousGql = await graphql(app.url, '{ analytics { days { date } } }');
    expect(anonymousGql.errors?.[0].extensions.status).toBe(401);
  });
});
