// Leave and join, on a real PostgreSQL: committee A of a two-committee platform is
// exported (backup --committee) and imported into the same platform as a new committee C
// (restore --committee): C's content equals A's (news with its image, a document, settings,
// users who sign in on C's host, the files), with new ids and its own file names, while A
// and B are untouched. A single-committee deployment's whole backup imports the same way
// (its administrator becomes C's administrator, not a platform administrator), and a
// committee's export restores as a single-committee deployment.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from '../registry.js';
import {
  attach,
  call,
  fetchAt,
  formOf,
  pdfFile,
  pngImage,
  type Json,
} from '../testing/api-client.js';
import { REFRESH_MS } from '../platform/http/committee-hosts.js';
import { hostClient } from '../testing/host-client.js';
import { buildSite } from '../testing/site-build.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.js';
import { writeBackup } from './archive.js';
import { importCommittee } from './committee-import.js';
import { restoreDatabase } from './commands.js';

const silent = pino({ level: 'silent' });
const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
const knownMigrations = migrationsList.map((migration) => migration.name);
const PAVIA_ADMIN = {
  name: 'Giulia Ferri',
  username: 'giulia',
  email: 'giulia@cri-pavia.example',
  password: 'un-comitato-sul-ticino',
};

let platform: TestApp;
let workDir: string;
let platformToken: string;
const databases: string[] = [];

const { at, login } = hostClient(() => platform);

