// The sitemap, robots.txt and the RSS feed against the real app: parsed with a real XML
// parser; only what anonymous readers may see (no drafts, no publication still to come,
// which appears at its time); absolute URLs under PUBLIC_URL or the request's host; a
// write seen by the next request; titles that would break XML kept as text; each news
// item dated in the feed as on its page; all three revalidated by caches on each use.
// The site's drawn images: the committee's share image (a 1200x630 PNG from its
// settings, drawn again when they change), the logo, the touch icon and the favicon.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOriginOf } from '../../platform/http/site-origin.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, formOf, type Json } from '../../testing/api-client.js';
import { cachedAnswer } from '../../platform/cache/cached-answer.js';
import { versionTag } from '../../platform/cache/content-versions.js';
import { FIRST_COMMITTEE_ID } from '../../platform/db/committee-context.js';
import { readKey } from '../../platform/cache/public-reads.js';
import { seoReads } from './seo.reads.js';
import { SITE_PAGES } from './site-pages.js';

let app: TestApp;
let token: string;
const ids: Record<string, number> = {};

const HOSTILE_TITLE = 'Prova <b>grassetto</b> & "virgolette" ]]> fine';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const parser = new XMLParser({
  ignoreAttributes: false,
  // Every text as the document holds it: no numbers or booleans guessed from it.
  parseTagValue: false,
  isArray: (name) => ['url', 'item'].includes(name),
});

interface Fetched {
  status: number;
  type: string | null;
  cacheControl: string | null;
  text: string;
}

