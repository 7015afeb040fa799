// The settings' safety net over the real app: a signed-in read carries the version as its
// ETag, a save made from an older version is refused (REST 409 with the record kit's
// message, GraphQL CONFLICT), a save without one is made; each save keeps the version it
// replaced (listed newest first, brought back as a new save, REST and GraphQL alike), the
// navigation's header menu untouched by a restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, graphql, signedInUser, type Json } from '../../testing/api-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { errorCatalogue } from '../../errors.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

const CONFLICT_MESSAGE = errorCatalogue.CONFLICT.message;

/** The settings as a signed-in administrator reads them, with the answer's ETag. */
async function read(): Promise<{ body: Json; etag: string | null }> {
  const answer = await call(app.url, '/api/settings', { token });
  expect(answer.status).toBe(200);
  return { body: answer.body, etag: answer.headers.get('etag') };
}

function save(body: Json, headers: Record<string, string> = {}) {
  return call(app.url, '/api/settings', { method: 'PUT', token, json: body, headers });
}

describe('settings versions (REST)', () => {
  it('answers a signed-in GET and a PUT with the version as ETag, and refuses a stale If-Match with 409', async () => {
    const first = await read();
    expect(first.etag).toMatch(/^"\d+"$/);

    const saved = await save(
      { ...first.body, town: 'Prima modifica' },
      { 'if-match': first.etag! },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const second = saved.headers.get('etag');
    expect(second).toMatch(/^"\d+"$/);
    expect(second).not.toBe(first.etag);
    expect((await read()).etag).toBe(second);

    // Another person saved since the first read: refused, nothing changed.
    const stale = await save(
      { ...first.body, town: 'Modifica persa' },
      { 'if-match': first.etag! },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: CONFLICT_MESSAGE });
    expect((await read()).body.town).toBe('Prima modifica');

    // Without If-Match (or with *), as before: the save is made.
    const blind = await save({ ...first.body, town: 'Senza versione' });
    expect(blind.status).toBe(200);
    expect(blind.body.town).toBe('Senza versione');
    const any = await save({ ...first.body, town: 'Qualsiasi versione' }, { 'if-match': '*' });
    expect(any.status).toBe(200);
  });
});

describe('settings versions under concurrency', () => {
  it('lets only one of two saves made from the same version through', async () => {
    const { body, etag } = await read();
    const answers = await Promise.all(
      ['Gara A', 'Gara B'].map((town) => save({ ...body, town }, { 'if-match': etag! })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await read()).body.town).toBe(winner.body.town);
  });
});