async function createCommittee(slug: string, name: string): Promise<void> {
  const created = await at(FIRST, '/api/committees', {
    token: platformToken,
    json: { name, slug, town: name, admin: { ...PAVIA_ADMIN, username: `admin-${slug}` } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

/** What a visitor and the committee's administrator see of a committee, without ids. */
async function contentAt(host: string, token: string) {
  const news = await at(host, '/api/news');
  const documents = await at(host, '/api/documents');
  const settings = await at(host, '/api/settings');
  const users = await at(host, '/api/users', { token });
  const strip = (rows: Json[]) =>
    rows.map((row) => {
      const { id: _id, _id: __id, createdAt: _c, updatedAt: _u, ...rest } = row;
      return rest;
    });
  return {
    news: strip(news.body).map((item) => ({ ...item, image: typeof item.image })),
    documents: strip(documents.body).map((item) => ({ ...item, fileUrl: typeof item.fileUrl })),
    settings: { ...settings.body, id: undefined, _id: undefined },
    users: strip(users.body),
  };
}

async function bytesOf(host: string, url: string): Promise<Buffer> {
  const answer = await fetchAt(`${platform.url}/api${url}`, { headers: { host } });
  expect(answer.status, url).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

async function emptyDatabase(): Promise<string> {
  const name = `import_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  databases.push(name);
  const url = new URL(inject('testDatabaseAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

let paviaToken: string;
let paviaImage: string;
let paviaDocument: string;

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-committee-backup-'));
  // The built site, for the imported committee's rendered news page.
  const site = await buildSite();
  platform = await createTestApp({
    platformDomain: DOMAIN,
    webDist: site.webDist,
    webSsrEntry: site.webSsrEntry,
  });
  platformToken = await login(FIRST, platform.config.adminUsername, TEST_ADMIN_PASSWORD);
  await createCommittee('pavia', 'Pavia');
  await createCommittee('lodi', 'Lodi');
  paviaToken = await login(`pavia.${DOMAIN}`, 'admin-pavia', PAVIA_ADMIN.password);
  const news = await at(`pavia.${DOMAIN}`, '/api/news', {
    token: paviaToken,
    form: attach(
      formOf({
        title: 'Raccolta alimentare a Pavia',
        content: '<p>Sabato in piazza con i volontari.</p>',
        category: 'Eventi',
        author: 'Comitato di Pavia',
        date: '2026-04-11',
      }),
      'image',
      await pngImage(),
      'raccolta.png',
      'image/png',
    ),
  });
  expect(news.status, JSON.stringify(news.body)).toBe(201);
  paviaImage = news.body.image as string;
  const document = await at(`pavia.${DOMAIN}`, '/api/documents', {
    token: paviaToken,
    form: attach(
      formOf({ title: 'Bilancio 2025', category: 'Bilanci' }),
      'file',
      await pdfFile('Bilancio consuntivo di Pavia'),
      'bilancio.pdf',
      'application/pdf',
    ),
  });
  expect(document.status, JSON.stringify(document.body)).toBe(201);
  paviaDocument = document.body.fileUrl as string;
  const editor = await at(`pavia.${DOMAIN}`, '/api/users', {
    token: paviaToken,
    json: {
      name: 'Marco Bassi',
      username: 'marco',
      email: 'marco@cri-pavia.example',
      role: 'editor',
      password: 'redattore-del-ticino-2026',
    },
  });
  expect(editor.status, JSON.stringify(editor.body)).toBe(201);
  const lodiToken = await login(`lodi.${DOMAIN}`, 'admin-lodi', PAVIA_ADMIN.password);
  const lodiNews = await at(`lodi.${DOMAIN}`, '/api/news', {
    token: lodiToken,
    json: {
      title: 'Corso BLSD a Lodi',
      content: '<p>Iscrizioni aperte.</p>',
      category: 'Eventi',
      author: 'Comitato di Lodi',
      date: '2026-05-02',
    },
  });
  expect(lodiNews.status).toBe(201);
}, 600_000);

afterAll(async () => {
  await platform?.close();
  const admin = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('a committee leaves and joins', () => {
  const exported = () => path.join(workDir, 'pavia.tar.gz');

  it('exports committee A and imports it as a new committee C, leaving A and B as they were', async () => {
    const lodiToken = await login(`lodi.${DOMAIN}`, 'admin-lodi', PAVIA_ADMIN.password);
    const paviaBefore = await contentAt(`pavia.${DOMAIN}`, paviaToken);
    const lodiBefore = await contentAt(`lodi.${DOMAIN}`, lodiToken);
    const databaseUrl = platform.config.databaseUrl!;

    const manifest = await writeBackup({
      databaseUrl,
      storage: platform.storage,
      file: exported(),
      committee: 'pavia',
    });
    expect(manifest.committee).toMatchObject({ slug: 'pavia', name: 'Pavia' });
    // Its rows only (no sign-ins), its files only.
    expect(manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['news', 'documents', 'settings', 'users', 'content_versions']),
    );
    expect(manifest.tables.map((table) => table.name)).not.toContain('sessions');
    expect(manifest.tables.find((table) => table.name === 'news')?.rows).toBe(1);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(2);
    expect(manifest.files).toHaveLength(2);

    const imported = await importCommittee({
      databaseUrl,
      storage: platform.storage,
      file: exported(),
      slug: 'como',
      knownMigrations,
    });
    const como = `como.${DOMAIN}`;
    // Its users sign in on C's host, with their passwords.
    const comoToken = await login(como, 'admin-pavia', PAVIA_ADMIN.password);
    await login(como, 'marco', 'redattore-del-ticino-2026');
    expect(await contentAt(como, comoToken)).toEqual(paviaBefore);
    // New ids, and the files under C's own names, with the same bytes.
    const comoNews = (await at(como, '/api/news')).body[0] as Json;
    expect(comoNews.image).toMatch(new RegExp(`^/uploads/c${imported.committeeId}-`));
    expect(comoNews.id).not.toBe((await at(`pavia.${DOMAIN}`, '/api/news')).body[0]?.id);
    const comoDocument = (await at(como, '/api/documents')).body[0] as Json;
    for (const [copy, original] of [
      [comoNews.image, paviaImage],
      [comoDocument.fileUrl, paviaDocument],
    ] as const) {
      const [a, b] = await Promise.all([
        bytesOf(como, String(copy)),
        bytesOf(`pavia.${DOMAIN}`, original),
      ]);
      expect(a.equals(b), String(copy)).toBe(true);
    }
    // The public page of the news item is C's own.
    const page = await at(como, `/notizie/${comoNews.id}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Raccolta alimentare a Pavia');
    // A and B untouched; A's token does not open C.
    expect(await contentAt(`pavia.${DOMAIN}`, paviaToken)).toEqual(paviaBefore);
    expect(await contentAt(`lodi.${DOMAIN}`, lodiToken)).toEqual(lodiBefore);
    expect((await at(como, '/api/users', { token: paviaToken })).status).toBe(401);
    // The platform lists it, and the slug cannot be taken twice.
    const list = await at(FIRST, '/api/committees', { token: platformToken });
    expect(list.body.find((committee) => committee.slug === 'como')).toMatchObject({
      name: 'Pavia',
      archived: false,
    });
    await expect(
      importCommittee({
        databaseUrl,
        storage: platform.storage,
        file: exported(),
        slug: 'como',
        knownMigrations,
      }),
    ).rejects.toThrow('l\'indirizzo breve "como" è già di un altro comitato');
    // An archive that is not there, or that comes from a newer version of the site, is refused.
    const importing = (file: string, known: string[]) =>
      importCommittee({
        databaseUrl,
        storage: platform.storage,
        file,
        slug: 'lecco',
        knownMigrations: known,
      });
    await expect(importing(path.join(workDir, 'manca.tar.gz'), knownMigrations)).rejects.toThrow(
      'archivio non trovato',
    );
    await expect(importing(exported(), knownMigrations.slice(0, -1))).rejects.toThrow(
      'versione più recente del sito',
    );
  });

  it("imports a single-committee deployment's backup as a committee, its admin no platform administrator", async () => {
    const single = await createTestApp();
    const file = path.join(workDir, 'singolo.tar.gz');
    try {
      const token = await single.loginAsAdmin();
      const news = await call(single.url, '/api/news', {
        token,
        json: {
          title: 'Notizia del comitato singolo',
          content: '<p>Da un server tutto suo.</p>',
          category: 'Eventi',
          author: 'Comitato',
          date: '2026-03-01',
        },
      });
      expect(news.status).toBe(201);
      await writeBackup({
        databaseUrl: single.config.databaseUrl!,
        storage: single.storage,
        file,
      });
    } finally {
      await single.close();
    }
    await importCommittee({
      databaseUrl: platform.config.databaseUrl!,
      storage: platform.storage,
      file,
      slug: 'milano',
      knownMigrations,
    });
    const milano = `milano.${DOMAIN}`;
    // The running server learns of a committee imported beside it when it next looks an
    // unknown host up (at most every UNKNOWN_HOST_RETRY_MS, or at its REFRESH_MS reload).
    await expect
      .poll(async () => (await at(milano, '/api/news')).status, { timeout: REFRESH_MS + 5_000 })
      .toBe(200);
    const titles = (await at(milano, '/api/news')).body.map((item) => item.title);
    expect(titles).toEqual(['Notizia del comitato singolo']);
    const token = await login(milano, 'admin', TEST_ADMIN_PASSWORD);
    expect((await at(milano, '/api/users', { token })).status).toBe(200);
    // The single deployment's first administrator administers this committee only.
    expect((await at(milano, '/api/committees', { token })).status).toBe(403);
    expect((await at(FIRST, '/api/users', { token })).status).toBe(401);
  });

  it("refuses a whole platform's backup, or a slug that is no address", async () => {
    const whole = path.join(workDir, 'piattaforma.tar.gz');
    await writeBackup({
      databaseUrl: platform.config.databaseUrl!,
      storage: platform.storage,
      file: whole,
    });
    const importAs = (slug: string) =>
      importCommittee({
        databaseUrl: platform.config.databaseUrl!,
        storage: platform.storage,
        file: whole,
        slug,
        knownMigrations,
      });
    await expect(importAs('varese')).rejects.toThrow(
      "l'archivio contiene più comitati: esporta quello da importare con npm run backup -- --committee SLUG",
    );
    await expect(importAs('Non Valido')).rejects.toThrow(/indirizzo breve non valido/);
    // Nothing of the refused import stayed.
    const list = await at(FIRST, '/api/committees', { token: platformToken });
    expect(list.body.map((committee) => committee.slug)).not.toContain('varese');
  });

  it("restores a committee's export as a single-committee deployment", async () => {
    const databaseUrl = await emptyDatabase();
    const dataDir = path.join(workDir, 'pavia-alone');
    const config = {
      ...platform.config,
      platformDomain: undefined,
      databaseUrl,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
    };
    await restoreDatabase(config, silent, exported(), false);
    const alone = await createTestApp({ dataDir, uploadsDir: config.uploadsDir }, { databaseUrl });
    try {
      const login = await call(alone.url, '/api/auth/login', {
        json: { username: 'admin-pavia', password: PAVIA_ADMIN.password },
      });
      expect(login.status).toBe(200);
      const news = (await call<Json[]>(alone.url, '/api/news')).body;
      expect(news.map((item) => item.title)).toEqual(['Raccolta alimentare a Pavia']);
      // The files are the first committee's now: plain names, the same bytes.
      expect(news[0]?.image).toMatch(/^\/uploads\/[a-f0-9-]{36}\.\w+$/);
      const [copy, original] = await Promise.all([
        fetch(`${alone.url}/api${String(news[0]?.image)}`).then((r) => r.arrayBuffer()),
        bytesOf(`pavia.${DOMAIN}`, paviaImage),
      ]);
      expect(Buffer.from(copy).equals(original)).toBe(true);
      const settings = await call<Json>(alone.url, '/api/settings');
      expect(settings.body.name).toBe('Pavia');
    } finally {
      await alone.close();
    }
  });
});
