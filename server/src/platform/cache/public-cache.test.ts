// The validated public cache against the real app: a write through REST, GraphQL or
// plain SQL (as another server process would do it) is seen by the next read; ETag,
// 304 and compression still work; authenticated requests and reads of private data never
// come from the cache; the GraphQL fast path answers exactly what Apollo answers.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, formOf, graphql, type Json } from '../../testing/api-client.js';
import { publicReadPlan } from './graphql-cache.js';
import { cachedAnswer } from './cached-answer.js';
import {
  ContentVersions,
  MAX_CONCURRENT_VERSION_READS,
  VERSION_READS_APPLICATION_NAME,
  versionTag,
} from './content-versions.js';
import { readKey, type PublicRead } from './public-reads.js';
import { FIRST_COMMITTEE_ID } from '../db/committee-context.js';
import { registry } from '../../registry.js';

/** The modules' declared read of that name. */
function declaredRead(name: string): PublicRead {
  const found = registry.publicReads.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`lettura pubblica non dichiarata: ${name}`);
  return found;
}

let app: TestApp;
let token: string;

const HOME_QUERY = `query Home {
  allNews(perPage: 3, sortField: "date", sortOrder: "DESC") { id title excerpt category date image author }
  allProjects { id title description category startDate location participants image }
  allStats { id title value description }
}`;

/** A GraphQL request as the public site sends it, answered as raw bytes. */
async function postGraphQL(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ operationName: 'Home', query }),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function newsTitles(): Promise<string[]> {
  const answer = await call<Json[]>(app.url, '/api/news');
  expect(answer.status).toBe(200);
  return answer.body.map((news) => news.title as string);
}

async function homeNewsTitles(): Promise<string[]> {
  const answer = await postGraphQL(HOME_QUERY);
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.text) as { data: { allNews: { title: string }[] } };
  return body.data.allNews.map((news) => news.title);
}

async function sql(statement: string, params: unknown[] = []): Promise<void> {
  await app.em().getConnection().execute(statement, params);
}

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  const news = {
    content: '<p>Una giornata di solidarietà.</p>',
    date: '2026-03-14',
    author: 'Ufficio Comunicazione',
    category: 'Eventi',
  };
  for (const title of ['Prima notizia', 'Seconda notizia']) {
    const created = await call(app.url, '/api/news', { form: formOf({ ...news, title }), token });
    expect(created.status).toBe(201);
  }
  const stat = await call(app.url, '/api/stats', {
    json: { title: 'Volontari', value: '120', description: 'attivi sul territorio' },
    token,
  });
  expect(stat.status).toBe(201);
});

afterAll(async () => {
  await app.close();
});

