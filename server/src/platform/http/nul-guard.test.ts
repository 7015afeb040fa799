// A NUL character (\u0000) in any input is refused as invalid input, 400, whichever adapter
// it comes through (query parameters, path, JSON fields, multipart fields, login, GraphQL
// arguments and variables), never a 500, and nothing of it (no SQL) reaches the logs.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { NUL_MESSAGE } from './nul-guard.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let token: string;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await createTestApp({}, { logger: pino({ level: 'info' }, sink) });
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

const NUL = '\u0000';
const refused = { message: NUL_MESSAGE };

function expectNoSqlLogged(): void {
  // The request lines are there (the logger writes), and none of them is an error.
  expect(logLines.some((line) => line.includes('"statusCode":400'))).toBe(true);
  const text = logLines.join('\n');
  expect(text).not.toMatch(/select |insert into|update "|0x00|invalid byte sequence/i);
  expect(text).not.toContain('"level":50');
}

describe('REST', () => {
  it('refuses a NUL in query parameters and paths with 400', async () => {
    for (const path of [
      '/api/news?q=a%00b',
      '/api/projects?category=%00',
      '/api/documents?q=%00',
      '/api/news/1%00',
      `/api/contacts?q=x%00`,
    ]) {
      const answer = await call(app.url, path, { token });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual(refused);
    }
    expectNoSqlLogged();
  });

  it('refuses a NUL in JSON fields, login included', async () => {
    const contact = await call(app.url, '/api/contacts', {
      json: { name: `Maria${NUL}`, email: 'm@example.it', subject: 'S', message: 'M' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body).toEqual(refused);
    for (const json of [
      { username: `admin${NUL}`, password: 'qualcosa-di-lungo' },
      { username: 'admin', password: `pass${NUL}word` },
      { username: 'admin', [`x${NUL}`]: 1 },
      { username: 'admin', nested: [{ deep: NUL }] },
    ]) {
      const login = await call(app.url, '/api/auth/login', { json });
      expect(login.status).toBe(400);
      expect(login.body).toEqual(refused);
    }
    const stat = await call(app.url, '/api/stats', {
      token,
      json: { title: 'Volontari', value: `1${NUL}`, description: 'd' },
    });
    expect(stat.status).toBe(400);
    expectNoSqlLogged();
  });

  it('refuses a NUL in multipart fields and file names', async () => {
    const form = new FormData();
    form.append('title', `Notizia${NUL}`);
    form.append('content', 'Testo');
    form.append('date', '2026-01-10');
    form.append('author', 'Redazione');
    form.append('category', 'Notizie');
    const news = await call<Json>(app.url, '/api/news', { token, form });
    expect(news.status).toBe(400);
    expect(news.body).toEqual(refused);
    const named = new FormData();
    named.append('title', 'Bilancio');
    named.append('category', 'Bilanci');
    named.append('file', new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), `b${NUL}.pdf`);
    expect((await call(app.url, '/api/documents', { token, form: named })).status).toBe(400);
    expectNoSqlLogged();
  });
});

describe('GraphQL', () => {
  it('refuses a NUL in arguments, variables and the operation name with BAD_USER_INPUT', async () => {
    const answers = [
      await graphql(app.url, '{ allNews(filter: { q: "a\\u0000b" }) { id } }'),
      await graphql(app.url, 'query ($q: String) { allNews(filter: { q: $q }) { id } }', {
        q: `a${NUL}`,
      }),
      await graphql(
        app.url,
        'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        { u: `admin${NUL}`, p: 'x' },
      ),
      await graphql(app.url, '{ News(id: "1\\u0000") { id } }'),
      await graphql(
        app.url,
        'mutation ($s: String!) { createStat(title: "T", value: $s, description: "D") { id } }',
        { s: NUL },
        token,
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]).toMatchObject({
        message: NUL_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
    }
    const named = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query A { __typename }', operationName: `A${NUL}` }),
    });
    expect(named.status).toBe(400);
    const get = await fetch(`${app.url}/graphql?query=%7B__typename%7D&x=%00`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
    expectNoSqlLogged();
  });
});
