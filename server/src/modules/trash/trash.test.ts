// The trash over the real app: a deleted record leaves the site and the lists (404) but
// stays in the trash with its file, GET /api/trash lists it, restoring brings it back with
// its id, a unique value taken meanwhile refuses the restore with 409, the worker's purge
// deletes entries older than TRASH_DAYS and their files (once across processes), and
// another committee sees none of it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attach, formOf, pngImage, type Json } from '../../testing/api-client.js';
import {
  appWithPavia,
  FIRST_HOST as FIRST,
  hostClient,
  PAVIA_HOST as PAVIA,
} from '../../testing/host-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { TRASH_PURGE_JOB } from './index.js';

let app: TestApp;
let token: string;
let paviaToken: string;

const article = {
  title: 'Raccolta alimentare di primavera',
  content: '<p>Grazie a tutti i volontari.</p>',
  date: '2026-03-14',
  author: 'Ufficio Comunicazione',
  category: 'Eventi',
};

const { at, graphqlAt } = hostClient(() => app);

function onDisk(url: string): Promise<boolean> {
  return fs
    .access(path.join(app.config.uploadsDir, path.basename(url)))
    .then(() => true)
    .catch(() => false);
}

async function newsWithImage(title: string): Promise<Json> {
  const form = attach(
    formOf({ ...article, title }),
    'image',
    await pngImage(),
    'a.png',
    'image/png',
  );
  const created = await at(FIRST, '/api/news', { token, form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

beforeAll(async () => {
  ({ app, token, paviaToken } = await appWithPavia());
});

afterAll(async () => {
  await app?.close();
});

describe('the trash', () => {
  it('keeps a deleted news item out of the site, with its image, until it is restored', async () => {
    const created = await newsWithImage('Da cestinare');
    const id = created.id as number;
    const image = created.image as string;

    const deleted = await at(FIRST, `/api/news/${id}`, { token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: 'Notizia eliminata', id });
    expect((await at(FIRST, `/api/news/${id}`)).status).toBe(404);
    expect((await at(FIRST, `/api/news/${id}`, { token })).status).toBe(404);
    expect((await at(FIRST, '/api/news')).body.map((item) => item.id)).not.toContain(id);
    expect(await onDisk(image)).toBe(true);

    const listed = await at(FIRST, '/api/trash', { token });
    expect(listed.status).toBe(200);
    const entry = listed.body.find((item) => item.resource === 'news' && item.recordId === id);
    expect(entry).toMatchObject({
      recordType: 'News',
      label: 'Da cestinare',
      files: [image],
      deletedBy: expect.any(String) as string,
      data: expect.objectContaining({ title: 'Da cestinare', image }) as Json,
    });
    const expires = new Date(entry?.expiresAt as string).getTime();
    const deletedAt = new Date(entry?.deletedAt as string).getTime();
    expect(expires - deletedAt).toBe(30 * 24 * 60 * 60 * 1000);

    const restored = await at(FIRST, `/api/trash/news/${id}/restore`, { token, method: 'POST' });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ message: 'Elemento ripristinato', id, resource: 'news' });
    const back = await at(FIRST, `/api/news/${id}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ title: 'Da cestinare', image, id });
    expect((await at(FIRST, '/api/news')).body.map((item) => item.id)).toContain(id);
    expect((await at(FIRST, `/api${image}`)).status).toBe(200);
    const after = await at(FIRST, '/api/trash', { token });
    expect(after.body.some((item) => item.recordId === id && item.resource === 'news')).toBe(false);
    // Once more: nothing left to restore.
    const again = await at(FIRST, `/api/trash/news/${id}/restore`, { token, method: 'POST' });
    expect(again.status).toBe(404);
  });

  it('keeps a deleted contact request with its replies, and brings both back', async () => {
    const sent = await at(FIRST, '/api/contacts', {
      json: {
        name: 'Anna Neri',
        email: 'anna.neri@example.it',
        subject: 'Corso BLSD',
        message: 'Vorrei sapere quando inizia il prossimo corso BLSD, grazie.',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.id as number;
    const reply = await at(FIRST, `/api/contacts/${id}/reply`, {
      token,
      method: 'POST',
      json: { message: 'Il prossimo corso inizia a marzo: la aspettiamo.' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);

    const deleted = await at(FIRST, `/api/contacts/${id}`, { token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await at(FIRST, `/api/contacts/${id}`, { token })).status).toBe(404);
    const listed = await at(FIRST, '/api/trash', { token });
    const entry = listed.body.find((item) => item.resource === 'contacts' && item.recordId === id);
    expect(entry).toMatchObject({
      recordType: 'Contact',
      data: expect.objectContaining({
        subject: 'Corso BLSD',
        email: 'anna.neri@example.it',
      }) as Json,
    });

    const restored = await at(FIRST, `/api/trash/contacts/${id}/restore`, {
      token,
      method: 'POST',
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const back = await at(FIRST, `/api/contacts/${id}`, { token });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      id,
      subject: 'Corso BLSD',
      replies: [
        expect.objectContaining({ message: 'Il prossimo corso inizia a marzo: la aspettiamo.' }),
      ],
    });
  });

  it('refuses restoring a record whose unique value is taken meanwhile (409)', async () => {
    const report = {
      year: 2019,
      amount: 100,
      receivedAt: '2021-10-29',
      lines: [{ heading: 'Formazione', amount: 100 }],
    };
    const first = await at(FIRST, '/api/five-per-thousand', { token, json: report });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const id = first.body.id as number;
    expect(
      (await at(FIRST, `/api/five-per-thousand/${id}`, { token, method: 'DELETE' })).status,
    ).toBe(200);
    const second = await at(FIRST, '/api/five-per-thousand', { token, json: report });
    expect(second.status).toBe(201);
    const refused = await at(FIRST, `/api/trash/fivePerThousand/${id}/restore`, {
      token,
      method: 'POST',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Impossibile ripristinare/);
    // Still in the trash, to restore once the other is gone.
    const listed = await at(FIRST, '/api/trash', { token });
    expect(listed.body.some((item) => item.recordId === id)).toBe(true);
  });

  it('answers over GraphQL too, and needs a user', async () => {
    const created = await newsWithImage('Cestino in GraphQL');
    const removed = await graphqlAt<{ deleteNews: Json }>(
      FIRST,
      'mutation ($id: ID!) { deleteNews(id: $id) { id title } }',
      { id: String(created.id) },
      token,
    );
    expect(removed.errors).toBeUndefined();
    const listed = await graphqlAt<{ trashEntries: Json[] }>(
      FIRST,
      '{ trashEntries { resource recordId label expiresAt data } }',
      {},
      token,
    );
    expect(listed.data?.trashEntries).toContainEqual(
      expect.objectContaining({
        resource: 'news',
        recordId: created.id,
        label: 'Cestino in GraphQL',
      }),
    );
    const restored = await graphqlAt<{ restoreFromTrash: Json }>(
      FIRST,
      'mutation ($id: ID!) { restoreFromTrash(resource: "news", id: $id) { recordId } }',
      { id: String(created.id) },
      token,
    );
    expect(restored.errors).toBeUndefined();
    expect((await at(FIRST, `/api/news/${String(created.id)}`)).status).toBe(200);
    expect((await at(FIRST, '/api/trash')).status).toBe(401);
    const anonymous = await graphqlAt(FIRST, '{ trashEntries { id } }');
    expect(anonymous.errors?.[0].extensions.code).toBe('MISSING_TOKEN');
  });

  it("keeps each committee's trash to itself", async () => {
    const created = await newsWithImage('Solo del primo comitato');
    const id = created.id as number;
    await at(FIRST, `/api/news/${id}`, { token, method: 'DELETE' });
    const theirs = await at(PAVIA, '/api/trash', { token: paviaToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    const restore = await at(PAVIA, `/api/trash/news/${id}/restore`, {
      token: paviaToken,
      method: 'POST',
    });
    expect(restore.status).toBe(404);
    const ours = await at(FIRST, '/api/trash', { token });
    expect(ours.body.some((item) => item.recordId === id)).toBe(true);
  });

  it('is emptied by the worker of what is older than TRASH_DAYS, files included', async () => {
    const old = await newsWithImage('Vecchia');
    const recent = await newsWithImage('Recente');
    for (const item of [old, recent]) {
      await at(FIRST, `/api/news/${String(item.id)}`, { token, method: 'DELETE' });
    }
    const em = app.em();
    await em
      .getConnection()
      .execute(
        `update trash set deleted_at = now() - interval '31 days' where resource = 'news' and record_id = ?`,
        [old.id],
      );
    // The purge runs once across processes per interval: make this tick the one that claims it.
    await em
      .getConnection()
      .execute('delete from scheduled_jobs where name = ?', [TRASH_PURGE_JOB]);
    await app.worker.tick();

    const listed = await at(FIRST, '/api/trash', { token });
    expect(listed.body.some((item) => item.recordId === old.id)).toBe(false);
    expect(listed.body.some((item) => item.recordId === recent.id)).toBe(true);
    expect(await onDisk(old.image as string)).toBe(false);
    expect(await onDisk(recent.image as string)).toBe(true);
    const restore = await at(FIRST, `/api/trash/news/${String(old.id)}/restore`, {
      token,
      method: 'POST',
    });
    expect(restore.status).toBe(404);
  });
});
