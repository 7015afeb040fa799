// Drafts, scheduled publication, alternative text and sanitised rich text of news and
// courses, over REST and GraphQL against the real app: what the public may read (lists,
// items, counts, categories) with the public cache warm, what a signed-in user sees, and
// XSS payloads that never reach the database whichever API wrote them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import {
  call,
  formOf,
  graphql,
  graphqlUpload,
  pngImage,
  type Json,
} from '../testing/api-client.js';

let app: TestApp;
let token: string;

const XSS =
  '<h2 onclick="alert(1)">Titolo</h2><p style="color:red">Testo <strong>forte</strong></p>' +
  '<script>alert(2)</script><img src="x" onerror="alert(3)"><img src="/uploads/foto.webp" alt="Foto" onload="alert(4)">' +
  '<a href="javascript:alert(5)">link</a><iframe src="https://evil.example"></iframe>';
const XSS_CLEANED =
  '<h2>Titolo</h2><p>Testo <strong>forte</strong></p><img src="/uploads/foto.webp" alt="Foto" /><a>link</a>';

const article = {
  title: 'Corso di primo soccorso aperto a tutti',
  content: '<p>Una giornata dedicata alla formazione.</p>',
  date: '2026-03-14',
  author: 'Ufficio Comunicazione',
  category: 'Comunicati',
};

const course = {
  title: 'BLSD per laici',
  description: '<p>Rianimazione e defibrillatore.</p>',
  category: 'health',
  startDate: '2026-05-01',
  endDate: '2026-05-02',
  calendlyId: 'cri/blsd',
};

const NEWS_QUERY = `query ($id: ID!) {
  allNews { id title }
  _allNewsMeta { count }
  newsCategories
  News(id: $id) { id title }
}`;

const PROJECTS_QUERY = `query ($id: ID!) {
  allProjects { id title }
  _allProjectsMeta { count }
  Project(id: $id) { id title }
}`;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

async function publicNews(id: unknown): Promise<{
  restList: Json[];
  restItem: number;
  graph: Record<string, unknown>;
}> {
  const list = await call<Json[]>(app.url, '/api/news');
  const item = await call(app.url, `/api/news/${String(id)}`);
  const answer = await graphql(app.url, NEWS_QUERY, { id: String(id) });
  expect(answer.errors).toBeUndefined();
  return {
    restList: list.body,
    restItem: item.status,
    graph: answer.data as Record<string, unknown>,
  };
}

function titles(rows: unknown): string[] {
  return (rows as { title: string }[]).map((row) => row.title);
}

