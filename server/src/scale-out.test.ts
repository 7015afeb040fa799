// Several server processes on one PostgreSQL and one object store, as behind a load
// balancer: two apps (each its own pool, caches, worker and HTTP server) on the same
// database and bucket. A write through one is read through the other at once (REST, GraphQL
// and the server-rendered pages, past each one's public and page caches), a session is
// valid on both and a logout ends it on both, the contact rate limit counts across both,
// and a file uploaded through one is served by the other with the same bytes (an image's
// narrower copies too). That the e-mail outbox sends each message once with two processes
// is tested in modules/mail/mail.test.ts ('two server processes on one database'). Also:
// migrations started by two processes at once on an empty database run once (the advisory
// lock of db/orm.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrm, migrate } from './platform/db/orm.js';
import { entities, migrationsList } from './registry.js';
import { defaultRateLimits } from './rate-limits.js';
import {
  attach,
  call,
  formOf,
  graphql,
  pngImage,
  type Json,
  uploadPdfDocument,
} from './testing/api-client.js';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.js';
import { buildSite, type BuiltSite } from './testing/site-build.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let s3: S3TestServer;
let site: BuiltSite;
let first: TestApp;
let second: TestApp;

const contact = {
  name: 'Giulia Verdi',
  email: 'giulia.verdi@example.it',
  subject: 'Volontariato',
  message: 'Vorrei diventare volontaria del comitato: come posso iniziare?',
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  site = await buildSite();
  const overrides = {
    webDist: site.webDist,
    webSsrEntry: site.webSsrEntry,
    s3: await s3.newBucket(),
    contactMinFillMs: 0,
    rateLimits: { ...defaultRateLimits, contactPerIp: { limit: 4, windowSeconds: 600 } },
  };
  first = await createTestApp(overrides);
  second = await createTestApp(overrides, { databaseUrl: first.config.databaseUrl });
}, 240_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

/** The server-rendered HTML of a page of the public site. */
async function pageHtml(base: string, pathname: string): Promise<string> {
  const response = await fetch(new URL(pathname, base));
  expect(response.status).toBe(200);
  return response.text();
}

