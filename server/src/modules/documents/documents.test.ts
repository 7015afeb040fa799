// Transparency documents: PDFs checked by content and size (415/413), required on
// create and optional on edit, served with the right headers, deleted with their record;
// a failed upload leaves nothing behind. REST and GraphQL.
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  attach,
  badTokenKinds,
  badTokens,
  call,
  formOf,
  graphql,
  graphqlUpload,
  oversizedPdf,
  pdfFile,
  pngImage,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

async function uploadsOnDisk(): Promise<string[]> {
  return (await fs.readdir(app.config.uploadsDir).catch(() => [])).sort();
}

async function documentCount(): Promise<number> {
  return (await call<Json[]>(app.url, '/api/documents')).body.length;
}

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/documents', () => {
  let created: Json;

  it('creates a document from a PDF and serves it', async () => {
    const pdf = await pdfFile();
    const form = attach(
      formOf({ title: 'Bilancio 2025', category: 'Bilanci' }),
      'file',
      pdf,
      '../../etc/passwd.pdf',
      'application/pdf',
    );
    const answer = await call(app.url, '/api/documents', { form, token });
    expect(answer.status).toBe(201);
    created = answer.body;
    expect(created).toMatchObject({ _id: created.id, title: 'Bilancio 2025', category: 'Bilanci' });
    expect(created.fileUrl).toMatch(/^\/uploads\/[a-f0-9-]{36}\.pdf$/);
    expect(created.fileSize).toMatch(/^\d+(\.\d)? (B|KB)$/);
    const file = await fetch(`${app.url}/api${created.fileUrl as string}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    // From the disk as from a bucket (storage/s3-file-storage.test.ts): ETag, Range, 416, HEAD.
    const url = `${app.url}/api${created.fileUrl as string}`;
    const etag = file.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9-]+-[a-z0-9]+"$/);
    expect((await fetch(url, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const part = await fetch(url, { headers: { range: 'bytes=5-20' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 5-20/${pdf.length}`);
    expect(part.headers.get('content-length')).toBe('16');
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(5, 21))).toBe(true);
    const outside = await fetch(url, { headers: { range: `bytes=${pdf.length}-` } });
    expect(outside.status).toBe(416);
    // A range for another version of the file (If-Range): the whole file.
    const stale = await fetch(url, { headers: { range: 'bytes=0-1', 'if-range': '"altro"' } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(pdf)).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(pdf.length));
  });

  it('lists newest first with title search and category filter; reads one; 404s', async () => {
    const form = attach(
      formOf({ title: 'Statuto del Comitato', category: 'Statuto' }),
      'file',
      await pdfFile(),
      's.pdf',
      'application/pdf',
    );
    await call(app.url, '/api/documents', { form, token });
    const list = await call<Json[]>(app.url, '/api/documents');
    expect(list.body.map((d) => d.title)).toEqual(['Statuto del Comitato', 'Bilancio 2025']);
    expect((await call<Json[]>(app.url, '/api/documents?q=BILANCIO')).body).toHaveLength(1);
    expect(
      (await call<Json[]>(app.url, '/api/documents?q=Comitato&category=Bilanci')).body,
    ).toHaveLength(0);
    const one = await call(app.url, `/api/documents/${created.id as number}`);
    expect(one.body).toMatchObject({ title: 'Bilancio 2025', fileUrl: created.fileUrl });
    expect((await call(app.url, '/api/documents/123456')).status).toBe(404);
    expect((await call(app.url, '/api/documents/x1')).status).toBe(404);
    expect((await call(app.url, '/api/uploads/nessuno.pdf')).status).toBe(404);
    expect((await call(app.url, '/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('requires title, a known category and a PDF on create (400 with fields)', async () => {
    const answer = await call(app.url, '/api/documents', {
      form: formOf({ title: '', category: 'Varie' }),
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      title: 'Il titolo è obbligatorio',
      category:
        'La categoria deve essere Bilanci, Statuto, Relazioni, Regolamenti o Altri Documenti',
      file: 'Il file PDF è obbligatorio',
    });
    const noFile = await call(app.url, '/api/documents', {
      form: formOf({ title: 'T', category: 'Statuto' }),
      token,
    });
    expect(noFile.body.errors).toEqual({ file: 'Il file PDF è obbligatorio' });
  });

  it('limits the title to 200 characters', async () => {
    const form = attach(
      formOf({ title: 't'.repeat(201), category: 'Statuto' }),
      'file',
      await pdfFile(),
      's.pdf',
      'application/pdf',
    );
    const answer = await call(app.url, '/api/documents', { form, token });
    expect(answer.body.errors).toEqual({ title: 'Il titolo può avere al massimo 200 caratteri' });
  });

  it('refuses a non-PDF with 415 and more than 10 MB with 413, leaving nothing behind', async () => {
    const before = await uploadsOnDisk();
    const count = await documentCount();
    const png = attach(
      formOf({ title: 'Finto', category: 'Statuto' }),
      'file',
      await pngImage(),
      'finto.pdf',
      'application/pdf',
    );
    const wrongType = await call(app.url, '/api/documents', { form: png, token });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe('Il file deve essere un PDF');
    const big = attach(
      formOf({ title: 'Grande', category: 'Statuto' }),
      'file',
      oversizedPdf(),
      'grande.pdf',
      'application/pdf',
    );
    const tooLarge = await call(app.url, '/api/documents', { form: big, token });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('File troppo grande: il limite è 10 MB');
    expect(await uploadsOnDisk()).toEqual(before);
    expect(await documentCount()).toBe(count);
  });

  it('keeps the PDF on an edit without file; replaces it (deleting the old) with one', async () => {
    const kept = await call(app.url, `/api/documents/${created.id as number}`, {
      method: 'PUT',
      form: formOf({ title: 'Bilancio consuntivo 2025', category: 'Bilanci' }),
      token,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      title: 'Bilancio consuntivo 2025',
      fileUrl: created.fileUrl,
    });
    const form = attach(
      formOf({ title: 'Bilancio consuntivo 2025', category: 'Bilanci' }),
      'file',
      await pdfFile('v2'),
      'v2.pdf',
      'application/pdf',
    );
    const replaced = await call(app.url, `/api/documents/${created.id as number}`, {
      method: 'PUT',
      form,
      token,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.fileUrl).not.toBe(created.fileUrl);
    expect(await app.storage.exists(created.fileUrl as string)).toBe(false);
    expect(await app.storage.exists(replaced.body.fileUrl as string)).toBe(true);
    created = replaced.body;
  });

  it('a failed edit keeps the old file and leaves no new one', async () => {
    const before = await uploadsOnDisk();
    const form = attach(
      formOf({ title: '', category: 'Bilanci' }),
      'file',
      await pdfFile(),
      'x.pdf',
      'application/pdf',
    );
    const answer = await call(app.url, `/api/documents/${created.id as number}`, {
      method: 'PUT',
      form,
      token,
    });
    expect(answer.status).toBe(400);
    expect(await uploadsOnDisk()).toEqual(before);
    expect(await app.storage.exists(created.fileUrl as string)).toBe(true);
  });

  it.each(badTokenKinds)('refuses writes with a %s token (401)', async (kind) => {
    const id = created.id as number;
    for (const [method, path] of [
      ['POST', '/api/documents'],
      ['PUT', `/api/documents/${id}`],
      ['DELETE', `/api/documents/${id}`],
    ]) {
      const answer = await call(app.url, path, {
        method,
        form: formOf({ title: 'T', category: 'Statuto' }),
        token: bad[kind],
      });
      expect(answer.status).toBe(401);
    }
  });

  it('deletes the document to the trash, its PDF kept until the trash is emptied', async () => {
    const answer = await call(app.url, `/api/documents/${created.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(answer.status).toBe(200);
    expect((await call(app.url, `/api/documents/${created.id as number}`)).status).toBe(404);
    expect(await app.storage.exists(created.fileUrl as string)).toBe(true);
  });
});

describe('GraphQL documents', () => {
  const create = `mutation($title: String!, $category: String!, $file: Upload!) {
    createDocument(title: $title, category: $category, file: $file) { id title category fileSize fileUrl } }`;

  it('creates with an Upload, lists with count, updates and deletes', async () => {
    const made = await graphqlUpload(
      app.url,
      create,
      { title: 'Relazione attività 2025', category: 'Relazioni' },
      { file: { data: await pdfFile(), name: 'relazione.pdf', type: 'application/pdf' } },
      token,
    );
    expect(made.errors).toBeUndefined();
    const document = made.data?.createDocument as Json;
    expect(document.fileUrl).toMatch(/\.pdf$/);
    const list = await graphql(
      app.url,
      `
        {
          allDocuments(filter: { q: "relazione" }, sortField: "title", sortOrder: "ASC") {
            id
          }
          _allDocumentsMeta(filter: { category: "Relazioni" }) {
            count
          }
        }
      `,
    );
    expect(list.data).toEqual({
      allDocuments: [{ id: document.id }],
      _allDocumentsMeta: { count: 1 },
    });
    const updated = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateDocument(id: $id, category: "Altri Documenti") {
            category
            fileUrl
          }
        }
      `,
      { id: document.id },
      token,
    );
    expect(updated.data?.updateDocument).toEqual({
      category: 'Altri Documenti',
      fileUrl: document.fileUrl,
    });
    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteDocument(id: $id) {
            id
          }
        }
      `,
      { id: document.id },
      token,
    );
    expect(deleted.data?.deleteDocument).toEqual({ id: document.id });
    // In the trash, with its PDF (deleted when the trash is emptied).
    expect(await app.storage.exists(document.fileUrl as string)).toBe(true);
  });

  it('refuses non-PDFs (415), oversized files (413) and bad sort fields (400)', async () => {
    const before = await uploadsOnDisk();
    const wrong = await graphqlUpload(
      app.url,
      create,
      { title: 'X', category: 'Statuto' },
      { file: { data: await pngImage(), name: 'x.pdf', type: 'application/pdf' } },
      token,
    );
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'UNSUPPORTED_FILE', status: 415 });
    const big = await graphqlUpload(
      app.url,
      create,
      { title: 'X', category: 'Statuto' },
      { file: { data: oversizedPdf(), name: 'x.pdf', type: 'application/pdf' } },
      token,
    );
    expect(big.errors?.[0].extensions).toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
    expect(await uploadsOnDisk()).toEqual(before);
    const sort = await graphql(
      app.url,
      `
        {
          allDocuments(sortField: "file_url; drop table documents") {
            id
          }
        }
      `,
    );
    expect(sort.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { sortField: expect.any(String) },
    });
    const page = await graphql(
      app.url,
      `
        {
          allDocuments(page: -1, perPage: 5000) {
            id
          }
        }
      `,
    );
    expect(page.errors?.[0].extensions.code).toBe('VALIDATION');
  });
});
