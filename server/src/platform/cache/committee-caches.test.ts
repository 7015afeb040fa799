// The kept answers of many committees in one process: each committee's answer under the
// same key is its own (the store's keys carry the committee), and the bytes held stay
// within the store's bound however many committees fill it (the oldest answers go).
// Through the real app on PLATFORM_DOMAIN (committees and news made by SQL, answers asked
// over HTTP on each committee's host), and on a small store filled from 600 committees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsCommittee } from '../db/committee-context.js';
import { call, type Json } from '../../testing/api-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cachedAnswer, type CachedAnswer } from './cached-answer.js';
import {
  AnswerStore,
  MAX_CANONICAL_BYTES,
  MAX_VARIANT_BYTES,
  VersionedAnswers,
} from './versioned-answers.js';

const DOMAIN = 'comitati.test';
const COMMITTEES = 40;

let app: TestApp;
const committeeIds: number[] = [];

const hostOf = (index: number) => `comitato${index}.${DOMAIN}`;
const titleOf = (index: number) => `Notizia del comitato numero ${index}`;

beforeAll(async () => {
  app = await createTestApp({ platformDomain: DOMAIN });
  const connection = app.em().getConnection();
  for (let index = 0; index < COMMITTEES; index += 1) {
    const [{ id }] = await connection.execute<{ id: number }[]>(
      `insert into committees (slug, name, created_at, updated_at)
       values (?, ?, now(), now()) returning id`,
      [`comitato${index}`, `Comitato ${index}`],
    );
    committeeIds.push(id);
    // As the committee: the trigger bumps that committee's content version.
    await runAsCommittee(id, () =>
      app
        .em()
        .getConnection()
        .execute(
          `insert into news (title, content, date, author, category, status, published_at,
                             created_at, updated_at, committee_id)
           values (?, '<p>Testo.</p>', '2026-11-20', 'Redazione', 'Eventi', 'published', now(),
                   now(), now(), ?)`,
          [titleOf(index), id],
        ),
    );
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe("many committees' kept answers", () => {
  it('keeps the same read of each committee apart, in one bounded store', async () => {
    const before = app.cache.reads.calculatedSize;
    // Every committee's /api/news is kept under the same read key; asked twice, the second
    // from what is kept, after the other committees' answers have been kept too.
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < COMMITTEES; index += 1) {
        const answer = await call<Json[]>(app.url, '/api/news', {
          headers: { host: hostOf(index) },
        });
        expect(answer.status, hostOf(index)).toBe(200);
        expect(
          answer.body.map((item) => item.title),
          hostOf(index),
        ).toEqual([titleOf(index)]);
      }
    }
    const held = app.cache.reads.calculatedSize - before;
    // One kept answer per committee: the store grew with each of them.
    expect(held).toBeGreaterThan(COMMITTEES * 512);
    expect(app.cache.reads.calculatedSize).toBeLessThanOrEqual(
      MAX_VARIANT_BYTES + MAX_CANONICAL_BYTES,
    );
    // A change in one committee changes its answer only.
    await runAsCommittee(committeeIds[0], () =>
      app
        .em()
        .getConnection()
        .execute(`update news set title = title || ' (aggiornata)' where committee_id = ?`, [
          committeeIds[0],
        ]),
    );
    const changed = await call<Json[]>(app.url, '/api/news', { headers: { host: hostOf(0) } });
    expect(changed.body.map((item) => item.title)).toEqual([`${titleOf(0)} (aggiornata)`]);
    const other = await call<Json[]>(app.url, '/api/news', { headers: { host: hostOf(1) } });
    expect(other.body.map((item) => item.title)).toEqual([titleOf(1)]);
  });

  it('holds the bytes of 600 committees within the bound, each answer its own', () => {
    const maxVariantBytes = 64 * 1024;
    const maxCanonicalBytes = 128 * 1024;
    const answers = new VersionedAnswers<CachedAnswer>(
      app.cache.versions,
      new AnswerStore<CachedAnswer>(maxVariantBytes, maxCanonicalBytes),
    );
    const body = (committee: number, key: string) =>
      JSON.stringify({ committee, key, text: 'x'.repeat(1000) });
    const keys = ['GET /api/news', 'GET /api/projects', 'GET /'];
    let peak = 0;
    for (let committee = 1; committee <= 600; committee += 1) {
      for (const key of keys) {
        answers.keep(
          committee,
          key,
          cachedAnswer('tag', body(committee, key), 'application/json; charset=utf-8', undefined),
          'canonical',
        );
        answers.keep(
          committee,
          `${key}?page=2`,
          cachedAnswer('tag', body(committee, `${key}?page=2`), 'application/json', undefined),
          'variant',
        );
        peak = Math.max(peak, answers.calculatedSize);
      }
    }
    expect(peak).toBeLessThanOrEqual(maxVariantBytes + maxCanonicalBytes);
    // The store is full (the oldest committees' answers went), and what it holds is right.
    expect(peak).toBeGreaterThan((maxVariantBytes + maxCanonicalBytes) * 0.8);
    let found = 0;
    for (let committee = 1; committee <= 600; committee += 1) {
      for (const key of [...keys, ...keys.map((k) => `${k}?page=2`)]) {
        const kept = answers.kept(committee, key);
        if (!kept) continue;
        found += 1;
        expect(String(kept.body)).toBe(body(committee, key));
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(answers.kept(1, keys[0])).toBeUndefined();
    expect(String(answers.kept(600, keys[0])?.body)).toBe(body(600, keys[0]));
  });
});