/** A GET with the headers given (Host included: fetch would not send another host). */
function get(target: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${target}`, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? null,
            cacheControl: res.headers['cache-control'] ?? null,
            text,
          }),
        );
      })
      .on('error', reject);
  });
}

/** The document, after checking that it is well-formed XML. */
function parsed<T>(text: string): T {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as T;
}

interface Sitemap {
  urlset: { url: { loc: string; lastmod?: string }[] };
}

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  category: string;
  'dc:creator': string;
}

interface Feed {
  rss: {
    '@_version': string;
    channel: { title: string; link: string; description: string; item?: FeedItem[] };
  };
}

async function sitemapLocs(headers: Record<string, string> = {}): Promise<Map<string, string>> {
  const answer = await get('/sitemap.xml', headers);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('application/xml; charset=utf-8');
  const { urlset } = parsed<Sitemap>(answer.text);
  return new Map(urlset.url.map((url) => [url.loc, url.lastmod ?? '']));
}

async function feedItems(): Promise<FeedItem[]> {
  const answer = await get('/rss.xml');
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('application/rss+xml; charset=utf-8');
  return parsed<Feed>(answer.text).rss.channel.item ?? [];
}

async function createNews(title: string, extra: Record<string, string> = {}): Promise<number> {
  const created = await call(app.url, '/api/news', {
    form: formOf({
      title,
      content: '<p>Una giornata di solidarietà in piazza.</p>',
      date: '2026-03-14',
      author: 'Ufficio Comunicazione',
      category: 'Eventi',
      ...extra,
    }),
    token,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function createCourse(title: string, extra: Record<string, string> = {}): Promise<number> {
  const created = await call(app.url, '/api/projects', {
    form: formOf({
      title,
      description: 'Rianimazione cardiopolmonare e uso del defibrillatore.',
      startDate: '2027-02-10',
      endDate: '2027-02-10',
      category: 'health',
      location: 'Sede del Comitato',
      calendlyId: 'comitato/blsd',
      ...extra,
    }),
    token,
  });
  expect(created.body).toMatchObject({ title });
  return created.body.id as number;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  ids.published = await createNews(HOSTILE_TITLE);
  ids.draft = await createNews('Notizia in bozza', { status: 'draft' });
  ids.scheduled = await createNews('Notizia programmata', { publishedAt: inAnHour() });
  ids.course = await createCourse('Corso BLSD');
  ids.draftCourse = await createCourse('Corso in bozza', { status: 'draft' });
  ids.scheduledCourse = await createCourse('Corso programmato', { publishedAt: inAnHour() });
  for (const [key, extra] of [
    ['event', {}],
    ['draftEvent', { status: 'draft' }],
  ] as const) {
    const event = await call(app.url, '/api/events', {
      json: {
        title: `Evento ${key}`,
        description: '<p>In piazza.</p>',
        startsAt: '2027-04-10T07:30:00Z',
        endsAt: '2027-04-10T11:00:00Z',
        location: 'Piazza Grande',
        ...extra,
      },
      token,
    });
    expect(event.status).toBe(201);
    ids[key] = event.body.id as number;
  }
  const activity = await call(app.url, '/api/activities', {
    json: { title: 'Servizi sociali', category: 'Sociale', summary: 'In breve', body: '<p>x</p>' },
    token,
  });
  expect(activity.status).toBe(201);
  ids.activity = activity.body.id as number;
});

afterAll(async () => {
  await app.close();
});

describe('/sitemap.xml', () => {
  it('lists every page of the site and every public news item, course and activity', async () => {
    const locs = await sitemapLocs();
    for (const page of SITE_PAGES) expect(locs.has(`${app.url}${page}`), page).toBe(true);
    expect(locs.has(`${app.url}/notizie/${ids.published}`)).toBe(true);
    expect(locs.has(`${app.url}/progetti/${ids.course}`)).toBe(true);
    expect(locs.has(`${app.url}/attivita/${ids.activity}`)).toBe(true);
    expect(locs.has(`${app.url}/eventi`)).toBe(true);
    expect(locs.get(`${app.url}/eventi`)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(locs.has(`${app.url}/eventi/${ids.event}`)).toBe(true);
    expect(locs.has(`${app.url}/eventi/${ids.draftEvent}`)).toBe(false);
    for (const hidden of [ids.draft, ids.scheduled]) {
      expect(locs.has(`${app.url}/notizie/${hidden}`)).toBe(false);
    }
    for (const hidden of [ids.draftCourse, ids.scheduledCourse]) {
      expect(locs.has(`${app.url}/progetti/${hidden}`)).toBe(false);
    }
    const news = await call<Json>(app.url, `/api/news/${ids.published}`, { token });
    const lastmod = locs.get(`${app.url}/notizie/${ids.published}`) ?? '';
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(lastmod)).toBe(
      Math.floor(
        Math.max(
          Date.parse(news.body.updatedAt as string),
          Date.parse(news.body.publishedAt as string),
        ) / 1000,
      ) * 1000,
    );
    expect(locs.get(`${app.url}/news`)).toBe(lastmod);
    expect(locs.get(`${app.url}/progetti/${ids.course}`)).toMatch(/^\d{4}-/);
  });

  it('names every page of the site route table that has no id', async () => {
    const routes = await fs.readFile(path.join(repoRoot, 'web/src/app/routes.tsx'), 'utf8');
    const pages = [...routes.matchAll(/path: '([^']+)'/g)]
      .map(([, route]) => `/${route}`)
      // Pages of one record are listed by record; /attivita shows the first activity; the
      // thanks after a card donation is no page to search for.
      .filter(
        (route) =>
          !route.includes(':') && !['/*', '/attivita', '/donazione/grazie'].includes(route),
      );
    expect(pages.length).toBeGreaterThan(5);
    expect([...SITE_PAGES].sort()).toEqual(['/', ...pages].sort());
    const paths = await fs.readFile(path.join(repoRoot, 'web/src/config/paths.ts'), 'utf8');
    for (const page of SITE_PAGES) expect(paths, page).toContain(`'${page}'`);
  });

  it('shows a write, made in SQL as another process would, at the next request', async () => {
    await sitemapLocs();
    await app
      .em()
      .getConnection()
      .execute(`update news set status = 'draft' where id = ?`, [ids.published]);
    expect((await sitemapLocs()).has(`${app.url}/notizie/${ids.published}`)).toBe(false);
    await app
      .em()
      .getConnection()
      .execute(`update news set status = 'published' where id = ?`, [ids.published]);
    expect((await sitemapLocs()).has(`${app.url}/notizie/${ids.published}`)).toBe(true);
  });

  it("builds URLs on the request's host, never on a Host that is not one", async () => {
    const locs = await sitemapLocs({ host: 'cri.example.org:8080' });
    expect(locs.has('http://cri.example.org:8080/notizie/' + String(ids.published))).toBe(true);
    // Answered again (the fast lane, from the store): still that host's.
    expect(
      (await sitemapLocs({ host: 'cri.example.org:8080' })).has('http://cri.example.org:8080/'),
    ).toBe(true);
    // Not trusted (TRUST_PROXY 0): the forwarded host is ignored.
    const forwarded = await sitemapLocs({ 'x-forwarded-host': 'altro.example' });
    expect(forwarded.has(`${app.url}/`)).toBe(true);
    const hostile = await get('/sitemap.xml', { host: 'a"b<c>' });
    expect(hostile.status).toBe(200);
    expect(hostile.text).not.toContain('a"b<c>');
    expect(hostile.text).toContain(`<loc>${app.config.publicUrl}/</loc>`);
  });

  it('is computed afresh for a request with an Authorization header, valid or not, as for a visitor', async () => {
    const cache = app.cache;
    const read = seoReads.sitemap;
    const tag = versionTag(
      await cache.versions.read(FIRST_COMMITTEE_ID, read.resources),
      read.resources,
    );
    const origin = { origin: app.url, fromRequest: true };
    cache.reads.keep(
      FIRST_COMMITTEE_ID,
      readKey(read, {}, { origin }),
      cachedAnswer(tag, '<planted/>', 'application/xml; charset=utf-8'),
      'variant',
    );
    expect((await get('/sitemap.xml')).text).toBe('<planted/>');
    for (const authorization of ['Bearer token-non-valido', `Bearer ${token}`]) {
      const answer = await get('/sitemap.xml', { authorization });
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/xml; charset=utf-8');
      const urls = parsed<Sitemap>(answer.text).urlset.url;
      expect(urls.length).toBeGreaterThan(SITE_PAGES.length);
      // An administrator's token reads no more than a visitor does: no draft, nothing scheduled.
      const locs = urls.map((url) => url.loc);
      expect(locs).toContain(`${app.url}/notizie/${ids.published}`);
      for (const hidden of [ids.draft, ids.scheduled]) {
        expect(locs).not.toContain(`${app.url}/notizie/${hidden}`);
      }
      expect(locs).not.toContain(`${app.url}/eventi/${ids.draftEvent}`);
    }
    await app.em().getConnection().execute(`update news set author = author || ''`);
  });
});

describe('/robots.txt', () => {
  it('allows the site, disallows /admin and /api, and names the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/plain; charset=utf-8');
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${app.url}/sitemap.xml`,
      ]),
    );
    const viaHost = await get('/robots.txt', { host: 'cri.example.org' });
    expect(viaHost.text).toContain('Sitemap: http://cri.example.org/sitemap.xml');
  });
});

