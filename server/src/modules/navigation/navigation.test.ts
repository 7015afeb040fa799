// The navigation over REST and GraphQL against the real app: the spec's six items as
// every committee's default, a whole menu replaced (reordered, renamed, hidden, added:
// a page, a section, a route, an external address), the links the site is shown, the
// footer's links shared with "Impostazioni", validation (Italian 400s) and who may write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';

let app: TestApp;
let token: string;

interface NavigationAnswer {
  header: Json[];
  footer: Json[];
  headerLinks: Json[];
  footerLinks: Json[];
}

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app?.close();
});

describe('REST /api/navigation', () => {
  it("starts with the spec's six items and the footer's quick links", async () => {
    const answer = await call<NavigationAnswer>(app.url, '/api/navigation');
    expect(answer.status).toBe(200);
    expect(answer.body.header.map((item) => item.label)).toEqual([
      'Corsi',
      'Attività',
      'News',
      'Documenti',
      'Contatti',
      'Donazioni',
    ]);
    expect(answer.body.header[3]).toEqual({
      label: 'Documenti',
      kind: 'route',
      target: '/trasparenza',
      visible: true,
      order: 3,
      href: '/trasparenza',
    });
    expect(answer.body.header[0]).toMatchObject({
      kind: 'section',
      target: 'corsi',
      href: '/#corsi',
    });
    expect(answer.body.footer.map((item) => item.href)).toEqual([
      '/progetti',
      '/news',
      '/storia/comitato',
      '/trasparenza',
    ]);
  });

  it('replaces the header: reordered, renamed, hidden and new items; the site shows the visible ones', async () => {
    const page = await call(app.url, '/api/pages', {
      json: { title: 'Diventa volontario', slug: 'diventa-volontario', content: '<p>Vieni.</p>' },
      token,
    });
    expect(page.status).toBe(201);
    const header = [
      { label: 'Diventa volontario', kind: 'page', target: 'diventa-volontario', order: 0 },
      { label: 'Chi siamo', kind: 'section', target: 'chi-siamo', order: 1 },
      { label: 'La nostra storia', kind: 'route', target: '/storia/comitato', order: 2 },
      { label: 'Corsi', kind: 'section', target: 'corsi', visible: false, order: 3 },
      { label: 'CRI nazionale', kind: 'external', target: 'https://cri.it', order: 4 },
    ];
    const answer = await call<NavigationAnswer>(app.url, '/api/navigation', {
      method: 'PUT',
      json: { header: [...header].reverse() },
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.header.map((item) => [item.label, item.order, item.visible])).toEqual([
      ['Diventa volontario', 0, true],
      ['Chi siamo', 1, true],
      ['La nostra storia', 2, true],
      ['Corsi', 3, false],
      ['CRI nazionale', 4, true],
    ]);
    const shown = await call<NavigationAnswer>(app.url, '/api/navigation');
    expect(shown.body.headerLinks).toEqual([
      { label: 'Diventa volontario', href: '/diventa-volontario', kind: 'page', section: null },
      { label: 'Chi siamo', href: '/#chi-siamo', kind: 'section', section: 'chi-siamo' },
      { label: 'La nostra storia', href: '/storia/comitato', kind: 'route', section: null },
      { label: 'CRI nazionale', href: 'https://cri.it', kind: 'external', section: null },
    ]);
    // The footer was left out: kept.
    expect(shown.body.footer).toHaveLength(4);
  });

  it("hides a page's item while the page is a draft, and adds pages marked for the menu or the footer", async () => {
    const draft = await call(app.url, '/api/pages', {
      json: {
        title: 'Bozza',
        slug: 'bozza-menu',
        content: '<p>Presto.</p>',
        status: 'draft',
        inMenu: true,
      },
      token,
    });
    const footerPage = await call(app.url, '/api/pages', {
      json: {
        title: 'Trasparenza bilanci',
        slug: 'bilanci',
        content: '<p>Bilanci.</p>',
        inFooter: true,
      },
      token,
    });
    expect([draft.status, footerPage.status]).toEqual([201, 201]);
    await call(app.url, '/api/navigation', {
      method: 'PUT',
      json: {
        header: [
          { label: 'Bozza', kind: 'page', target: 'bozza-menu' },
          { label: 'Contatti', kind: 'section', target: 'contatti' },
        ],
      },
      token,
    });
    const anonymous = await call<NavigationAnswer>(app.url, '/api/navigation');
    expect(anonymous.body.headerLinks.map((link) => link.label)).toEqual(['Contatti']);
    expect(anonymous.body.footerLinks.map((link) => link.href)).toContain('/bilanci');
    const staff = await call<NavigationAnswer>(app.url, '/api/navigation', { token });
    expect(staff.body.headerLinks.map((link) => link.label)).toEqual(['Bozza', 'Contatti']);
  });

  it('refuses wrong items with Italian messages, and saves nothing then', async () => {
    const before = await call<NavigationAnswer>(app.url, '/api/navigation');
    const answer = await call(app.url, '/api/navigation', {
      method: 'PUT',
      json: {
        header: [
          { label: '', kind: 'section', target: 'contatti' },
          { label: 'Pagina', kind: 'page', target: 'non-esiste' },
          { label: 'Sezione', kind: 'section', target: 'cucina' },
          { label: 'Percorso', kind: 'route', target: '//altrove.example' },
          { label: 'Fuori', kind: 'external', target: 'javascript:alert(1)' },
          { label: 'Tipo', kind: 'menu', target: 'x' },
          { label: 'Visibile', kind: 'section', target: 'news', visible: 'forse' },
        ],
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'header.0.label': "L'etichetta della voce è obbligatoria e può avere al massimo 60 caratteri",
      'header.1.target': 'La pagina «non-esiste» non esiste',
      'header.2.target': '«cucina» non è una sezione della home page',
      'header.3.target': 'Il percorso deve essere una pagina del sito, ad esempio /storia/comitato',
      'header.4.target': "L'indirizzo esterno deve iniziare con http:// o https://",
      'header.5.kind':
        'Il tipo della voce deve essere page (pagina), section (sezione della home), route (pagina del sito) o external (indirizzo esterno)',
      'header.6.visible': 'Il campo «visibile» deve essere vero o falso',
    });
    const notList = await call(app.url, '/api/navigation', {
      method: 'PUT',
      json: { footer: 'tutto' },
      token,
    });
    expect(notList.status).toBe(400);
    expect(notList.body.errors?.footer).toBe('Il menu deve essere un elenco di al massimo 12 voci');
    const nothing = await call(app.url, '/api/navigation', { method: 'PUT', json: {}, token });
    expect(nothing.status).toBe(400);
    expect((await call<NavigationAnswer>(app.url, '/api/navigation')).body).toEqual(before.body);
    const anonymous = await call(app.url, '/api/navigation', {
      method: 'PUT',
      json: { header: [] },
    });
    expect(anonymous.status).toBe(401);
  });

  it("shares the footer's links with the settings: a hidden link stays hidden when 'Impostazioni' saves", async () => {
    const saved = await call<NavigationAnswer>(app.url, '/api/navigation', {
      method: 'PUT',
      json: {
        footer: [
          { label: 'La storia della Croce Rossa', kind: 'route', target: '/storia/croce-rossa' },
          { label: 'News', kind: 'route', target: '/news', visible: false },
        ],
      },
      token,
    });
    expect(saved.status).toBe(200);
    const settings = await call(app.url, '/api/settings', { token });
    expect(settings.body.footerLinks).toEqual([
      { label: 'La storia della Croce Rossa', url: '/storia/croce-rossa' },
      { label: 'News', url: '/news' },
    ]);
    const put = await call(app.url, '/api/settings', {
      method: 'PUT',
      json: settings.body,
      token,
    });
    expect(put.status).toBe(200);
    const after = await call<NavigationAnswer>(app.url, '/api/navigation');
    expect(after.body.footer.map((item) => item.visible)).toEqual([true, false]);
    expect(after.body.footerLinks.map((link) => link.label)).toEqual([
      'La storia della Croce Rossa',
      'Trasparenza bilanci',
    ]);
  });
});

describe('GraphQL navigation', () => {
  it('reads and replaces a menu as REST does', async () => {
    const changed = await graphql<{ updateNavigation: { header: Json[] } }>(
      app.url,
      `
        mutation {
          updateNavigation(header: [{ label: "Dona ora", kind: section, target: "supporto" }]) {
            header {
              label
              kind
              target
              visible
              order
              href
            }
          }
        }
      `,
      {},
      token,
    );
    expect(changed.data?.updateNavigation.header).toEqual([
      {
        label: 'Dona ora',
        kind: 'section',
        target: 'supporto',
        visible: true,
        order: 0,
        href: '/#supporto',
      },
    ]);
    const read = await graphql<{ navigation: { headerLinks: Json[] } }>(
      app.url,
      '{ navigation { headerLinks { label href section } } }',
    );
    expect(read.data?.navigation.headerLinks).toEqual([
      { label: 'Dona ora', href: '/#supporto', section: 'supporto' },
    ]);
    const refused = await graphql(
      app.url,
      'mutation { updateNavigation(header: [{ label: "X", kind: route, target: "/nessuna" }]) { header { label } } }',
      {},
      token,
    );
    expect(refused.errors?.[0].extensions.fields?.['header.0.target']).toBe(
      'Il percorso deve essere una pagina del sito, ad esempio /storia/comitato',
    );
  });
});
