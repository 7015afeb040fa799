// A clean start against the real app, seeded as a first start is: the demo content still
// present (by kind, for the dashboard), its removal (REST's counts, the files gone, the
// site without "Valdoria" records), an edited demo record kept, who may do it, GraphQL
// alike, and the migration that marks the demo records of an existing database.
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { DEMO_KINDS } from './demo-kinds.js';

let app: TestApp;
let token: string;

async function uploadsOnDisk(): Promise<string[]> {
  return fs.readdir(app.config.uploadsDir).catch(() => []);
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  token = await app.loginAsAdmin();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('demo content', () => {
  let before: Json[];

  it('lists every kind of demo content still present, to administrators only', async () => {
    const answer = await call<Json[]>(app.url, '/api/demo-content', { token });
    expect(answer.status).toBe(200);
    before = answer.body;
    expect(before.map((kind) => kind.key)).toEqual(DEMO_KINDS.map((kind) => kind.key));
    expect(before.find((kind) => kind.key === 'documents')).toEqual({
      key: 'documents',
      label: 'Documenti',
      count: 8,
    });
    expect((await call(app.url, '/api/demo-content')).status).toBe(401);
    expect((await call(app.url, '/api/demo-content/remove', { method: 'POST' })).status).toBe(401);
  });

  it('removes the unedited demo records with their files, keeps an edited one, and answers the counts', async () => {
    const news = await call<Json[]>(app.url, '/api/news?perPage=100');
    const edited = news.body[0];
    const change = await call(app.url, `/api/news/${edited.id as number}`, {
      method: 'PUT',
      json: { title: 'La nostra festa del volontariato', keepExistingImage: true },
      token,
    });
    expect(change.status).toBe(200);
    const team = await call<Json[]>(app.url, '/api/team');
    const filesBefore = await uploadsOnDisk();
    expect(filesBefore.length).toBeGreaterThan(10);

    const answer = await call<{ removed: Record<string, number>; total: number }>(
      app.url,
      '/api/demo-content/remove',
      { method: 'POST', token },
    );
    expect(answer.status).toBe(200);
    const expected = Object.fromEntries(
      before.map((kind) => [
        kind.key,
        kind.key === 'news' ? (kind.count as number) - 1 : kind.count,
      ]),
    );
    expect(answer.body.removed).toEqual(expected);
    expect(answer.body.total).toBe(
      Object.values(expected).reduce((sum: number, count) => sum + (count as number), 0),
    );
    expect(answer.body.removed.team).toBe(team.body.length);

    const left = await call<Json[]>(app.url, '/api/news?perPage=100');
    expect(left.body.map((item) => item.title)).toEqual(['La nostra festa del volontariato']);
    expect((await call<Json[]>(app.url, '/api/documents')).body).toEqual([]);
    expect((await call<Json[]>(app.url, '/api/team')).body).toEqual([]);
    // The edited news item's image stays; every other demo file is gone.
    const filesAfter = await uploadsOnDisk();
    expect(filesAfter).toEqual([String(edited.image).replace('/uploads/', '')]);

    const nothing = await call<Json[]>(app.url, '/api/demo-content', { token });
    expect(nothing.body).toEqual([]);
    const again = await call<{ total: number }>(app.url, '/api/demo-content/remove', {
      method: 'POST',
      token,
    });
    expect(again.body.total).toBe(0);
  });

  it('is answered over GraphQL alike', async () => {
    const present = await graphql<{ demoContent: Json[] }>(
      app.url,
      '{ demoContent { key label count } }',
      {},
      token,
    );
    expect(present.data?.demoContent).toEqual([]);
    const removal = await graphql<{ removeDemoContent: Json }>(
      app.url,
      'mutation { removeDemoContent { total removed { key count } } }',
      {},
      token,
    );
    expect(removal.data?.removeDemoContent).toEqual({ total: 0, removed: [] });
    const anonymous = await graphql(app.url, '{ demoContent { key } }');
    expect(anonymous.errors?.[0].extensions.code).toBeDefined();
  });
});
