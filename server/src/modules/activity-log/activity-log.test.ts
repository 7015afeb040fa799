// Who did what: news and courses remember who created and last changed them, and every
// write lands in the activity log in the write's own transaction, listed newest first to
// administrators only, each naming its record as it was called then (a deleted one too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, signedInUser, type Json } from '../../testing/api-client.js';

let app: TestApp;
let admin: string;
let editor: string;
let editorId: number;

const news = {
  title: 'Raccolta alimentare di primavera',
  content: 'Sabato e domenica nei supermercati della città.',
  date: '2026-03-14',
  author: 'Ufficio stampa',
  category: 'Eventi',
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.loginAsAdmin();
  const me = (await call<Json[]>(app.url, '/api/users', { token: admin })).body[0];
  await call(app.url, `/api/users/${me.id}`, {
    method: 'PUT',
    token: admin,
    json: { name: 'Anna Rossi' },
  });
  ({ id: editorId, token: editor } = await signedInUser(app, admin, {
    name: 'Luca Neri',
    username: 'luca',
    role: 'editor',
    password: 'luca-scrive-le-notizie',
  }));
});

afterAll(async () => {
  await app?.close();
});

describe('who created and who changed news and courses', () => {
  it('keeps the names over REST and GraphQL', async () => {
    const created = await call(app.url, '/api/news', { token: admin, json: news });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ createdBy: 'Anna Rossi', updatedBy: 'Anna Rossi' });
    const id = created.body.id as number;
    const changed = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateNews(id: $id, title: "Raccolta alimentare") {
            createdBy
            updatedBy
          }
        }
      `,
      { id },
      editor,
    );
    expect(changed.data).toEqual({
      updateNews: { createdBy: 'Anna Rossi', updatedBy: 'Luca Neri' },
    });
    const read = await call(app.url, `/api/news/${id}`, { token: editor });
    expect(read.body).toMatchObject({ createdBy: 'Anna Rossi', updatedBy: 'Luca Neri' });
    // Volunteers' names stay in the back office: not in public answers, REST or GraphQL.
    const publicRead = await call(app.url, `/api/news/${id}`);
    expect(publicRead.status).toBe(200);
    expect(publicRead.body).not.toHaveProperty('createdBy');
    expect(publicRead.body).not.toHaveProperty('updatedBy');
    const publicList = await call<Json[]>(app.url, '/api/news');
    expect(publicList.body.find((item) => item.id === id)).not.toHaveProperty('createdBy');
    const anonymous = await graphql(
      app.url,
      `
        query ($id: ID!) {
          News(id: $id) {
            createdBy
          }
        }
      `,
      {
        id,
      },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('MISSING_TOKEN');

    const course = await call(app.url, '/api/projects', {
      token: editor,
      json: {
        title: 'Primo soccorso di base',
        description: 'Le manovre salvavita in otto ore.',
        category: 'health',
        startDate: '2026-04-01',
        endDate: '2026-04-02',
        calendlyId: 'comitato/primo-soccorso',
      },
    });
    expect(course.status).toBe(201);
    expect(course.body).toMatchObject({ createdBy: 'Luca Neri', updatedBy: 'Luca Neri' });
  });
});

describe('the activity log', () => {
  it('lists every write, newest first, to administrators only', async () => {
    const stat = await call(app.url, '/api/stats', {
      token: editor,
      json: { title: 'Volontari', value: '120', description: 'Attivi nel 2026' },
    });
    await call(app.url, `/api/stats/${stat.body.id}`, { method: 'DELETE', token: editor });
    const log = await graphql<{ allActivityLogEntries: Json[]; _allActivityLogEntriesMeta: Json }>(
      app.url,
      `
        {
          allActivityLogEntries {
            userId
            userName
            resource
            recordId
            recordLabel
            action
            createdAt
          }
          _allActivityLogEntriesMeta {
            count
          }
        }
      `,
      {},
      admin,
    );
    const entries = log.data?.allActivityLogEntries ?? [];
    expect(entries.map((e) => `${e.userName} ${e.action} ${e.resource}`)).toEqual([
      'Luca Neri delete Stat',
      'Luca Neri create Stat',
      'Luca Neri create Project',
      'Luca Neri update News',
      'Anna Rossi create News',
      'Anna Rossi create User',
      // The name the administrator had when they renamed themselves.
      'admin update User',
    ]);
    expect(entries[0]).toMatchObject({
      userId: editorId,
      recordId: String(stat.body.id),
      // The deleted statistic is still named by its title.
      recordLabel: 'Volontari',
    });
    expect(entries.map((e) => e.recordLabel)).toEqual([
      'Volontari',
      'Volontari',
      expect.any(String),
      expect.any(String),
      news.title,
      'Luca Neri',
      'Anna Rossi',
    ]);
    expect(log.data?._allActivityLogEntriesMeta).toEqual({ count: 7 });
    const times = entries.map((e) => Date.parse(e.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const filtered = await graphql<{ allActivityLogEntries: Json[] }>(
      app.url,
      `
        {
          allActivityLogEntries(filter: { resource: "News" }) {
            action
          }
        }
      `,
      {},
      admin,
    );
    expect(filtered.data?.allActivityLogEntries).toEqual([
      { action: 'update' },
      { action: 'create' },
    ]);

    const refused = await graphql(app.url, '{ allActivityLogEntries { id } }', {}, editor);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('writes the entry in the same transaction as the write: no entry, no write', async () => {
    const connection = app.em().getConnection();
    await connection.execute(
      `alter table activity_log add constraint refuse_all check (resource = 'mai') not valid`,
    );
    try {
      const before = await app.em().count('Stat', {});
      const refused = await call(app.url, '/api/stats', {
        token: admin,
        json: { title: 'Ore di servizio', value: '5000', description: 'Nel 2026' },
      });
      expect(refused.status).toBe(500);
      expect(await app.em().count('Stat', {})).toBe(before);
    } finally {
      await connection.execute(`alter table activity_log drop constraint refuse_all`);
    }
  });
});