describe('rich text is sanitised when stored, whichever API wrote it', () => {
  it('REST news content and course description', async () => {
    const news = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, title: 'XSS REST', content: XSS }),
    });
    expect(news.status).toBe(201);
    expect(news.body.content).toBe(XSS_CLEANED);
    const read = await call(app.url, `/api/news/${String(news.body.id)}`);
    expect(read.body.content).toBe(XSS_CLEANED);
    expect(read.body.excerpt).toBe('Titolo Testo forte link');

    const project = await call(app.url, '/api/projects', {
      token,
      form: formOf({ ...course, description: XSS }),
    });
    expect(project.status).toBe(201);
    expect(project.body.description).toBe(XSS_CLEANED);

    const updated = await call(app.url, `/api/news/${String(news.body.id)}`, {
      token,
      method: 'PUT',
      form: formOf({ ...article, title: 'XSS REST', content: `<p>ok</p>${XSS}` }),
    });
    expect(updated.body.content).toBe(`<p>ok</p>${XSS_CLEANED}`);
  });

  it('GraphQL news content and course description, on create and update', async () => {
    const created = await graphql<{ createNews: Json }>(
      app.url,
      `
        mutation ($content: String!) {
          createNews(
            title: "XSS GraphQL"
            content: $content
            date: "2026-03-14"
            author: "A"
            category: Notizie
          ) {
            id
            content
          }
        }
      `,
      { content: XSS },
      token,
    );
    expect(created.data?.createNews.content).toBe(XSS_CLEANED);
    const project = await graphql<{ createProject: Json }>(
      app.url,
      `
        mutation ($description: String!) {
          createProject(
            title: "C"
            description: $description
            category: other
            startDate: "2026-01-01"
            endDate: "2026-01-01"
            calendlyId: "c"
          ) {
            id
            description
          }
        }
      `,
      { description: XSS },
      token,
    );
    expect(project.data?.createProject.description).toBe(XSS_CLEANED);
    const id = project.data?.createProject.id;
    const changed = await graphql<{ updateProject: Json }>(
      app.url,
      `
        mutation ($id: ID!, $description: String) {
          updateProject(id: $id, description: $description) {
            description
          }
        }
      `,
      { id, description: XSS },
      token,
    );
    expect(changed.data?.updateProject.description).toBe(XSS_CLEANED);
  });

  it('uploads an image for the editor, kept while rich text shows it', async () => {
    const upload = `mutation ($file: Upload!) { uploadRichTextImage(file: $file) }`;
    const file = { file: { data: await pngImage(), name: 'foto.png', type: 'image/png' } };
    const anonymous = await graphqlUpload(app.url, upload, {}, file);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('MISSING_TOKEN');
    const answer = await graphqlUpload<{ uploadRichTextImage: string }>(
      app.url,
      upload,
      {},
      file,
      token,
    );
    const url = answer.data!.uploadRichTextImage;
    expect(url).toMatch(/^\/uploads\/[a-f0-9-]+\.webp$/);
    const content = `<p>Foto</p><img src="/api${url}" alt="Volontari">`;
    const news = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, title: 'Con foto', content, image: url, imageAlt: 'Volontari' }),
    });
    expect(news.body.content).toBe(`<p>Foto</p><img src="/api${url}" alt="Volontari" />`);
    // The record's image removed: the file stays, its content still shows it.
    await call(app.url, `/api/news/${String(news.body.id)}`, {
      token,
      method: 'PUT',
      form: formOf({ ...article, title: 'Con foto', content }),
    });
    expect((await fetch(`${app.url}/api${url}`)).status).toBe(200);
  });

  it('refuses a body of which nothing survives', async () => {
    const answer = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, content: '<script>alert(1)</script>' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ content: 'Il contenuto è obbligatorio' });
  });
});