describe('freshness after writes', () => {
  it('shows a news item written through REST at the next REST and GraphQL read', async () => {
    // Both answers are stored now.
    expect(await newsTitles()).toHaveLength(2);
    expect(await homeNewsTitles()).toHaveLength(2);
    const created = await call(app.url, '/api/news', {
      form: formOf({
        title: 'Terza notizia',
        content: '<p>Testo</p>',
        date: '2026-04-01',
        author: 'Redazione',
        category: 'Notizie',
      }),
      token,
    });
    expect(created.status).toBe(201);
    expect(await newsTitles()).toContain('Terza notizia');
    expect(await homeNewsTitles()).toContain('Terza notizia');
  });

  it('shows an update made through a GraphQL mutation at the next read', async () => {
    const [first] = (await call<Json[]>(app.url, '/api/news')).body;
    await homeNewsTitles();
    const updated = await graphql(
      app.url,
      'mutation ($id: ID!) { updateNews(id: $id, title: "Titolo cambiato in GraphQL") { id } }',
      { id: String(first.id) },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(await newsTitles()).toContain('Titolo cambiato in GraphQL');
    expect(await homeNewsTitles()).toContain('Titolo cambiato in GraphQL');
  });

  it('shows writes made directly in SQL (by another process) at the next read', async () => {
    await newsTitles();
    await homeNewsTitles();
    await sql("update news set title = 'Titolo scritto in SQL' where title = 'Seconda notizia'");
    expect(await newsTitles()).toContain('Titolo scritto in SQL');
    expect(await homeNewsTitles()).toContain('Titolo scritto in SQL');

    await call(app.url, '/api/stats');
    await sql("update stats set value = '999'");
    const stats = await call<Json[]>(app.url, '/api/stats');
    expect(stats.body.map((stat) => stat.value)).toEqual(['999']);
    const home = JSON.parse((await postGraphQL(HOME_QUERY)).text) as {
      data: { allStats: { value: string }[] };
    };
    expect(home.data.allStats.map((stat) => stat.value)).toEqual(['999']);

    await sql("delete from news where title = 'Titolo scritto in SQL'");
    expect(await newsTitles()).not.toContain('Titolo scritto in SQL');
    expect(await homeNewsTitles()).not.toContain('Titolo scritto in SQL');
  });

  it('keeps filtered lists apart from the full list, each fresh', async () => {
    const events = await call<Json[]>(app.url, '/api/news?category=Eventi');
    expect(events.body.every((news) => news.category === 'Eventi')).toBe(true);
    await sql("update news set category = 'Eventi'");
    const all = await call<Json[]>(app.url, '/api/news');
    const after = await call<Json[]>(app.url, '/api/news?category=Eventi');
    expect(after.body).toHaveLength(all.body.length);
  });
});

describe('content versions', () => {
  const NEWS_AND_COURSES = ['news', 'projects'] as const;

  it('bumps a version per writing statement and never lets a read use a query older than itself', async () => {
    const versions = new ContentVersions(app.orm);
    const before = await versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES);
    // Reads queued around a write: each one sees every write committed before it was made.
    const early = versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES);
    await sql("update news set author = author || ''");
    const late = versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES);
    const [earlyVersions, lateVersions] = await Promise.all([early, late]);
    expect(BigInt(lateVersions.get('news') ?? 0)).toBeGreaterThan(BigInt(before.get('news') ?? 0));
    expect(BigInt(earlyVersions.get('news') ?? 0)).toBeGreaterThanOrEqual(
      BigInt(before.get('news') ?? 0),
    );
    expect(lateVersions.get('projects')).toBe(before.get('projects'));
    // Many reads at once share few queries and all agree.
    const batch = await Promise.all(
      Array.from({ length: 50 }, () => versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES)),
    );
    expect(new Set(batch.map((read) => read.get('news')))).toEqual(
      new Set([lateVersions.get('news')]),
    );
    versions.close();
  });

  /**
   * The backends of the version reads' own connections, as PostgreSQL lists them, but for
   * those of the app's own reader (open before the test began).
   */
  async function readerBackends(others: number[] = []): Promise<number[]> {
    const rows = await app
      .em()
      .getConnection()
      .execute<{ pid: number }[]>(
        'select pid from pg_stat_activity where application_name = ? and datname = current_database()',
        [VERSION_READS_APPLICATION_NAME],
      );
    return rows.map((row) => row.pid).filter((pid) => !others.includes(pid));
  }

  it('reads on connections of its own, kept between batches and closed with it', async () => {
    const apps = await readerBackends();
    const versions = new ContentVersions(app.orm);
    await versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES);
    const [first] = await readerBackends(apps);
    expect(first).toBeTypeOf('number');
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        Array.from({ length: 5 }, () => versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES)),
      );
    }
    // Batch after batch on the same connections, never more than the reads in flight.
    const open = await readerBackends(apps);
    expect(open).toContain(first);
    expect(open.length).toBeLessThanOrEqual(MAX_CONCURRENT_VERSION_READS);
    versions.close();
    await expect.poll(() => readerBackends(apps)).toEqual([]);
  });

  it('opens a new connection when the server has closed its own', async () => {
    const apps = await readerBackends();
    const versions = new ContentVersions(app.orm);
    const before = await versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES);
    const [backend] = await readerBackends(apps);
    // As a restart of PostgreSQL or an administrator would end it; read at once, before the
    // reader's client may have learnt it.
    await sql('select pg_terminate_backend(?)', [backend]);
    await sql("update news set author = author || ''");
    const after = await versions.read(FIRST_COMMITTEE_ID, NEWS_AND_COURSES);
    expect(BigInt(after.get('news') ?? 0)).toBeGreaterThan(BigInt(before.get('news') ?? 0));
    expect(await readerBackends(apps)).toHaveLength(1);
    versions.close();
  });

  it('calls back the requests of a batch in arrival order, each once', async () => {
    const versions = new ContentVersions(app.orm);
    const order: number[] = [];
    await new Promise<void>((resolve) => {
      for (let index = 0; index < 10; index += 1) {
        versions.whenRead(FIRST_COMMITTEE_ID, ['news'], (error, read) => {
          expect(error).toBeUndefined();
          expect(read?.has('news')).toBe(true);
          order.push(index);
          if (order.length === 10) resolve();
        });
      }
    });
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    versions.close();
  });

  it("reads a batch's tables only, each request getting at least its own", async () => {
    const versions = new ContentVersions(app.orm);
    const [news, courses] = await Promise.all([
      versions.read(FIRST_COMMITTEE_ID, ['news']),
      versions.read(FIRST_COMMITTEE_ID, ['projects']),
    ]);
    // One batch: both read the two tables asked for in it, and no other.
    for (const read of [news, courses])
      expect([...read.keys()].sort()).toEqual(['news', 'projects']);
    const alone = await versions.read(FIRST_COMMITTEE_ID, ['documents']);
    expect([...alone.keys()]).toEqual(['documents']);
    versions.close();
  });
});

