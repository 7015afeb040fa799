// The page cache on a real database: a page is rendered once while the content versions
// stay the same, again after any write; a request with an Authorization header is always
// rendered and never kept; a page that could not read its data is not kept; no page is
// kept into the next year in Rome.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { FIRST_COMMITTEE_ID, runAsCommittee } from '../db/committee-context.js';
import { nextRomeNewYear, PageCache, type RenderedHtml } from './page-cache.js';

let app: TestApp;
let server: http.Server;
let url: string;
const renders = new Map<string, number>();
const answers = new Map<string, Omit<RenderedHtml, 'html'>>();

beforeAll(async () => {
  app = await createTestApp();
  const cache = new PageCache(app.cache);
  // Pages are kept per committee: the server's requests are the first committee's.
  server = http.createServer((req, res) => {
    const key = req.url ?? '/';
    void runAsCommittee(FIRST_COMMITTEE_ID, () =>
      cache.send(req, res, key, async () => {
        const count = (renders.get(key) ?? 0) + 1;
        renders.set(key, count);
        return { status: 200, keep: true, ...answers.get(key), html: `<p>${key} ${count}</p>` };
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { headers });
  return { status: response.status, body: await response.text() };
}

async function write(): Promise<void> {
  await app.em().getConnection().execute("update settings set town = town || ''");
}

describe('page cache', () => {
  it('renders a page once until a write changes the content versions', async () => {
    expect(await get('/pagina')).toEqual({ status: 200, body: '<p>/pagina 1</p>' });
    expect(await get('/pagina')).toEqual({ status: 200, body: '<p>/pagina 1</p>' });
    await write();
    expect(await get('/pagina')).toEqual({ status: 200, body: '<p>/pagina 2</p>' });
  });

  it('never answers a request with an Authorization header from the cache, nor keeps it', async () => {
    expect((await get('/riservata')).body).toBe('<p>/riservata 1</p>');
    const withToken = await get('/riservata', { authorization: 'Bearer qualunque' });
    expect(withToken.body).toBe('<p>/riservata 2</p>');
    expect((await get('/riservata')).body).toBe('<p>/riservata 1</p>');
  });

  it('keeps a 404 with its status, and does not keep a page that could not read its data', async () => {
    answers.set('/assente', { status: 404, keep: true });
    expect(await get('/assente')).toEqual({ status: 404, body: '<p>/assente 1</p>' });
    expect(await get('/assente')).toEqual({ status: 404, body: '<p>/assente 1</p>' });
    answers.set('/guasta', { status: 503, keep: false });
    expect(await get('/guasta')).toEqual({ status: 503, body: '<p>/guasta 1</p>' });
    expect(await get('/guasta')).toEqual({ status: 503, body: '<p>/guasta 2</p>' });
  });
});

describe('nextRomeNewYear', () => {
  it("is midnight of 1 January in Rome, once Rome's year has turned the one after", () => {
    const at = (iso: string) => new Date(nextRomeNewYear(new Date(iso))).toISOString();
    expect(at('2026-07-15T10:00:00Z')).toBe('2026-12-31T23:00:00.000Z');
    expect(at('2026-12-31T22:59:59Z')).toBe('2026-12-31T23:00:00.000Z');
    // 23:30 UTC on 31 December is already 2027 in Rome.
    expect(at('2026-12-31T23:30:00Z')).toBe('2027-12-31T23:00:00.000Z');
  });
});
