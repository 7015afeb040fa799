// The committee's pages over REST and GraphQL against the real app: CRUD, the address's
// rules (no route of the site, no other page's, a slug's form), drafts and scheduled pages
// hidden from anonymous readers, a page by its address, and the reserved list checked
// against the site's route table.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { RESERVED_SLUGS } from './reserved-slugs.js';

let app: TestApp;
let token: string;

const volunteer = {
  title: 'Diventa volontario',
  slug: 'diventa-volontario',
  content: '<p>Unisciti a noi: il corso base si tiene ogni autunno.</p>',
  image: null,
  imageAlt: null,
  description: 'Come diventare volontario della Croce Rossa nel nostro comitato.',
  status: 'published',
  inMenu: true,
  inFooter: false,
};

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app?.close();
});

describe('REST /api/pages', () => {
  let id: number;

  it('creates a page from JSON and answers it with every field', async () => {
    const answer = await call(app.url, '/api/pages', { json: volunteer, token });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ ...volunteer, _id: answer.body.id });
    expect(typeof answer.body.publishedAt).toBe('string');
    id = answer.body.id as number;
  });

  it('lists and reads it, anonymously too', async () => {
    const list = await call<Json[]>(app.url, '/api/pages');
    expect(list.status).toBe(200);
    expect(list.body.map((page) => page.slug)).toContain('diventa-volontario');
    const one = await call(app.url, `/api/pages/${id}`);
    expect(one.body).toMatchObject({ title: 'Diventa volontario', inMenu: true });
    expect(one.body.createdBy).toBeUndefined();
    const inMenu = await call<Json[]>(app.url, '/api/pages?inMenu=true');
    expect(inMenu.body.map((page) => page.id)).toEqual([id]);
    const inFooter = await call<Json[]>(app.url, '/api/pages?inFooter=true');
    expect(inFooter.body).toEqual([]);
  });

  it('changes it with PUT, its own slug kept', async () => {
    const answer = await call(app.url, `/api/pages/${id}`, {
      method: 'PUT',
      json: { ...volunteer, title: 'Diventa volontaria o volontario', inFooter: true },
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Diventa volontaria o volontario', inFooter: true });
  });

  it('refuses a slug a route of the site uses, with an Italian message', async () => {
    for (const slug of [
      'admin',
      'api',
      'graphql',
      'news',
      'progetti',
      'storia',
      'trasparenza',
      'contatti',
      'privacy',
      'donazioni',
    ]) {
      const answer = await call(app.url, '/api/pages', { json: { ...volunteer, slug }, token });
      expect(answer.status, slug).toBe(400);
      expect(answer.body.errors?.slug).toBe(
        `L'indirizzo «${slug}» è già usato dal sito: scegline un altro`,
      );
    }
  });

  it("refuses another page's slug, on create and on change", async () => {
    const taken = await call(app.url, '/api/pages', { json: volunteer, token });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.slug).toBe(
      "L'indirizzo «diventa-volontario» è già usato da un'altra pagina",
    );
    const other = await call(app.url, '/api/pages', {
      json: { ...volunteer, title: 'Chi siamo', slug: 'chi-siamo-davvero', inMenu: false },
      token,
    });
    expect(other.status).toBe(201);
    const change = await call(app.url, `/api/pages/${other.body.id as number}`, {
      method: 'PUT',
      json: { slug: 'diventa-volontario' },
      token,
    });
    expect(change.status).toBe(400);
    expect(change.body.errors?.slug).toMatch(/già usato da un'altra pagina/);
    await call(app.url, `/api/pages/${other.body.id as number}`, { method: 'DELETE', token });
  });

  it('refuses a malformed slug and missing fields', async () => {
    const malformed = await call(app.url, '/api/pages', {
      json: { ...volunteer, slug: 'Chi Siamo!' },
      token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.slug).toMatch(/solo lettere minuscole, numeri e trattini/);
    const empty = await call(app.url, '/api/pages', { json: {}, token });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(
      expect.arrayContaining(['title', 'slug', 'content']),
    );
    const anonymous = await call(app.url, '/api/pages', { json: volunteer });
    expect(anonymous.status).toBe(401);
  });

  it('hides drafts and scheduled pages from anonymous readers, not from the staff', async () => {
    const draft = await call(app.url, '/api/pages', {
      json: { ...volunteer, title: 'Bozza', slug: 'bozza', status: 'draft' },
      token,
    });
    const later = await call(app.url, '/api/pages', {
      json: {
        ...volunteer,
        title: 'Più tardi',
        slug: 'piu-tardi',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      token,
    });
    expect([draft.status, later.status]).toEqual([201, 201]);
    const publicList = await call<Json[]>(app.url, '/api/pages');
    expect(publicList.body.map((page) => page.slug)).toEqual(['diventa-volontario']);
    expect((await call(app.url, `/api/pages/${draft.body.id as number}`)).status).toBe(404);
    const bySlug = await graphql<{ sitePageBySlug: Json | null }>(
      app.url,
      'query ($slug: String!) { sitePageBySlug(slug: $slug) { title } }',
      { slug: 'bozza' },
    );
    expect(bySlug.data?.sitePageBySlug).toBeNull();
    const staff = await call<Json[]>(app.url, '/api/pages', { token });
    expect(staff.body.map((page) => page.slug).sort()).toEqual([
      'bozza',
      'diventa-volontario',
      'piu-tardi',
    ]);
    for (const page of [draft, later]) {
      await call(app.url, `/api/pages/${page.body.id as number}`, { method: 'DELETE', token });
    }
  });

  it('deletes a page', async () => {
    const created = await call(app.url, '/api/pages', {
      json: { ...volunteer, slug: 'da-eliminare' },
      token,
    });
    const gone = await call(app.url, `/api/pages/${created.body.id as number}`, {
      method: 'DELETE',
      token,
    });
    expect(gone.body).toMatchObject({ message: 'Pagina eliminata' });
    expect((await call(app.url, `/api/pages/${created.body.id as number}`)).status).toBe(404);
  });
});

describe('GraphQL pages', () => {
  it('creates, finds by slug, updates and deletes as ra-data-graphql-simple names them', async () => {
    const created = await graphql<{ createSitePage: Json }>(
      app.url,
      `
        mutation {
          createSitePage(
            title: "Progetto scuole"
            slug: "progetto-scuole"
            content: "<p>Nelle scuole.</p>"
            inFooter: true
          ) {
            id
            slug
            inMenu
            inFooter
            status
          }
        }
      `,
      {},
      token,
    );
    expect(created.data?.createSitePage).toMatchObject({
      slug: 'progetto-scuole',
      inMenu: false,
      inFooter: true,
      status: 'published',
    });
    const found = await graphql<{ sitePageBySlug: Json }>(
      app.url,
      '{ sitePageBySlug(slug: "progetto-scuole") { title content } }',
    );
    expect(found.data?.sitePageBySlug).toEqual({
      title: 'Progetto scuole',
      content: '<p>Nelle scuole.</p>',
    });
    const reserved = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateSitePage(id: $id, slug: "trasparenza") {
            id
          }
        }
      `,
      { id: created.data?.createSitePage.id },
      token,
    );
    expect(reserved.errors?.[0].extensions.fields?.slug).toBe(
      "L'indirizzo «trasparenza» è già usato dal sito: scegline un altro",
    );
    const meta = await graphql<{ _allSitePagesMeta: Json }>(
      app.url,
      '{ _allSitePagesMeta(filter: { inFooter: true }) { count } }',
    );
    expect(meta.data?._allSitePagesMeta.count).toBeGreaterThanOrEqual(1);
    const deleted = await graphql(
      app.url,
      'mutation ($id: ID!) { deleteSitePage(id: $id) { id } }',
      { id: created.data?.createSitePage.id },
      token,
    );
    expect(deleted.errors).toBeUndefined();
  });
});

describe('reserved addresses', () => {
  it("hold the first segment of every route of the site's route table", async () => {
    const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
    const routes = await fs.readFile(path.join(repoRoot, 'web/src/app/routes.tsx'), 'utf8');
    const segments = [...routes.matchAll(/path: '([^']+)'/g)]
      .map(([, route]) => route.split('/')[0])
      .filter((segment) => segment !== '*' && !segment.startsWith(':'));
    expect(segments.length).toBeGreaterThan(5);
    for (const segment of segments) expect(RESERVED_SLUGS.has(segment), segment).toBe(true);
    const paths = await fs.readFile(path.join(repoRoot, 'web/src/config/paths.ts'), 'utf8');
    for (const [, route] of paths.matchAll(/'\/([^/'$]+)[^']*'/g)) {
      expect(RESERVED_SLUGS.has(route), route).toBe(true);
    }
  });
});
