// News over REST and GraphQL against the real app: the spec's calls, the image rule
// (file, URL, existing upload, removal), validation, auth and file clean-up.
import fs from 'node:fs/promises';
import sharp from 'sharp';
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
  jpegWithExif,
  pngImage,
  svgImage,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

const article = {
  title: 'Giornata della donazione del sangue',
  content: `<p>${'Una giornata dedicata alla solidarietà e alla salute. '.repeat(60)}</p>`,
  date: '2026-03-14',
  author: 'Ufficio Comunicazione',
  category: 'Eventi',
};

async function uploadsOnDisk(): Promise<string[]> {
  return fs.readdir(app.config.uploadsDir).catch(() => []);
}

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/news', () => {
  let created: Json;

  it('creates a news item with an uploaded image, resized to a web size without metadata', async () => {
    const form = attach(formOf(article), 'image', await jpegWithExif(), 'foto.jpg', 'image/jpeg');
    const answer = await call(app.url, '/api/news', { form, token });
    expect(answer.status).toBe(201);
    created = answer.body;
    expect(created).toMatchObject({ ...article, _id: created.id });
    expect(typeof created.id).toBe('number');
    expect(created.image).toMatch(/^\/uploads\/[a-f0-9-]+\.webp$/);
    expect(created.readTime).toBe(3);
    expect((created.excerpt as string).length).toBeLessThanOrEqual(201);
    expect(created.excerpt).toMatch(/^Una giornata dedicata.*…$/);
    expect(new Date(created.createdAt as string).toISOString()).toBe(created.createdAt);

    const file = await fetch(`${app.url}/api${created.image as string}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps an explicit excerpt and accepts an http(s) image URL', async () => {
    const answer = await call(app.url, '/api/news', {
      token,
      form: formOf({
        ...article,
        title: 'Nuova ambulanza',
        category: 'Notizie',
        date: '2026-05-02',
        excerpt: 'Un nuovo mezzo per il territorio.',
        image: 'https://example.org/ambulanza.webp',
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      excerpt: 'Un nuovo mezzo per il territorio.',
      image: 'https://example.org/ambulanza.webp',
    });
  });

  it('lists news newest first, with search and category filters', async () => {
    const list = await call<Json[]>(app.url, '/api/news');
    expect(list.status).toBe(200);
    expect(list.body.map((n) => n.title)).toEqual(['Nuova ambulanza', article.title]);
    expect(list.body[0]).toHaveProperty('_id');
    const search = await call<Json[]>(app.url, '/api/news?q=AMBULANZ');
    expect(search.body.map((n) => n.title)).toEqual(['Nuova ambulanza']);
    const inContent = await call<Json[]>(app.url, '/api/news?q=solidariet%C3%A0%20e');
    expect(inContent.body).toHaveLength(2);
    const category = await call<Json[]>(app.url, '/api/news?category=Notizie');
    expect(category.body.map((n) => n.title)).toEqual(['Nuova ambulanza']);
  });

  it('reads one item; unknown and malformed ids are 404', async () => {
    const one = await call(app.url, `/api/news/${created.id as number}`);
    expect(one.status).toBe(200);
    expect(one.body.title).toBe(article.title);
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999999']) {
      const missing = await call(app.url, `/api/news/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Notizia non trovata');
    }
  });

  it('keeps the image when PUT sends its URL back (also as /api/uploads/...)', async () => {
    const form = formOf({
      ...article,
      title: 'Titolo aggiornato',
      image: `/api${created.image as string}`,
    });
    const answer = await call(app.url, `/api/news/${created.id as number}`, {
      method: 'PUT',
      form,
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Titolo aggiornato', image: created.image });
  });

  it('keeps the image when PUT sends back its absolute URL', async () => {
    const form = formOf({ ...article, image: `${app.url}/api${created.image as string}` });
    const answer = await call(app.url, `/api/news/${created.id as number}`, {
      method: 'PUT',
      form,
      token,
    });
    expect(answer.body.image).toBe(created.image);
    expect(await app.storage.exists(created.image as string)).toBe(true);
  });

  it('replaces the image with a new file and deletes the old one', async () => {
    const form = attach(formOf(article), 'image', await pngImage(), 'nuova.png', 'image/png');
    const answer = await call(app.url, `/api/news/${created.id as number}`, {
      method: 'PUT',
      form,
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.image).not.toBe(created.image);
    expect(await app.storage.exists(created.image as string)).toBe(false);
    expect(await app.storage.exists(answer.body.image as string)).toBe(true);
    created = answer.body;
  });

  it('removes the image (and its file) when PUT sends none', async () => {
    const answer = await call(app.url, `/api/news/${created.id as number}`, {
      method: 'PUT',
      form: formOf(article),
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.image).toBeNull();
    expect(await app.storage.exists(created.image as string)).toBe(false);
  });

  it('answers 400 with the Italian message of every invalid field', async () => {
    const answer = await call(app.url, '/api/news', {
      token,
      form: formOf({
        title: '  ',
        content: '',
        date: '2026-02-30',
        author: '',
        category: 'Sport',
        image: 'javascript:alert(1)',
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Dati non validi',
      errors: {
        title: 'Il titolo è obbligatorio',
        content: 'Il contenuto è obbligatorio',
        date: 'La data deve essere nel formato AAAA-MM-GG',
        author: "L'autore è obbligatorio",
        category: 'La categoria deve essere Eventi, Comunicati o Notizie',
      },
    });
    const badImage = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, image: 'javascript:alert(1)' }),
    });
    expect(badImage.status).toBe(400);
    expect(badImage.body.errors).toEqual({
      image: "L'immagine deve essere un file o un URL http(s)",
    });
    const missingUpload = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, image: '/uploads/00000000-0000-0000-0000-000000000000.webp' }),
    });
    expect(missingUpload.status).toBe(400);
    expect(missingUpload.body.errors).toEqual({ image: "L'immagine indicata non esiste" });
  });

  it('enforces the maximum lengths', async () => {
    const answer = await call(app.url, '/api/news', {
      token,
      form: formOf({
        ...article,
        title: 't'.repeat(201),
        author: 'a'.repeat(121),
        excerpt: 'e'.repeat(501),
        content: 'c'.repeat(100_001),
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      title: 'Il titolo può avere al massimo 200 caratteri',
      author: "L'autore può avere al massimo 120 caratteri",
      excerpt: "L'anteprima può avere al massimo 500 caratteri",
      content: 'Il contenuto può avere al massimo 100000 caratteri',
    });
  });

  it('refuses SVG and non-images with 415, leaving neither a record nor a file', async () => {
    const before = await uploadsOnDisk();
    const count = (await call<Json[]>(app.url, '/api/news')).body.length;
    for (const [data, name, type] of [
      [svgImage, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('just text pretending'), 'foto.png', 'image/png'],
    ] as const) {
      const form = attach(formOf(article), 'image', data, name, type);
      const answer = await call(app.url, '/api/news', { form, token });
      expect(answer.status).toBe(415);
    }
    expect(await uploadsOnDisk()).toEqual(before);
    expect((await call<Json[]>(app.url, '/api/news')).body.length).toBe(count);
  });

  it('a failed write after the upload leaves no file behind', async () => {
    const before = await uploadsOnDisk();
    const form = attach(
      formOf({ ...article, date: 'ieri' }),
      'image',
      await pngImage(),
      'a.png',
      'image/png',
    );
    expect((await call(app.url, '/api/news', { form, token })).status).toBe(400);
    const update = attach(formOf({ ...article }), 'image', await pngImage(), 'a.png', 'image/png');
    expect(
      (await call(app.url, '/api/news/987654', { method: 'PUT', form: update, token })).status,
    ).toBe(404);
    expect(await uploadsOnDisk()).toEqual(before);
  });

  it.each(badTokenKinds)('refuses every write with a %s token (401)', async (kind) => {
    const expected =
      kind === 'missing'
        ? 'Non autorizzato: token mancante'
        : 'Sessione scaduta. Effettua nuovamente il login.';
    const id = created.id as number;
    for (const [method, path] of [
      ['POST', '/api/news'],
      ['PUT', `/api/news/${id}`],
      ['DELETE', `/api/news/${id}`],
    ]) {
      const answer = await call(app.url, path, { method, form: formOf(article), token: bad[kind] });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: expected });
    }
  });

  it('deletes a news item to the trash, its image kept until the trash is emptied', async () => {
    const form = attach(formOf(article), 'image', await pngImage(), 'a.png', 'image/png');
    const made = await call(app.url, '/api/news', { form, token });
    const answer = await call(app.url, `/api/news/${made.body.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(answer.status).toBe(200);
    expect(await app.storage.exists(made.body.image as string)).toBe(true);
    expect((await call(app.url, `/api/news/${made.body.id as number}`)).status).toBe(404);
    expect((await call(app.url, '/api/news/abc', { method: 'DELETE', token })).status).toBe(404);
  });
});

describe('GraphQL news', () => {
  const fields = 'id title excerpt image date author category readTime createdAt';

  it('creates with an Upload (multipart, preflight header), lists, counts and reads', async () => {
    const created = await graphqlUpload(
      app.url,
      `mutation($title: String!, $content: String!, $date: String!, $author: String!, $category: NewsCategory!, $image: Upload) {
        createNews(title: $title, content: $content, date: $date, author: $author, category: $category, image: $image) { ${fields} }
      }`,
      { ...article, title: 'Corso per la popolazione', category: 'Comunicati', date: '2026-09-01' },
      { image: { data: await pngImage(), name: 'corso.png', type: 'image/png' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const news = created.data?.createNews as Json;
    expect(news.image).toMatch(/^\/uploads\/.+\.webp$/);
    expect(typeof news.id).toBe('string');

    const list = await graphql(
      app.url,
      `
        query {
          allNews(
            page: 0
            perPage: 1
            sortField: "date"
            sortOrder: "DESC"
            filter: { category: Comunicati }
          ) {
            id
            title
          }
          _allNewsMeta(filter: { q: "corso per" }) {
            count
          }
          newsCategories
        }
      `,
    );
    expect(list.data?.allNews).toEqual([{ id: news.id, title: 'Corso per la popolazione' }]);
    expect(list.data?._allNewsMeta).toEqual({ count: 1 });
    expect(list.data?.newsCategories).toContain('Comunicati');

    const one = await graphql(
      app.url,
      `
        query ($id: ID!) {
          News(id: $id) {
            title
          }
        }
      `,
      { id: news.id },
    );
    expect(one.data?.News).toEqual({ title: 'Corso per la popolazione' });
    const none = await graphql(
      app.url,
      `
        query {
          a: News(id: "abc") {
            id
          }
          b: News(id: "424242") {
            id
          }
        }
      `,
    );
    expect(none.data).toEqual({ a: null, b: null });

    const updated = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateNews(id: $id, title: "Corso BLSD", removeImage: true) {
            title
            image
            category
          }
        }
      `,
      { id: news.id },
      token,
    );
    expect(updated.data?.updateNews).toEqual({
      title: 'Corso BLSD',
      image: null,
      category: 'Comunicati',
    });
    expect(await app.storage.exists(news.image as string)).toBe(false);

    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteNews(id: $id) {
            id
            title
          }
        }
      `,
      { id: news.id },
      token,
    );
    expect(deleted.data?.deleteNews).toEqual({ id: news.id, title: 'Corso BLSD' });
  });

  it('reports validation errors with fields, auth errors with codes, unknown ids as NOT_FOUND', async () => {
    const invalid = await graphql(
      app.url,
      `
        mutation {
          createNews(title: "", content: "x", date: "31/12/2026", author: "A", category: Eventi) {
            id
          }
        }
      `,
      {},
      token,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      status: 400,
      fields: {
        title: 'Il titolo è obbligatorio',
        date: 'La data deve essere nel formato AAAA-MM-GG',
      },
    });
    for (const kind of badTokenKinds) {
      const denied = await graphql(
        app.url,
        `
          mutation {
            deleteNews(id: "1") {
              id
            }
          }
        `,
        {},
        bad[kind],
      );
      expect(denied.errors?.[0].extensions.code).toBe(
        kind === 'missing' ? 'MISSING_TOKEN' : 'INVALID_TOKEN',
      );
      expect(denied.errors?.[0].extensions.status).toBe(401);
    }
    const missing = await graphql(
      app.url,
      `
        mutation {
          deleteNews(id: "abc") {
            id
          }
        }
      `,
      {},
      token,
    );
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('refuses an SVG upload with UNSUPPORTED_FILE', async () => {
    const answer = await graphqlUpload(
      app.url,
      `mutation($image: Upload) { createNews(title: "T", content: "C", date: "2026-01-01", author: "A", category: Eventi, image: $image) { id } }`,
      {},
      { image: { data: svgImage, name: 'x.svg', type: 'image/svg+xml' } },
      token,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'UNSUPPORTED_FILE', status: 415 });
  });
});
