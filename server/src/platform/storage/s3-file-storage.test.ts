// The object store driver for real: the server configured with S3_* against an S3 API
// server started here (s3rver), files uploaded through REST and GraphQL, read back with
// the same bytes (whole, by Range, revalidated by ETag), replaced and deleted (the
// objects go), served at absolute URLs under S3_PUBLIC_URL, and a backup of a bucket
// restored into another bucket (and into the local folder) with the same bytes.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restoreDatabase } from '../../backup/commands.js';
import { writeBackup } from '../../backup/archive.js';
import {
  attach,
  call,
  formOf,
  graphql,
  graphqlUpload,
  pdfFile,
  pngImage,
  type Json,
  uploadPdfDocument,
} from '../../testing/api-client.js';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { LocalFileStorage } from './local-file-storage.js';

let s3: S3TestServer;
let app: TestApp;
let token: string;

const article = {
  title: 'Esercitazione di protezione civile',
  content: 'I volontari hanno simulato una evacuazione con la popolazione del quartiere.',
  date: '2026-10-10',
  author: 'Comitato',
  category: 'Eventi',
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  app = await createTestApp({ s3: await s3.newBucket() });
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * A deleted record waits in the trash with its files for TRASH_DAYS: age every entry past
 * it and let the worker's purge (once across processes: its claim cleared) delete them.
 */
async function emptyTrash(): Promise<void> {
  const connection = app.em().getConnection();
  await connection.execute(`update trash set deleted_at = now() - interval '400 days'`);
  await connection.execute(`delete from scheduled_jobs where name = 'trash-purge'`);
  await app.worker.tick();
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/** The object's bytes read from the bucket itself, not through the server. */
async function objectBytes(target: TestApp, url: string): Promise<Buffer> {
  const file = await target.storage.open(nameOf(url));
  if (!file) throw new Error(`oggetto assente: ${url}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('uploads in an S3 bucket', () => {
  it('stores a REST image upload as an object and streams it with the disk driver headers, Range and ETag', async () => {
    const created = await call(app.url, '/api/news', {
      token,
      form: attach(formOf(article), 'image', await pngImage(), 'foto.png', 'image/png'),
    });
    expect(created.status).toBe(201);
    const image = created.body.image as string;
    expect(image).toMatch(/^\/uploads\/[a-f0-9-]+\.webp$/);
    expect(await app.storage.list()).toEqual([nameOf(image)]);
    // Nothing on the disk: the bucket is the storage.
    expect(await fs.readdir(app.config.uploadsDir).catch(() => [])).toEqual([]);

    const stored = await objectBytes(app, image);
    const whole = await fetch(`${app.url}/api${image}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/webp');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(stored.length));
    expect((await bytesOf(whole)).equals(stored)).toBe(true);

    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9-]+-[a-z0-9]+"$/);
    const again = await fetch(`${app.url}/api${image}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const part = await fetch(`${app.url}/api${image}`, { headers: { range: 'bytes=4-15' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-15/${stored.length}`);
    expect((await bytesOf(part)).equals(stored.subarray(4, 16))).toBe(true);
    const tail = await fetch(`${app.url}/api${image}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect((await bytesOf(tail)).equals(stored.subarray(stored.length - 10))).toBe(true);
    const outside = await fetch(`${app.url}/api${image}`, {
      headers: { range: `bytes=${stored.length + 10}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${stored.length}`);

    // Replacing the image deletes the old object; deleting the record deletes the new one.
    const replaced = await call(app.url, `/api/news/${created.body.id as number}`, {
      method: 'PUT',
      token,
      form: attach(formOf(article), 'image', await pngImage(80, 60), 'nuova.png', 'image/png'),
    });
    expect(replaced.status).toBe(200);
    const newImage = replaced.body.image as string;
    expect(await app.storage.list()).toEqual([nameOf(newImage)]);
    expect((await fetch(`${app.url}/api${image}`)).status).toBe(404);
    const removed = await call(app.url, `/api/news/${created.body.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(200);
    // Kept with its record in the trash, then deleted by the purge.
    expect(await app.storage.list()).toEqual([nameOf(newImage)]);
    await emptyTrash();
    expect(await app.storage.list()).toEqual([]);
  });

  it('serves a REST PDF upload byte for byte, whole and by Range, and deletes it with its record', async () => {
    const { pdf, id, url } = await uploadPdfDocument(app.url, token, 'Bilancio sociale');
    expect((await objectBytes(app, url)).equals(pdf)).toBe(true);
    const whole = await fetch(`${app.url}/api${url}`);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect((await bytesOf(whole)).equals(pdf)).toBe(true);
    const part = await fetch(`${app.url}/api${url}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect((await bytesOf(part)).toString('latin1')).toBe(pdf.subarray(0, 8).toString('latin1'));

    const removed = await call(app.url, `/api/documents/${id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(200);
    expect(await app.storage.exists(url)).toBe(true);
    await emptyTrash();
    expect(await app.storage.exists(url)).toBe(false);
    expect(await app.storage.list()).toEqual([]);
    expect((await fetch(`${app.url}/api${url}`)).status).toBe(404);
  });

  it('stores GraphQL uploads (an image and a PDF) and deletes the objects through GraphQL', async () => {
    const news = await graphqlUpload(
      app.url,
      `mutation($title: String!, $content: String!, $date: String!, $author: String!, $category: NewsCategory!, $image: Upload) {
        createNews(title: $title, content: $content, date: $date, author: $author, category: $category, image: $image) { id image }
      }`,
      article,
      { image: { data: await pngImage(), name: 'foto.png', type: 'image/png' } },
      token,
    );
    expect(news.errors).toBeUndefined();
    const created = news.data?.createNews as Json;
    const pdf = await pdfFile('Relazione');
    const document = await graphqlUpload(
      app.url,
      `mutation($title: String!, $category: String!, $file: Upload!) {
        createDocument(title: $title, category: $category, file: $file) { id fileUrl } }`,
      { title: 'Relazione', category: 'Relazioni' },
      { file: { data: pdf, name: 'relazione.pdf', type: 'application/pdf' } },
      token,
    );
    expect(document.errors).toBeUndefined();
    const made = document.data?.createDocument as Json;
    const imageUrl = created.image as string;
    const fileUrl = made.fileUrl as string;
    expect(await app.storage.list()).toEqual([nameOf(imageUrl), nameOf(fileUrl)].sort());
    expect((await bytesOf(await fetch(`${app.url}/api${fileUrl}`))).equals(pdf)).toBe(true);
    expect(
      (await bytesOf(await fetch(`${app.url}/api${imageUrl}`))).equals(
        await objectBytes(app, imageUrl),
      ),
    ).toBe(true);

    const removeImage = await graphql(
      app.url,
      'mutation ($id: ID!) { updateNews(id: $id, removeImage: true) { image } }',
      { id: created.id },
      token,
    );
    expect(removeImage.data?.updateNews).toEqual({ image: null });
    const deleted = await graphql(
      app.url,
      'mutation ($id: ID!) { deleteDocument(id: $id) { id } }',
      { id: made.id },
      token,
    );
    expect(deleted.data?.deleteDocument).toEqual({ id: made.id });
    await emptyTrash();
    expect(await app.storage.list()).toEqual([]);
  });
});

describe('S3_PUBLIC_URL', () => {
  it('makes records keep absolute URLs under it, served by the store itself', async () => {
    const bucket = await s3.newBucket();
    const publicUrl = `${s3.endpoint}/${bucket.bucket}`;
    const own = await createTestApp({ s3: { ...bucket, publicUrl } });
    try {
      const adminToken = await own.loginAsAdmin();
      const pdf = await pdfFile('Statuto');
      const created = await call(own.url, '/api/documents', {
        token: adminToken,
        form: attach(
          formOf({ title: 'Statuto', category: 'Statuto' }),
          'file',
          pdf,
          'statuto.pdf',
          'application/pdf',
        ),
      });
      expect(created.status).toBe(201);
      const url = created.body.fileUrl as string;
      expect(url.startsWith(`${publicUrl}/`)).toBe(true);
      expect((await bytesOf(await fetch(url))).equals(pdf)).toBe(true);
      // Also streamed through the API by its name, for clients that kept the relative form.
      expect(
        (await bytesOf(await fetch(`${own.url}/api/uploads/${nameOf(url)}`))).equals(pdf),
      ).toBe(true);

      const replaced = await call(own.url, `/api/documents/${created.body.id as number}`, {
        method: 'PUT',
        token: adminToken,
        form: attach(
          formOf({ title: 'Statuto', category: 'Statuto' }),
          'file',
          await pdfFile('Statuto aggiornato'),
          'statuto.pdf',
          'application/pdf',
        ),
      });
      expect(replaced.status).toBe(200);
      expect(await own.storage.exists(url)).toBe(false);
      expect(await own.storage.list()).toEqual([nameOf(replaced.body.fileUrl as string)]);
    } finally {
      await own.close();
    }
  });
});

describe('backups with an S3 bucket', () => {
  let workDir: string;
  const databases: string[] = [];

  async function emptyDatabase(): Promise<string> {
    const name = `s3restore_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    databases.push(name);
    const url = new URL(inject('testDatabaseAdminUrl'));
    url.pathname = `/${name}`;
    return url.toString();
  }

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-s3-backup-'));
  });

  afterAll(async () => {
    const client = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
    await client.connect();
    for (const name of databases)
      await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('archives the objects and restores them into another bucket, and into the local folder', async () => {
    const { pdf, url } = await uploadPdfDocument(app.url, token, 'Bilancio da salvare');
    const file = path.join(workDir, 's3.tar.gz');
    const manifest = await writeBackup({
      databaseUrl: app.config.databaseUrl!,
      storage: app.storage,
      file,
    });
    expect(manifest.files).toEqual([nameOf(url)]);

    // Into a new bucket: the restore puts the object back where the configured driver keeps files.
    const silent = pino({ level: 'silent' });
    const databaseUrl = await emptyDatabase();
    const target = await s3.newBucket();
    const config = { ...app.config, databaseUrl, s3: target };
    await restoreDatabase(config, silent, file, false);
    const restored = await createTestApp({ s3: target }, { databaseUrl });
    try {
      expect(await restored.storage.list()).toEqual([nameOf(url)]);
      const documents = await call<Json[]>(restored.url, '/api/documents');
      expect(documents.body.map((document) => document.fileUrl)).toEqual([url]);
      expect((await bytesOf(await fetch(`${restored.url}/api${url}`))).equals(pdf)).toBe(true);
      // Over data only with force; then the bucket holds exactly the backup's objects.
      await restored.storage.put('00000000-0000-0000-0000-000000000000.pdf', pdf);
      await expect(restoreDatabase(config, silent, file, false)).rejects.toThrow(/--force/);
      await restoreDatabase(config, silent, file, true);
      expect(await restored.storage.list()).toEqual([nameOf(url)]);
    } finally {
      await restored.close();
    }

    // The same archive restores into the local folder: the archive does not depend on the driver.
    const localDir = path.join(workDir, 'local-uploads');
    await restoreDatabase(
      { ...app.config, databaseUrl: await emptyDatabase(), s3: undefined, uploadsDir: localDir },
      silent,
      file,
      false,
    );
    expect((await fs.readFile(path.join(localDir, nameOf(url)))).equals(pdf)).toBe(true);
    expect(await new LocalFileStorage(localDir).list()).toEqual([nameOf(url)]);
  });
});