describe('/rss.xml', () => {
  it('is an RSS 2.0 feed of the public news, titled from the settings', async () => {
    const answer = await get('/rss.xml');
    const feed = parsed<Feed>(answer.text);
    expect(feed.rss['@_version']).toBe('2.0');
    const settings = await call<Json>(app.url, '/api/settings');
    const { channel } = feed.rss;
    expect(channel.title).toBe(`Notizie | ${settings.body.name as string}`);
    expect(channel.description).toContain(settings.body.shortName as string);
    expect(channel.link).toBe(`${app.url}/news`);
    const items = channel.item ?? [];
    expect(items.map((item) => item.title)).toEqual([HOSTILE_TITLE]);
    const [item] = items;
    const news = await call<Json>(app.url, `/api/news/${ids.published}`);
    expect(item).toMatchObject({
      link: `${app.url}/notizie/${ids.published}`,
      guid: { '#text': `${app.url}/notizie/${ids.published}`, '@_isPermaLink': 'true' },
      description: news.body.excerpt,
      category: 'Eventi',
      'dc:creator': 'Ufficio Comunicazione',
    });
    // RFC 822 with a four-digit year, in GMT.
    expect(item?.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    // The date its page and JSON-LD show, not when the record was published.
    expect(news.body.date).toBe('2026-03-14');
    expect(item?.pubDate).toBe('Sat, 14 Mar 2026 00:00:00 GMT');
    // The raw text holds the title escaped, never as markup or a CDATA end.
    expect(answer.text).toContain(
      'Prova &lt;b&gt;grassetto&lt;/b&gt; &amp; &quot;virgolette&quot; ]]&gt; fine',
    );
  });

  it('is kept by caches only if revalidated, as the sitemap and robots.txt', async () => {
    for (const target of ['/rss.xml', '/sitemap.xml', '/robots.txt']) {
      // Twice: computed, then from the public cache (the fast lane's answer).
      for (const attempt of [1, 2]) {
        const answer = await get(target);
        expect(answer.cacheControl, `${target} #${attempt}`).toBe('public, no-cache');
      }
    }
  });

  it('shows a change of the settings at the next request', async () => {
    await feedItems();
    await app.em().getConnection().execute(`update settings set name = name || ' (prova)'`);
    const feed = parsed<Feed>((await get('/rss.xml')).text);
    expect(feed.rss.channel.title).toMatch(/ \(prova\)$/);
  });

  it('shows a scheduled news item once its time has come, not before', async () => {
    const soon = new Date(Date.now() + 1500);
    const id = await createNews('Notizia tra un attimo', { publishedAt: soon.toISOString() });
    expect((await feedItems()).map((item) => item.title)).not.toContain('Notizia tra un attimo');
    expect((await sitemapLocs()).has(`${app.url}/notizie/${id}`)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 100));
    expect((await feedItems()).map((item) => item.title)).toContain('Notizia tra un attimo');
    expect((await sitemapLocs()).has(`${app.url}/notizie/${id}`)).toBe(true);
  });

  it('is named in the head of every page', async () => {
    const html = await fs.readFile(path.join(repoRoot, 'web/index.html'), 'utf8');
    expect(html).toMatch(
      /<link\s+rel="alternate"\s+type="application\/rss\+xml"\s+title="[^"]+"\s+href="\/rss\.xml"\s*\/>/,
    );
  });
});

