// Revisions over the real app: every save of a news item (a resource that keeps them)
// keeps the version it replaced, listed newest first with who and when; restoring one
// brings its values back as a new save (itself revisioned, in the activity log, with a new
// version); GraphQL alike; another committee sees none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attach, formOf, pdfFile, type Json } from '../../testing/api-client.js';
import {
  appWithPavia,
  FIRST_HOST as FIRST,
  hostClient,
  PAVIA_HOST as PAVIA,
} from '../../testing/host-client.js';
import type { TestApp } from '../../testing/test-app.js';

let app: TestApp;
let token: string;
let paviaToken: string;

const CATEGORY = 'Bilanci';

const article = {
  title: 'Versione uno',
  content: '<p>Il primo testo.</p>',
  date: '2026-03-14',
  author: 'Ufficio Comunicazione',
  category: 'Eventi',
};

const { at, graphqlAt } = hostClient(() => app);

beforeAll(async () => {
  ({ app, token, paviaToken } = await appWithPavia());
});

afterAll(async () => {
  await app?.close();
});

describe('revisions', () => {
  it('keeps the previous version at each save and restores one as a new save', async () => {
    const created = await at(FIRST, '/api/news', { token, json: article });
    expect(created.status).toBe(201);
    const path = `/api/news/${String(created.body.id)}`;
    expect((await at(FIRST, `${path}/revisions`, { token })).body).toEqual([]);

    await at(FIRST, path, {
      token,
      method: 'PUT',
      json: { ...article, title: 'Versione due', content: '<p>Il secondo testo.</p>' },
    });
    await at(FIRST, path, { token, method: 'PUT', json: { ...article, title: 'Versione tre' } });

    const listed = await at(FIRST, `${path}/revisions`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((revision) => (revision.data as Json).title)).toEqual([
      'Versione due',
      'Versione uno',
    ]);
    expect(listed.body[0]).toMatchObject({
      resource: 'news',
      recordId: created.body.id,
      userName: expect.any(String) as string,
      createdAt: expect.any(String) as string,
    });
    expect((listed.body[0].data as Json).content).toBe('<p>Il secondo testo.</p>');

    const before = (await at(FIRST, path, { token })).headers.get('etag');
    const oldest = listed.body[1];
    const restored = await at(FIRST, `${path}/revisions/${String(oldest.id)}/restore`, {
      token,
      method: 'POST',
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({
      title: 'Versione uno',
      content: '<p>Il primo testo.</p>',
    });
    expect(restored.headers.get('etag')).not.toBe(before);
    const now = await at(FIRST, path);
    expect(now.body.title).toBe('Versione uno');

    // The restore is a save: the version it replaced is kept, and the log has it.
    const after = await at(FIRST, `${path}/revisions`, { token });
    expect(after.body.map((revision) => (revision.data as Json).title)).toEqual([
      'Versione tre',
      'Versione due',
      'Versione uno',
    ]);
    const log = await graphqlAt<{ allActivityLogEntries: Json[] }>(
      FIRST,
      '{ allActivityLogEntries(perPage: 50) { recordId action resource } }',
      {},
      token,
    );
    expect(log.errors).toBeUndefined();
    const updates = (log.data?.allActivityLogEntries ?? []).filter(
      (entry) => entry.recordId === String(created.body.id) && entry.action === 'update',
    );
    // Two saves and the restore.
    expect(updates).toHaveLength(3);

    // A stale version after the restore is refused.
    const stale = await at(FIRST, path, {
      token,
      method: 'PUT',
      json: { ...article, title: 'Tardi' },
      headers: { 'if-match': before as string },
    });
    expect(stale.status).toBe(409);
  });

  it('answers 404 for an unknown revision and 401 without a user', async () => {
    const created = await at(FIRST, '/api/news', { token, json: article });
    const path = `/api/news/${String(created.body.id)}`;
    expect(
      (await at(FIRST, `${path}/revisions/999999/restore`, { token, method: 'POST' })).status,
    ).toBe(404);
    expect((await at(FIRST, `${path}/revisions`)).status).toBe(401);
    expect((await at(FIRST, '/api/news/999999/revisions', { token })).status).toBe(404);
  });

  it('lists and restores over GraphQL', async () => {
    const created = await at(FIRST, '/api/news', { token, json: article });
    const id = String(created.body.id);
    await at(FIRST, `/api/news/${id}`, {
      token,
      method: 'PUT',
      json: { ...article, title: 'Cambiata' },
    });
    const listed = await graphqlAt<{ revisions: Json[] }>(
      FIRST,
      'query ($id: ID!) { revisions(resource: "news", id: $id) { id userName createdAt data } }',
      { id },
      token,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.revisions).toHaveLength(1);
    const revision = listed.data?.revisions[0] as Json;
    expect((revision.data as Json).title).toBe('Versione uno');
    const restored = await graphqlAt<{ restoreRevision: Json }>(
      FIRST,
      'mutation ($id: ID!, $revisionId: ID!) { restoreRevision(resource: "news", id: $id, revisionId: $revisionId) { id } }',
      { id, revisionId: revision.id },
      token,
    );
    expect(restored.errors).toBeUndefined();
    const news = await graphqlAt<{ News: Json }>(
      FIRST,
      'query ($id: ID!) { News(id: $id) { title } }',
      { id },
      token,
    );
    expect(news.data?.News.title).toBe('Versione uno');
  });

  it("keeps each committee's revisions to itself", async () => {
    const created = await at(FIRST, '/api/news', { token, json: article });
    const id = String(created.body.id);
    await at(FIRST, `/api/news/${id}`, { token, method: 'PUT', json: { ...article, title: 'X' } });
    const ours = await graphqlAt<{ revisions: Json[] }>(
      FIRST,
      'query ($id: ID!) { revisions(resource: "news", id: $id) { id } }',
      { id },
      token,
    );
    const revisionId = ours.data?.revisions[0].id as string;
    expect(revisionId).toBeDefined();
    const theirs = await graphqlAt<{ revisions: Json[] }>(
      PAVIA,
      'query ($id: ID!) { revisions(resource: "news", id: $id) { id } }',
      { id },
      paviaToken,
    );
    expect(theirs.data?.revisions).toEqual([]);
    expect((await at(PAVIA, `/api/news/${id}/revisions`, { token: paviaToken })).status).toBe(404);
    const restore = await graphqlAt(
      PAVIA,
      'mutation ($id: ID!, $revisionId: ID!) { restoreRevision(resource: "news", id: $id, revisionId: $revisionId) { id } }',
      { id, revisionId },
      paviaToken,
    );
    expect(restore.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await at(FIRST, `/api/news/${id}`)).body.title).toBe('X');
  });

  it('keeps and restores the versions of a document, and refuses a stale If-Match', async () => {
    const form = attach(
      formOf({ title: 'Bilancio 2025', category: CATEGORY }),
      'file',
      await pdfFile(),
      'bilancio.pdf',
      'application/pdf',
    );
    const created = await at(FIRST, '/api/documents', { token, form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/api/documents/${String(created.body.id)}`;
    const loaded = (await at(FIRST, path)).headers.get('etag') as string;
    expect(loaded).toMatch(/^"\d+"$/);
    const changed = await at(FIRST, path, {
      token,
      method: 'PUT',
      form: formOf({ title: 'Bilancio consuntivo 2025', category: CATEGORY }),
      headers: { 'if-match': loaded },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const stale = await at(FIRST, path, {
      token,
      method: 'PUT',
      form: formOf({ title: 'Bilancio perso', category: CATEGORY }),
      headers: { 'if-match': loaded },
    });
    expect(stale.status).toBe(409);

    const listed = await at(FIRST, `${path}/revisions`, { token });
    expect(listed.body.map((revision) => (revision.data as Json).title)).toEqual(['Bilancio 2025']);
    const restored = await at(FIRST, `${path}/revisions/${String(listed.body[0].id)}/restore`, {
      token,
      method: 'POST',
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({
      title: 'Bilancio 2025',
      fileUrl: created.body.fileUrl,
    });
  });
});

/** Resources beside news and documents that keep revisions: one body each, its text field changed. */
const revisioned = [
  {
    resource: 'pages',
    text: 'content',
    body: {
      title: 'Diventa volontario',
      slug: 'diventa-volontario-revisioni',
      content: '<p>Il primo invito.</p>',
      status: 'published',
    },
  },
  {
    resource: 'events',
    text: 'description',
    body: {
      title: 'Giornata della donazione',
      description: '<p>Il primo invito.</p>',
      startsAt: '2027-04-10T07:30:00Z',
      endsAt: '2027-04-10T11:00:00Z',
      location: 'Piazza del Municipio',
      status: 'published',
    },
  },
];

describe.each(revisioned)('revisions of $resource', ({ resource, text, body }) => {
  it('keeps the earlier versions and restores one', async () => {
    const created = await at(FIRST, `/api/${resource}`, { token, json: body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/api/${resource}/${String(created.body.id)}`;
    const saved = await at(FIRST, path, {
      token,
      method: 'PUT',
      json: { ...body, [text]: '<p>Il secondo invito.</p>' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const listed = await at(FIRST, `${path}/revisions`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((revision) => (revision.data as Json)[text])).toEqual([
      '<p>Il primo invito.</p>',
    ]);
    const restored = await at(FIRST, `${path}/revisions/${String(listed.body[0].id)}/restore`, {
      token,
      method: 'POST',
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await at(FIRST, path)).body[text]).toBe('<p>Il primo invito.</p>');
  });
});