describe('settings versions (GraphQL)', () => {
  it('shows the version and answers CONFLICT for an update made from an older one', async () => {
    const loaded = await graphql<{ settings: { id: string; version: string } }>(
      app.url,
      '{ settings { id version } }',
      {},
      token,
    );
    expect(loaded.errors).toBeUndefined();
    const version = loaded.data!.settings.version;
    expect(version).toBe((await read()).etag!.replace(/"/g, ''));

    const input = await inputOf();
    const mutation = `mutation ($input: SettingsInput!, $version: String) {
      updateSettings(input: $input, version: $version) { town version } }`;
    const ok = await graphql<{ updateSettings: { town: string; version: string } }>(
      app.url,
      mutation,
      { input: { ...input, town: 'Da GraphQL' }, version },
      token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateSettings.town).toBe('Da GraphQL');
    expect(ok.data!.updateSettings.version).not.toBe(version);

    const stale = await graphql(
      app.url,
      mutation,
      { input: { ...input, town: 'Persa' }, version },
      token,
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(CONFLICT_MESSAGE);
    expect((await read()).body.town).toBe('Da GraphQL');

    const blind = await graphql(app.url, mutation, { input: { ...input, town: 'Libera' } }, token);
    expect(blind.errors).toBeUndefined();
  });
});

/** The current settings as a SettingsInput (GET's answer without what is not input). */
async function inputOf(): Promise<Json> {
  const { body } = await read();
  const input: Json = { ...body };
  for (const name of ['_id', 'id', 'updatedAt', 'privacyNoticeUpdatedOn', 'analyticsEnabled']) {
    delete input[name];
  }
  return input;
}

describe('settings revisions', () => {
  it('keeps the version each save replaces, lists them newest first and restores one over REST', async () => {
    const start = (await read()).body;
    const before = (await call(app.url, '/api/settings/revisions', { token }))
      .body as unknown as Json[];
    await save({ ...start, name: 'Comitato versione uno', phone: '011 111111' });
    await save({ ...start, name: 'Comitato versione due', phone: '022 222222' });
    await save({ ...start, name: 'Comitato versione tre', phone: '033 333333' });

    const listed = await call<Json[]>(app.url, '/api/settings/revisions', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBe(before.length + 3);
    expect(listed.body.slice(0, 2).map((revision) => (revision.data as Json).name)).toEqual([
      'Comitato versione due',
      'Comitato versione uno',
    ]);
    expect(listed.body[0]).toMatchObject({
      resource: 'settings',
      recordId: start.id,
      userName: expect.any(String) as string,
      createdAt: expect.any(String) as string,
    });
    // The row's columns, by the API's names; the navigation's menu is not the settings'.
    expect(listed.body[0].data).toMatchObject({ phone: '022 222222', addressTown: 'Valdoria' });
    expect(listed.body[0].data).not.toHaveProperty('headerMenu');

    // The navigation's header menu changes meanwhile: a restore leaves it as it is now.
    const navigation = await call<{ header: Json[] }>(app.url, '/api/navigation', { token });
    const header = [...navigation.body.header].reverse();
    const reordered = await call(app.url, '/api/navigation', {
      method: 'PUT',
      token,
      json: { header },
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const headerNow = (await call<{ header: Json[] }>(app.url, '/api/navigation')).body.header;

    const etag = (await read()).etag;
    const oldest = listed.body[1];
    const restored = await call(app.url, `/api/settings/revisions/${String(oldest.id)}/restore`, {
      method: 'POST',
      token,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ name: 'Comitato versione uno', phone: '011 111111' });
    expect(restored.headers.get('etag')).not.toBe(etag);
    // The public read (cached) sees it at once; the header menu is the one saved after.
    expect((await call(app.url, '/api/settings')).body.name).toBe('Comitato versione uno');
    const headerAfter = (await call<{ header: Json[] }>(app.url, '/api/navigation')).body.header;
    expect(headerAfter.map((item) => item.label)).toEqual(headerNow.map((item) => item.label));

    // The restore is a save: the version it replaced is kept in turn.
    const after = await call<Json[]>(app.url, '/api/settings/revisions', { token });
    expect(after.body.length).toBe(listed.body.length + 1);
    expect((after.body[0].data as Json).name).toBe('Comitato versione tre');

    // A save from the version before the restore is refused.
    const stale = await save({ ...start, name: 'Tardi' }, { 'if-match': etag! });
    expect(stale.status).toBe(409);
  });

  it('answers 404 for an unknown revision, 401 without a user', async () => {
    const unknown = await call(app.url, '/api/settings/revisions/999999/restore', {
      method: 'POST',
      token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Versione non trovata' });
    const bad = await call(app.url, '/api/settings/revisions/abc/restore', {
      method: 'POST',
      token,
    });
    expect(bad.status).toBe(404);
    expect((await call(app.url, '/api/settings/revisions')).status).toBe(401);
    expect(
      (await call(app.url, '/api/settings/revisions/1/restore', { method: 'POST' })).status,
    ).toBe(401);
  });

  it('are refused to an editor (403), who may not change the settings either', async () => {
    const { token: editor } = await signedInUser(app, token, {
      name: 'Elena Redattrice',
      username: 'elena-versioni',
      email: 'elena-versioni@example.org',
      role: 'editor',
      password: 'girasoli-di-campagna-4',
    });
    const { id } = (await read()).body;
    expect((await call(app.url, '/api/settings/revisions', { token: editor })).status).toBe(403);
    const listed = await call<Json[]>(app.url, '/api/settings/revisions', { token });
    const restore = await call(
      app.url,
      `/api/settings/revisions/${String(listed.body[0].id)}/restore`,
      { method: 'POST', token: editor },
    );
    expect(restore.status).toBe(403);
    const graph = await graphql(
      app.url,
      'query ($id: ID!) { revisions(resource: "settings", id: $id) { id data } }',
      { id: String(id) },
      editor,
    );
    expect(graph.data).toBeNull();
    expect(graph.errors?.[0].extensions.status).toBe(403);
  });

  it('lists and restores over GraphQL (revisions and restoreRevision of resource "settings")', async () => {
    const start = (await read()).body;
    await save({ ...start, shortName: 'CRI Prima' });
    await save({ ...start, shortName: 'CRI Seconda' });
    const id = String(start.id);
    const listed = await graphql<{ revisions: Json[] }>(
      app.url,
      'query ($id: ID!) { revisions(resource: "settings", id: $id) { id userName createdAt data } }',
      { id },
      token,
    );
    expect(listed.errors).toBeUndefined();
    const revision = listed.data!.revisions[0];
    expect((revision.data as Json).shortName).toBe('CRI Prima');
    const restored = await graphql<{ restoreRevision: Json }>(
      app.url,
      'mutation ($id: ID!, $revisionId: ID!) { restoreRevision(resource: "settings", id: $id, revisionId: $revisionId) { id } }',
      { id, revisionId: revision.id },
      token,
    );
    expect(restored.errors).toBeUndefined();
    const now = await graphql<{ settings: Json }>(app.url, '{ settings { shortName } }', {});
    expect(now.data!.settings.shortName).toBe('CRI Prima');
  });
});