describe('the origin of absolute URLs', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { encrypted } }) as unknown as http.IncomingMessage;
  const defaults = { publicUrl: 'http://localhost:4000', trustProxy: 0 };

  it('is PUBLIC_URL when set, whatever the request says', () => {
    const origin = siteOriginOf({ ...defaults, siteUrl: 'https://cri.example.org' });
    expect(origin(request({ host: 'altro.example' }))).toEqual({
      origin: 'https://cri.example.org',
      fromRequest: false,
    });
  });

  it("else the request's scheme and host, forwarded ones only through trusted proxies", () => {
    const direct = siteOriginOf({ ...defaults, siteUrl: undefined });
    expect(direct(request({ host: 'Cri.Example.org' }))).toEqual({
      origin: 'http://cri.example.org',
      fromRequest: true,
    });
    expect(direct(request({ host: 'cri.example.org' }, true)).origin).toBe(
      'https://cri.example.org',
    );
    expect(direct(request({ host: 'a b' })).origin).toBe('http://localhost:4000');
    expect(direct(request({})).origin).toBe('http://localhost:4000');
    const proxied = siteOriginOf({ ...defaults, siteUrl: undefined, trustProxy: 1 });
    expect(
      proxied(
        request({
          host: 'app:4000',
          'x-forwarded-host': 'cri.example.org, altro',
          'x-forwarded-proto': 'https',
        }),
      ).origin,
    ).toBe('https://cri.example.org');
  });
});

describe("the site's drawn images", () => {
  /** A GET with http (fetch would add Cache-Control: no-cache to a conditional request). */
  function image(target: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${app.url}${target}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: new Headers(res.headers as Record<string, string>),
              bytes: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    });
  }

  it('offers the committee a 1200x630 PNG drawn from its settings, drawn again when they change', async () => {
    const first = await image('/share-image.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const metadata = await sharp(first.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Not a blank picture: the emblem's red and the name's dark ink are both drawn.
    const { data, info } = await sharp(first.bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    let ink = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 180 && g < 60 && b < 60) red += 1;
      if (r < 60 && g < 60 && b < 60) ink += 1;
    }
    expect(red).toBeGreaterThan(10_000);
    expect(ink).toBeGreaterThan(5_000);

    const etag = first.headers.get('etag')!;
    expect((await image('/share-image.png', { 'if-none-match': etag })).status).toBe(304);
    await app
      .em()
      .getConnection()
      .execute(`update settings set name = 'Croce Rossa Italiana – Comitato di Altrove'`);
    const changed = await image('/share-image.png', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.bytes.equals(first.bytes)).toBe(false);
  });

  it('offers the emblem as a raster logo, a touch icon and a favicon', async () => {
    const logo = await image('/logo.png');
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ width: 512, height: 512 });
    const touch = await image('/apple-touch-icon.png');
    expect(touch.status).toBe(200);
    expect(await sharp(touch.bytes).metadata()).toMatchObject({ width: 180, height: 180 });
    const favicon = await image('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    // An ICO (reserved 0, type 1) of three PNG images, 16, 32 and 48 px.
    expect([favicon.bytes.readUInt16LE(0), favicon.bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(favicon.bytes.readUInt16LE(4)).toBe(3);
    const sizes = [0, 1, 2].map((index) => favicon.bytes[6 + index * 16]);
    expect(sizes).toEqual([16, 32, 48]);
    const offset = favicon.bytes.readUInt32LE(6 + 16 + 12);
    const length = favicon.bytes.readUInt32LE(6 + 16 + 8);
    const png = favicon.bytes.subarray(offset, offset + length);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
  });
});
