// The platform around the API, over real HTTP on a real database: security headers
// and CSP, the built apps with history fallback and caching, JSON errors, ETag/304 on
// public lists, /healthz.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';

async function writeApp(dir: string, title: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  await fs.writeFile(
    path.join(dir, 'assets', 'index-AbC123.js'),
    `console.log(${JSON.stringify(title)});`,
  );
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/**
 * The headers of a browser revalidating its cached copy. (fetch() alone would add
 * `Cache-Control: no-cache` to a conditional request, which rightly disables 304s.)
 */
function revalidate(etag: string | null): Record<string, string> {
  return { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' };
}

describe('the HTTP platform', () => {
  let app: TestApp;
  let dists: string;

  beforeAll(async () => {
    dists = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-dists-'));
    await writeApp(path.join(dists, 'web'), 'Sito pubblico');
    await writeApp(path.join(dists, 'admin'), 'Area riservata');
    app = await createTestApp({
      webDist: path.join(dists, 'web'),
      adminDist: path.join(dists, 'admin'),
    });
  });

  afterAll(async () => {
    await app?.close();
    await fs.rm(dists, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('sends a CSP under which the apps run, and helmet’s other headers', async () => {
      const response = await fetch(`${app.url}/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('sends Strict-Transport-Security only to requests that came over HTTPS', async () => {
      const hsts = 'max-age=31536000; includeSubDomains';
      // No proxy trusted: plain http, and a client's own X-Forwarded-Proto changes nothing.
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        const response = await fetch(`${app.url}/`, { headers });
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
      // Behind one trusted proxy (TRUST_PROXY=1) terminating TLS: HSTS on its HTTPS requests,
      // on answers of express and of the public cache's fast lane alike.
      const proxied = await createTestApp({
        trustProxy: 1,
        webDist: path.join(dists, 'web'),
        adminDist: path.join(dists, 'admin'),
      });
      try {
        for (const route of ['/', '/api/stats', '/api/stats', '/healthz']) {
          const secure = await fetch(`${proxied.url}${route}`, {
            headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.4' },
          });
          expect(secure.headers.get('strict-transport-security'), route).toBe(hsts);
          const plain = await fetch(`${proxied.url}${route}`, {
            headers: { 'x-forwarded-proto': 'http' },
          });
          expect(plain.headers.get('strict-transport-security'), route).toBeNull();
        }
      } finally {
        await proxied.close();
      }
    });

    it('compresses what is worth compressing', async () => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
    });
  });

  describe('the built apps', () => {
    it('serves the public site at / and falls back to its index.html for client routes', async () => {
      for (const route of ['/', '/notizie/3', '/storia/croce-rossa']) {
        const response = await fetch(`${app.url}${route}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('Sito pubblico');
      }
    });

    it('serves the admin at /admin with its own fallback', async () => {
      const redirect = await fetch(`${app.url}/admin`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/admin/');
      for (const route of ['/admin/', '/admin/news/3/show']) {
        const response = await fetch(`${app.url}${route}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('Area riservata');
      }
    });

    it('caches hashed assets for a year as immutable, and revalidates other files', async () => {
      const asset = await fetch(`${app.url}/assets/index-AbC123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const adminAsset = await fetch(`${app.url}/admin/assets/index-AbC123.js`);
      expect(await adminAsset.text()).toContain('Area riservata');
      expect(adminAsset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const favicon = await fetch(`${app.url}/favicon.svg`);
      expect(favicon.status).toBe(200);
      expect(favicon.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers a missing file with a 404, not with the index page', async () => {
      const response = await fetch(`${app.url}/assets/missing-123.js`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    });

    it('never lets the fallback swallow /api, /graphql or /healthz', async () => {
      const api = await fetch(`${app.url}/api/unknown/path`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ message: 'Risorsa non trovata' });
      const health = await fetch(`${app.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const graphql = await fetch(`${app.url}/graphql?query=%7B__typename%7D`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    });
  });

  describe('errors', () => {
    it('answers an unknown /api path with a JSON 404 for every method', async () => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const response = await fetch(`${app.url}/api/nothing-here`, { method });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(await response.json()).toEqual({ message: 'Risorsa non trovata' });
      }
    });

    it('answers malformed JSON with a JSON 400, without a stack trace', async () => {
      const token = await app.loginAsAdmin();
      for (const [url, headers] of [
        [`${app.url}/api/auth/login`, {}],
        [`${app.url}/api/stats`, { authorization: `Bearer ${token}` }],
      ] as const) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '{"username": "admin", ',
        });
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ message: 'Richiesta non valida: JSON malformato' });
        expect(text).not.toMatch(/at .*\.js|SyntaxError/);
      }
    });

    it('answers malformed JSON to /graphql with a GraphQL-shaped 400', async () => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('MALFORMED_JSON');
    });

    it('answers an unknown non-API path without an HTML error page', async () => {
      const response = await fetch(`${app.url}/favicon-missing.png`, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    });
  });

  describe('ETag on public lists', () => {
    it('revalidates GET /api/news and /api/projects with If-None-Match -> 304, until the data changes', async () => {
      for (const list of ['/api/news', '/api/projects', '/api/stats', '/api/documents']) {
        const first = await fetch(`${app.url}${list}`);
        expect(first.status).toBe(200);
        const etag = first.headers.get('etag');
        expect(etag).toMatch(/^W\/"/);
        const again = await fetch(`${app.url}${list}`, { headers: revalidate(etag) });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
      }

      const token = await app.loginAsAdmin();
      const before = await fetch(`${app.url}/api/stats`);
      const etag = before.headers.get('etag') ?? '';
      const created = await fetch(`${app.url}/api/stats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: 'Volontari', value: '120', description: 'Volontari attivi' }),
      });
      expect(created.status).toBe(201);
      const after = await fetch(`${app.url}/api/stats`, { headers: revalidate(etag) });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
    });
  });

  describe('/healthz', () => {
    it('reports the database as reachable and is never cached', async () => {
      const response = await fetch(`${app.url}/healthz`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    });
  });
});