describe('two server processes on one database and one bucket', () => {
  it('read at once what the other wrote, through REST and GraphQL', async () => {
    const token = await first.loginAsAdmin();
    // Both processes have the list in their public cache before the write.
    const query = '{ allNews(sortField: "date", sortOrder: "DESC") { title } }';
    for (const app of [first, second]) {
      expect((await call<Json[]>(app.url, '/api/news')).body).toEqual([]);
      expect((await graphql(app.url, query)).data).toEqual({ allNews: [] });
    }
    const created = await call(first.url, '/api/news', {
      token,
      json: {
        title: 'Nuova sede del comitato',
        content: 'Da lunedì la sede è in via Roma 1, con orari di apertura più ampi.',
        date: '2026-11-02',
        author: 'Comitato',
        category: 'Notizie',
      },
    });
    expect(created.status).toBe(201);
    const list = await call<Json[]>(second.url, '/api/news');
    expect(list.body.map((news) => news.title)).toEqual(['Nuova sede del comitato']);
    expect((await graphql(second.url, query)).data).toEqual({
      allNews: [{ title: 'Nuova sede del comitato' }],
    });
    const one = await call(second.url, `/api/news/${created.body.id as number}`);
    expect(one.body.title).toBe('Nuova sede del comitato');

    // An edit through the second is read through the first at once.
    const edited = await graphql(
      second.url,
      'mutation ($id: ID!) { updateNews(id: $id, title: "Sede nuova, orari nuovi") { id } }',
      { id: String(created.body.id) },
      token,
    );
    expect(edited.errors).toBeUndefined();
    expect((await graphql(first.url, query)).data).toEqual({
      allNews: [{ title: 'Sede nuova, orari nuovi' }],
    });
  });

  it('render at once in their pages what the other wrote', async () => {
    const token = await first.loginAsAdmin();
    const created = await call(first.url, '/api/news', {
      token,
      json: {
        title: 'Raccolta alimentare di dicembre',
        content: 'Sabato 12 dicembre raccogliamo alimenti davanti ai supermercati della città.',
        date: '2026-11-03',
        author: 'Comitato',
        category: 'Notizie',
      },
    });
    expect(created.status).toBe(201);
    const article = `/notizie/${created.body.id as number}`;
    // Both processes render and keep the page before the edit.
    for (const app of [first, second]) {
      expect(await pageHtml(app.url, article)).toContain('Raccolta alimentare di dicembre');
      expect(await pageHtml(app.url, '/news')).toContain('Raccolta alimentare di dicembre');
    }
    const edited = await call(second.url, `/api/news/${created.body.id as number}`, {
      method: 'PUT',
      token,
      json: {
        title: 'Raccolta alimentare: si replica a gennaio',
        content: 'Sabato 12 dicembre raccogliamo alimenti davanti ai supermercati della città.',
        date: '2026-11-03',
        author: 'Comitato',
        category: 'Notizie',
      },
    });
    expect(edited.status).toBe(200);
    for (const app of [first, second]) {
      const html = await pageHtml(app.url, article);
      expect(html).toContain('Raccolta alimentare: si replica a gennaio');
      expect(html).not.toContain('Raccolta alimentare di dicembre');
      expect(await pageHtml(app.url, '/news')).toContain(
        'Raccolta alimentare: si replica a gennaio',
      );
    }
  });

  it('accept a token issued by the other, and a logout on one ends it on both', async () => {
    const token = await first.loginAsAdmin();
    const me = '{ me { username } }';
    expect((await call(second.url, '/api/contacts', { token })).status).toBe(200);
    expect((await graphql(second.url, me, {}, token)).data).toEqual({ me: { username: 'admin' } });
    const logout = await call(second.url, '/api/auth/logout', { method: 'POST', token });
    expect(logout.status).toBe(200);
    for (const app of [first, second]) {
      expect((await call(app.url, '/api/contacts', { token })).status).toBe(401);
      expect((await graphql(app.url, me, {}, token)).data).toEqual({ me: null });
    }
  });

  it('count the contact rate limit across both', async () => {
    const answers: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      answers.push((await call(app.url, '/api/contacts', { json: contact })).status);
    }
    expect(answers).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("serve a file uploaded through the other, with the same bytes (an image's copies too)", async () => {
    const token = await second.loginAsAdmin();
    const { pdf, url } = await uploadPdfDocument(second.url, token, 'Bilancio condiviso');
    const served = await fetch(`${first.url}/api${url}`);
    expect(served.status, `${url}: ${await served.clone().text()}`).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    const slide = await call(first.url, '/api/news', {
      token,
      form: attach(
        formOf({
          title: 'Foto della festa',
          content: 'Le foto della festa di fine anno con i volontari.',
          date: '2026-12-20',
          author: 'Comitato',
          category: 'Eventi',
        }),
        'image',
        await pngImage(800, 600),
        'festa.png',
        'image/png',
      ),
    });
    expect(slide.status).toBe(201);
    const image = slide.body.image as string;
    const [viaFirst, viaSecond] = await Promise.all(
      [first, second].map(async (app) =>
        Buffer.from(await (await fetch(`${app.url}/api${image}`)).arrayBuffer()),
      ),
    );
    expect(viaFirst.length).toBeGreaterThan(0);
    expect(viaSecond.equals(viaFirst)).toBe(true);
    // Its narrower copy, made by each process from the bucket's bytes: the same in both.
    const [copyFirst, copySecond] = await Promise.all(
      [first, second].map(async (app) => {
        const answer = await fetch(`${app.url}/api${image}?w=160`);
        expect(answer.status).toBe(200);
        return Buffer.from(await answer.arrayBuffer());
      }),
    );
    expect(await sharp(copyFirst).metadata()).toMatchObject({ format: 'webp', width: 160 });
    expect(copySecond.equals(copyFirst)).toBe(true);
  });
});

describe('migrations started by two processes at once', () => {
  let databaseUrl: string;
  const name = `migrate_${randomBytes(5).toString('hex')}`;

  async function admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const url = new URL(inject('testDatabaseAdminUrl'));
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
  });

  it('run once: one process migrates, the other waits and finds nothing left', async () => {
    const orms = await Promise.all(
      [1, 2].map(() => createOrm({ clientUrl: databaseUrl, entities, migrationsList, poolMax: 1 })),
    );
    try {
      const applied = await Promise.all(orms.map((orm) => migrate(orm)));
      const all = migrationsList.map((migration) => migration.name);
      expect(applied.map((names) => names.length).sort()).toEqual([0, all.length]);
      expect(applied.flat()).toEqual(all);
      const rows = await orms[0].em
        .fork()
        .getConnection()
        .execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      expect(rows.map((row) => row.name)).toEqual(all);
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
    }
  });
});