describe('drafts and scheduled publication', () => {
  it('publishes the spec calls at once and reports status, publishedAt and imageAlt', async () => {
    const before = Date.now();
    const answer = await call(app.url, '/api/news', {
      token,
      form: formOf({
        ...article,
        title: 'Subito',
        image: 'https://cri.it/foto.jpg',
        imageAlt: 'Volontari',
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'published', imageAlt: 'Volontari' });
    const at = new Date(answer.body.publishedAt as string).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(titles((await call<Json[]>(app.url, '/api/news')).body)).toContain('Subito');
  });

  it('refuses an unknown status and a malformed publishedAt', async () => {
    const answer = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, status: 'segreto', publishedAt: 'domani' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      status: 'Lo stato deve essere draft (Bozza) o published (Pubblicato)',
      publishedAt: 'La data di pubblicazione deve essere una data e ora ISO 8601',
    });
  });

  it('hides a draft from every public read and shows it to a signed-in user', async () => {
    const draft = await call(app.url, '/api/news', {
      token,
      form: formOf({ ...article, title: 'Bozza riservata', category: 'Eventi', status: 'draft' }),
    });
    expect(draft.body.status).toBe('draft');
    const seen = await publicNews(draft.body.id);
    expect(titles(seen.restList)).not.toContain('Bozza riservata');
    expect(seen.restItem).toBe(404);
    expect(seen.graph.News).toBeNull();
    expect(titles(seen.graph.allNews)).not.toContain('Bozza riservata');
    expect((seen.graph._allNewsMeta as { count: number }).count).toBe(seen.restList.length);
    expect(seen.graph.newsCategories).not.toContain('Eventi');

    const staffList = await call<Json[]>(app.url, '/api/news', { token });
    expect(titles(staffList.body)).toContain('Bozza riservata');
    expect((await call(app.url, `/api/news/${String(draft.body.id)}`, { token })).status).toBe(200);
    const staff = await graphql(app.url, NEWS_QUERY, { id: String(draft.body.id) }, token);
    expect((staff.data as Record<string, unknown>).News).toMatchObject({
      title: 'Bozza riservata',
    });
    expect((staff.data as Record<string, unknown>).newsCategories).toContain('Eventi');

    // Published by the admin: public at once.
    await call(app.url, `/api/news/${String(draft.body.id)}`, {
      token,
      method: 'PUT',
      form: formOf({
        ...article,
        title: 'Bozza riservata',
        category: 'Eventi',
        status: 'published',
      }),
    });
    expect(titles((await publicNews(draft.body.id)).restList)).toContain('Bozza riservata');
  });

  it('shows a news item scheduled ahead at its time, not before, with the cache warm', async () => {
    const publishedAt = new Date(Date.now() + 3000);
    const created = await graphql<{ createNews: Json }>(
      app.url,
      `
        mutation ($at: DateTimeISO) {
          createNews(
            title: "Programmata"
            content: "<p>Presto</p>"
            date: "2026-03-14"
            author: "A"
            category: Notizie
            status: published
            publishedAt: $at
          ) {
            id
            status
            publishedAt
          }
        }
      `,
      { at: publishedAt.toISOString() },
      token,
    );
    const item = created.data!.createNews;
    expect(item.publishedAt).toBe(publishedAt.toISOString());
    // Twice: the second answers come from the cache (warm).
    for (let i = 0; i < 2; i++) {
      const seen = await publicNews(item.id);
      expect(titles(seen.restList)).not.toContain('Programmata');
      expect(seen.restItem).toBe(404);
      expect(seen.graph.News).toBeNull();
      expect(titles(seen.graph.allNews)).not.toContain('Programmata');
    }
    const countBefore = ((await publicNews(item.id)).graph._allNewsMeta as { count: number }).count;
    await new Promise((resolve) => setTimeout(resolve, publishedAt.getTime() - Date.now() + 50));
    const seen = await publicNews(item.id);
    expect(titles(seen.restList)).toContain('Programmata');
    expect(seen.restItem).toBe(200);
    expect(seen.graph.News).toMatchObject({ title: 'Programmata' });
    expect(titles(seen.graph.allNews)).toContain('Programmata');
    expect((seen.graph._allNewsMeta as { count: number }).count).toBe(countBefore + 1);
  });

  it('schedules courses the same way, over REST with an ISO 8601 publishedAt', async () => {
    const publishedAt = new Date(Date.now() + 3000);
    const created = await call(app.url, '/api/projects', {
      token,
      form: formOf({
        ...course,
        title: 'Corso programmato',
        publishedAt: publishedAt.toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    const read = async () => {
      const list = await call<Json[]>(app.url, '/api/projects');
      const answer = await graphql(app.url, PROJECTS_QUERY, { id: String(created.body.id) });
      return { list: titles(list.body), graph: answer.data as Record<string, unknown> };
    };
    for (let i = 0; i < 2; i++) {
      const seen = await read();
      expect(seen.list).not.toContain('Corso programmato');
      expect(seen.graph.Project).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, publishedAt.getTime() - Date.now() + 50));
    const seen = await read();
    expect(seen.list).toContain('Corso programmato');
    expect(seen.graph.Project).toMatchObject({ title: 'Corso programmato' });
    expect(titles(seen.graph.allProjects)).toContain('Corso programmato');
  });
});
