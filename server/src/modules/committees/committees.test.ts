// Many committees on one deployment (PLATFORM_DOMAIN): the platform administrator creates a
// committee with its first administrator; each committee answers on its own host names
// with its own data only; tokens are held to their committee (a platform administrator's
// excepted); the hub lists and finds the active committees; unknown hosts and archived
// committees answer 404 "Comitato non trovato"; and row-level security keeps the runtime
// role to the transaction's committee even for a query that names none.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTEE_ROLE } from '../../platform/db/committee-context.js';
import { fetchAt, type Json } from '../../testing/api-client.js';
import { hostClient } from '../../testing/host-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
const PAVIA = `pavia.${DOMAIN}`;
const PAVIA_ADMIN = {
  name: 'Giulia Ferri',
  username: 'giulia',
  email: 'giulia@cri-pavia.example',
  password: 'un-comitato-sul-ticino',
};

let app: TestApp;
let platformToken: string;
let paviaToken: string;

const { at, login } = hostClient(() => app);

beforeAll(async () => {
  app = await createTestApp({ platformDomain: DOMAIN });
  platformToken = await login(FIRST, app.config.adminUsername, TEST_ADMIN_PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

describe('committees on one deployment', () => {
  it('lets the platform administrator create a committee with its first administrator', async () => {
    const created = await at(FIRST, '/api/committees', {
      token: platformToken,
      json: {
        name: 'Croce Rossa Italiana – Comitato di Pavia',
        slug: 'pavia',
        hostnames: ['www.cri-pavia.example'],
        town: 'Pavia',
        province: 'PV',
        region: 'Lombardia',
        admin: PAVIA_ADMIN,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'pavia',
      hostnames: ['www.cri-pavia.example'],
      archived: false,
    });
    const list = await at(FIRST, '/api/committees', { token: platformToken });
    expect(list.body.map((committee) => committee.slug)).toEqual(
      expect.arrayContaining(['comitato', 'pavia']),
    );
    // Its settings are filled from what was given, and it has no demo content.
    const settings = await at(PAVIA, '/api/settings');
    expect(settings.body).toMatchObject({
      name: 'Croce Rossa Italiana – Comitato di Pavia',
      town: 'Pavia',
      email: PAVIA_ADMIN.email,
    });
    expect((await at(PAVIA, '/api/news')).body).toEqual([]);
    paviaToken = await login(PAVIA, PAVIA_ADMIN.username, PAVIA_ADMIN.password);
  });

  it('refuses a slug or a domain that another committee has, and committee users', async () => {
    const taken = await at(FIRST, '/api/committees', {
      token: platformToken,
      json: {
        name: 'Altro',
        slug: 'pavia',
        hostnames: ['www.cri-pavia.example'],
        admin: { ...PAVIA_ADMIN, username: 'altro' },
      },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toMatchObject({
      slug: 'Questo indirizzo breve è già di un altro comitato',
      hostnames: 'Il dominio www.cri-pavia.example è già di un altro comitato',
    });
    const byCommitteeAdmin = await at(PAVIA, '/api/committees', { token: paviaToken });
    expect(byCommitteeAdmin.status).toBe(403);
  });

  it("keeps each committee's data to its own hosts", async () => {
    const news = {
      title: 'Corso di primo soccorso a Pavia',
      content: '<p>Lezioni al mercoledì sera.</p>',
      date: '2026-11-20',
      author: 'Comitato di Pavia',
      category: 'Eventi',
    };
    const created = await at(PAVIA, '/api/news', { token: paviaToken, json: news });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const host of [PAVIA, 'www.cri-pavia.example']) {
      expect((await at(host, '/api/news')).body.map((item) => item.title)).toEqual([news.title]);
    }
    expect((await at(FIRST, '/api/news')).body.map((item) => item.title)).not.toContain(news.title);
    expect((await at(FIRST, `/api/news/${created.body.id}`)).status).toBe(404);
  });

  it('holds a token to its committee, but a platform administrator may act in any', async () => {
    expect((await at(FIRST, '/api/users', { token: paviaToken })).status).toBe(401);
    const users = await at(PAVIA, '/api/users', { token: platformToken });
    expect(users.status).toBe(200);
    expect(users.body.map((user) => user.username)).toEqual([PAVIA_ADMIN.username]);
    const me = await at(PAVIA, '/api/users', { token: paviaToken });
    expect(me.body.map((user) => user.username)).toEqual([PAVIA_ADMIN.username]);
  });

  it('lists and finds the active committees on the hub', async () => {
    const all = await at(DOMAIN, '/api/committees/public');
    expect(all.body.map((committee) => committee.slug)).toEqual(
      expect.arrayContaining(['comitato', 'pavia']),
    );
    expect(all.body.find((committee) => committee.slug === 'pavia')).toEqual({
      name: 'Croce Rossa Italiana – Comitato di Pavia',
      slug: 'pavia',
      town: 'Pavia',
      province: 'PV',
      region: 'Lombardia',
      url: expect.stringMatching(/^http:\/\/www\.cri-pavia\.example(:\d+)?$/),
    });
    // GraphQL (on a committee's host) lists the same committees, with the same fields.
    const graphqlAnswer = await at(FIRST, '/graphql', {
      json: { query: '{ publicCommittees { name slug town province region url } }' },
    });
    expect((graphqlAnswer.body.data as Json).publicCommittees).toEqual(all.body);
    const page = await fetchAt(`${app.url}/?q=pavia`, { headers: { host: DOMAIN } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('1 comitato trovato per «pavia»');
    expect(html).toContain('Croce Rossa Italiana – Comitato di Pavia');
    expect(html).toContain('Corso di primo soccorso a Pavia');
  });

  it('answers 404 "Comitato non trovato" on an unknown host, with the way to the hub', async () => {
    const api = await at(`nessuno.${DOMAIN}`, '/api/news');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Comitato non trovato' });
    const page = await fetchAt(`${app.url}/`, {
      headers: { host: 'altrove.example', accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Comitato non trovato');
    expect(html).toContain(`://${DOMAIN}`);
  });

  it('archives a committee (its site answers 404, its data stays) and restores it', async () => {
    const list = await at(FIRST, '/api/committees', { token: platformToken });
    const pavia = list.body.find((committee) => committee.slug === 'pavia') as Json;
    const archived = await at(FIRST, `/api/committees/${pavia.id}`, {
      method: 'DELETE',
      token: platformToken,
    });
    expect(archived.body).toMatchObject({ message: 'Comitato archiviato' });
    expect((await at(PAVIA, '/api/news')).status).toBe(404);
    expect((await at(DOMAIN, '/api/committees/public')).body.map((c) => c.slug)).not.toContain(
      'pavia',
    );
    const restored = await at(FIRST, `/api/committees/${pavia.id}/restore`, {
      method: 'POST',
      token: platformToken,
    });
    expect(restored.body).toMatchObject({ archived: false });
    expect((await at(PAVIA, '/api/news')).body).toHaveLength(1);
  });

  it("lets the runtime role see only the transaction's committee, whatever the query", async () => {
    const client = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
    await client.connect();
    try {
      await client.query(`set role ${COMMITTEE_ROLE}`);
      // No committee: nothing at all, not even by a query without a filter.
      expect((await client.query('select count(*)::int as n from news')).rows[0].n).toBe(0);
      await client.query('begin');
      const { rows } = await client.query<{ id: number }>(
        "select id from committees where slug = 'pavia'",
      );
      await client.query(`select set_config('app.committee_id', $1, true)`, [String(rows[0].id)]);
      const titles = await client.query<{ title: string }>('select title from news');
      expect(titles.rows.map((row) => row.title)).toEqual(['Corso di primo soccorso a Pavia']);
      // Nor may it write a row of another committee.
      await expect(
        client.query("update news set committee_id = 1 where title like 'Corso%'"),
      ).rejects.toThrow(/row-level security/);
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