describe('HTTP caching of stored answers', () => {
  it('answers 304 to a current ETag, 200 with a new ETag after a write', async () => {
    const first = await fetch(`${app.url}/api/news`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const revalidate = { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' };
    const again = await fetch(`${app.url}/api/news`, { headers: revalidate });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await sql("update news set author = 'Altro autore'");
    const changed = await fetch(`${app.url}/api/news`, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends the stored answer gzip-compressed, with the same bytes once decompressed', async () => {
    // Long enough to be compressed (1 KB and more).
    await sql("update news set content = repeat('<p>Parole di una notizia lunga.</p>', 80)");
    const plain = await fetch(`${app.url}/api/news`);
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    // node:http rather than fetch, which would decompress on its own.
    const { request } = await import('node:http');
    const compressed = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(`${app.url}/api/news`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      },
    );
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(compressed.body).equals(plainBytes)).toBe(true);
  });
});

describe('what never comes from the cache', () => {
  /**
   * With the version trigger of news switched off, a write is invisible to the cache:
   * an answer that still shows the old data came from it, a fresh one did not.
   */
  async function withoutNewsVersions(run: () => Promise<void>): Promise<void> {
    await sql('alter table news disable trigger news_content_version');
    try {
      await run();
    } finally {
      await sql('alter table news enable trigger news_content_version');
      await sql("update news set author = author || ''");
    }
  }

  it('serves anonymous reads from the cache, authenticated ones from the database', async () => {
    const [first] = (await call<Json[]>(app.url, '/api/news')).body;
    await homeNewsTitles();
    await withoutNewsVersions(async () => {
      await sql('update news set title = ? where id = ?', ['Titolo invisibile', first.id]);
      // The proof that the anonymous answers are the stored ones.
      expect(await newsTitles()).not.toContain('Titolo invisibile');
      expect(await homeNewsTitles()).not.toContain('Titolo invisibile');
      const authenticated = await postGraphQL(HOME_QUERY, { authorization: `Bearer ${token}` });
      expect(authenticated.text).toContain('Titolo invisibile');
      // A query reading `me` (or contacts) goes through Apollo even when anonymous.
      const withMe = await graphql<{ me: unknown; allNews: { title: string }[] }>(
        app.url,
        '{ me { username } allNews { title } }',
      );
      expect(withMe.data?.me).toBeNull();
      expect(withMe.data?.allNews.map((news) => news.title)).toContain('Titolo invisibile');
    });
    expect(await newsTitles()).toContain('Titolo invisibile');
  });

  /**
   * Stores a made-up answer as the current one of a read: a request that gets it was
   * answered from the cache (express or the fast lane), one that does not was computed.
   */
  async function planted(read: PublicRead): Promise<string> {
    const cache = app.cache;
    const tag = versionTag(
      await cache.versions.read(FIRST_COMMITTEE_ID, read.resources),
      read.resources,
    );
    const marker = `dalla cache: ${read.name}`;
    cache.reads.keep(
      FIRST_COMMITTEE_ID,
      readKey(read),
      cachedAnswer(tag, JSON.stringify(marker), 'application/json'),
      'canonical',
    );
    return marker;
  }

  it('answers REST lists with an Authorization header, valid or not, from the database', async () => {
    const reads: [string, PublicRead][] = [
      ['/api/news', declaredRead('news')],
      ['/api/projects', declaredRead('projects')],
      ['/api/stats', declaredRead('stats')],
      ['/api/team', declaredRead('team_members')],
      ['/api/settings', declaredRead('settings')],
      ['/api/grants', declaredRead('grants')],
      ['/api/grants/years', declaredRead('grants-years')],
    ];
    for (const [path, read] of reads) {
      const marker = await planted(read);
      // Anonymous: the planted answer (the proof that it is the one stored).
      expect(await (await fetch(`${app.url}${path}`)).json(), path).toBe(marker);
      for (const authorization of [
        `Bearer ${token}`,
        'Bearer token-non-valido',
        'Basic eDp5',
        '',
      ]) {
        const answer = await fetch(`${app.url}${path}`, { headers: { authorization } });
        // A public GET reads a bad token as no one (DESIGN.md: only writes need a token).
        expect(answer.status, `${path} ${authorization}`).toBe(200);
        expect(await answer.json(), `${path} ${authorization}`).not.toBe(marker);
      }
      // The bypass stored nothing: the planted answer is still what anonymous readers get.
      expect(await (await fetch(`${app.url}${path}`)).json(), path).toBe(marker);
    }
    await sql("update news set author = author || ''");
    await sql("update projects set title = title || ''");
    await sql("update stats set value = value || ''");
    await sql("update team_members set name = name || ''");
    await sql("update settings set name = name || ''");
    await sql("update grants set purpose = purpose || ''");
  });

  it('answers anonymous GraphQL reads with an Authorization header, valid or not, through Apollo', async () => {
    const [first] = (await call<Json[]>(app.url, '/api/news')).body;
    await homeNewsTitles();
    await withoutNewsVersions(async () => {
      await sql('update news set title = ? where id = ?', ['Titolo nascosto alla cache', first.id]);
      expect(await homeNewsTitles()).not.toContain('Titolo nascosto alla cache');
      for (const authorization of ['Bearer token-non-valido', '']) {
        const answer = await postGraphQL(HOME_QUERY, { authorization });
        expect(answer.status, authorization).toBe(200);
        expect(answer.text, authorization).toContain('Titolo nascosto alla cache');
      }
    });
  });

  it('plans only queries of public root fields, without fragments or directives', () => {
    expect(publicReadPlan({ query: HOME_QUERY }, app.cache.publicRootFields)).toEqual({
      resources: ['news', 'projects', 'stats'],
    });
    expect(
      publicReadPlan({ query: '{ allDocuments { id } __typename }' }, app.cache.publicRootFields),
    ).toEqual({
      resources: ['documents'],
    });
    for (const query of [
      '{ allContacts { id } }',
      '{ _allContactsMeta { count } }',
      '{ Contact(id: "1") { id } }',
      '{ me { username } }',
      '{ allNews { id } me { username } }',
      'mutation { logout }',
      '{ ...F } fragment F on Query { allNews { id } }',
      '{ ... on Query { allContacts { id } } }',
      '{ allNews @include(if: true) { id } }',
      'query A { allNews { id } } query B { allStats { id } }',
      'not graphql',
    ]) {
      expect(publicReadPlan({ query }, app.cache.publicRootFields), query).toBeNull();
    }
    expect(
      publicReadPlan(
        {
          query: 'query A { allNews { id } } mutation B { logout }',
          operationName: 'A',
        },
        app.cache.publicRootFields,
      ),
    ).toEqual({ resources: ['news'] });
    expect(
      publicReadPlan(
        {
          query: 'query A { allNews { id } } mutation B { logout }',
          operationName: 'B',
        },
        app.cache.publicRootFields,
      ),
    ).toBeNull();
  });

  it('answers GraphQL errors through Apollo every time', async () => {
    const query = '{ allNews(sortField: "nessuno") { id } }';
    const first = await graphql(app.url, query);
    const second = await graphql(app.url, query);
    expect(first.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(second).toEqual(first);
  });
});

describe('the GraphQL fast path', () => {
  it('answers the home query with the same bytes and headers as Apollo', async () => {
    await sql("update news set title = title || ''");
    const miss = await postGraphQL(HOME_QUERY);
    const hit = await postGraphQL(HOME_QUERY);
    const apollo = await postGraphQL(HOME_QUERY, { authorization: `Bearer ${token}` });
    expect(miss.status).toBe(200);
    expect(hit.text).toBe(apollo.text);
    expect(miss.text).toBe(apollo.text);
    for (const header of ['content-type', 'etag', 'content-length']) {
      expect(hit.headers.get(header), header).toBe(apollo.headers.get(header));
    }
  });
});
