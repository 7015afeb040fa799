// The fast lane answers current stored answers with exactly what the general chain
// sends (security headers, Vary, ETag, X-Request-Id) and logs the same request line,
// secrets in the query string masked; a malformed GraphQL body is still answered by the
// general chain's error handler.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GRAPHQL_JSON_BYTES } from '../graphql/apollo.js';
import { createLogger } from '../http/logging.js';
import { securityHeaders } from '../http/security.js';
import { capturedLogger, createTestApp, type TestApp } from '../../testing/test-app.js';
import { call } from '../../testing/api-client.js';
import { publicFastLane, type PublicFastLaneDeps } from './fast-lane.js';

const lines: string[] = [];
let app: TestApp;

const HOME_QUERY = `query Home {
  allNews(perPage: 3, sortField: "date", sortOrder: "DESC") { id title excerpt }
  allStats { id title value description }
}`;

interface LogLine {
  msg?: string;
  level?: number;
  req?: { id?: string; method?: string; url?: string; remoteAddress?: string; userAgent?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** Every header but those that differ between any two answers. */
function stableHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(
    [...headers.entries()].filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
}

async function requestLines(): Promise<LogLine[]> {
  // pino writes through the stream asynchronously: give it a tick.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.req && line.res);
}

/**
 * The lane on a bare node:http server, sharing the app's cache (one per ORM), with a
 * stand-in for express that answers 599 to what it receives.
 */
async function bareLane(
  deps: Partial<PublicFastLaneDeps> = {},
): Promise<{ base: string; close(): Promise<void> }> {
  const lane = publicFastLane({
    cache: app.cache,
    logger: createLogger('silent'),
    securityHeaders: securityHeaders(),
    strictTransportSecurity: () => undefined,
    jsonLimit: MAX_GRAPHQL_JSON_BYTES,
    ...deps,
  });
  const bare = http.createServer((req, res) =>
    lane(req, res, () => {
      res.statusCode = 599;
      res.end('express');
    }),
  );
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => bare.close(() => resolve())),
  };
}

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info' }, { logger: capturedLogger(lines) });
  const token = await app.loginAsAdmin();
  const stat = await call(app.url, '/api/stats', {
    json: { title: 'Volontari', value: '120', description: 'attivi sul territorio' },
    token,
  });
  expect(stat.status).toBe(201);
});

afterAll(async () => {
  await app?.close();
});

describe('the public fast lane', () => {
  it('answers a stored REST list with the headers of the general chain and logs it the same way', async () => {
    lines.length = 0;
    const miss = await fetch(`${app.url}/api/stats`, { headers: { 'user-agent': 'prova' } });
    const hit = await fetch(`${app.url}/api/stats?token=segreto`, {
      headers: { 'user-agent': 'prova', 'x-request-id': 'richiesta-42' },
    });
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe(await miss.text());
    expect(stableHeaders(hit.headers)).toEqual(stableHeaders(miss.headers));
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-request-id')).toBe('richiesta-42');

    const [missLine, hitLine] = await requestLines();
    expect(hitLine).toMatchObject({
      msg: 'request completed',
      level: missLine.level,
      req: {
        id: 'richiesta-42',
        method: 'GET',
        url: '/api/stats?token=%5Bredatto%5D',
        remoteAddress: missLine.req?.remoteAddress,
        userAgent: 'prova',
      },
      res: { statusCode: 200 },
    });
    expect(Object.keys(hitLine).sort()).toEqual(Object.keys(missLine).sort());
    expect(Object.keys(hitLine.req ?? {}).sort()).toEqual(Object.keys(missLine.req ?? {}).sort());
  });

  it('answers a stored GraphQL read with the headers of the general chain', async () => {
    const post = () =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'Home', query: HOME_QUERY }),
      });
    const miss = await post();
    const hit = await post();
    expect(await hit.text()).toBe(await miss.text());
    expect(stableHeaders(hit.headers)).toEqual(stableHeaders(miss.headers));
  });

  it('leaves malformed GraphQL bodies to the general chain', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The GraphQL-shaped error of the platform's error handler.
    expect(await response.text()).toContain('MALFORMED_JSON');
  });

  it('answers a current stored list on its own, before express, and hands over everything else', async () => {
    const { base, close } = await bareLane();
    try {
      const stored = await fetch(`${app.url}/api/stats`);
      const fromLane = await fetch(`${base}/api/stats`);
      expect(fromLane.status).toBe(200);
      expect(await fromLane.text()).toBe(await stored.text());
      expect(fromLane.headers.get('etag')).toBe(stored.headers.get('etag'));
      expect(fromLane.headers.get('content-security-policy')).toContain("default-src 'self'");

      const revalidated = await fetch(`${base}/api/stats`, {
        // fetch adds Cache-Control: no-cache to conditional requests unless told otherwise.
        headers: {
          'if-none-match': stored.headers.get('etag') ?? '',
          'cache-control': 'max-age=0',
        },
      });
      expect(revalidated.status).toBe(304);

      // Never stored, filtered differently, not a public list, or outdated: express answers.
      expect((await fetch(`${base}/api/projects`)).status).toBe(599);
      expect((await fetch(`${base}/api/news?category=Eventi`)).status).toBe(599);
      expect((await fetch(`${base}/api/contacts`)).status).toBe(599);
      const token = await app.loginAsAdmin();
      const write = await call(app.url, '/api/stats', {
        json: { title: 'Corsi', value: '12', description: 'nel 2026' },
        token,
      });
      expect(write.status).toBe(201);
      expect((await fetch(`${base}/api/stats`)).status).toBe(599);
    } finally {
      await close();
    }
  });

  it('answers the stored sitemap, robots.txt and feed for their origin, never to a token', async () => {
    // The lane sees every request as coming for the app's own origin, as the app stored them.
    const { base, close } = await bareLane({
      siteOrigin: () => ({ origin: app.url, fromRequest: true }),
    });
    try {
      for (const target of ['/sitemap.xml', '/robots.txt', '/rss.xml']) {
        const stored = await fetch(`${app.url}${target}`);
        const fromLane = await fetch(`${base}${target}`);
        expect(fromLane.status, target).toBe(200);
        expect(fromLane.headers.get('content-type'), target).toBe(
          stored.headers.get('content-type'),
        );
        expect(await fromLane.text(), target).toBe(await stored.text());
        const withToken = await fetch(`${base}${target}`, {
          headers: { authorization: 'Bearer token-non-valido' },
        });
        expect(withToken.status, target).toBe(599);
      }
    } finally {
      await close();
    }
  });
});
