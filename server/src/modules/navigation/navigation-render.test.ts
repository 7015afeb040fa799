// The committee's menus on the server-rendered site (built from the current sources,
// testing/site-build.ts): the header (one list for desktop and phone) and the footer's
// links rendered from the navigation, and a change seen at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type TestApp } from '../../testing/test-app.js';
import { call } from '../../testing/api-client.js';

let app: TestApp;
let token: string;

/** The header's navigation and the footer's quick links of a rendered page. */
async function menus(pathname = '/') {
  const html = await (await fetch(`${app.url}${pathname}`)).text();
  const header =
    /<nav[^>]*aria-label="Navigazione principale"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const footer = /<nav aria-label="Link rapidi">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const links = (part: string) =>
    [...part.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, text]) => [
      href,
      text
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .trim(),
    ]);
  return { header: links(header), footer: links(footer) };
}

beforeAll(async () => {
  app = await createSiteTestApp();
  token = await app.loginAsAdmin();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('the menus on the rendered site', () => {
  it("render the spec's six items, then the committee's menu as it changes", async () => {
    const before = await menus();
    expect(before.header.filter(([href]) => href !== '#').map(([, label]) => label)).toEqual([
      'Corsi',
      'Attività',
      'News',
      'Documenti',
      'Contatti',
      'Donazioni',
    ]);
    expect(before.footer.map(([href]) => href)).toContain('/storia/comitato');

    const page = await call(app.url, '/api/pages', {
      json: { title: 'Diventa volontario', slug: 'diventa-volontario', content: '<p>Vieni.</p>' },
      token,
    });
    expect(page.status).toBe(201);
    const saved = await call(app.url, '/api/navigation', {
      method: 'PUT',
      json: {
        header: [
          { label: 'Diventa volontario', kind: 'page', target: 'diventa-volontario' },
          { label: 'La nostra storia', kind: 'route', target: '/storia/comitato' },
          { label: 'Corsi', kind: 'section', target: 'corsi', visible: false },
          { label: 'Dona', kind: 'section', target: 'supporto' },
        ],
        footer: [
          { label: 'Storia della Croce Rossa', kind: 'route', target: '/storia/croce-rossa' },
        ],
      },
      token,
    });
    expect(saved.status).toBe(200);
    for (const pathname of ['/', '/diventa-volontario']) {
      const after = await menus(pathname);
      expect(
        after.header.filter(([href]) => href !== '#'),
        pathname,
      ).toEqual([
        ['/diventa-volontario', 'Diventa volontario'],
        ['/storia/comitato', 'La nostra storia'],
        ['/#supporto', 'Dona'],
      ]);
      expect(after.footer[0]).toEqual(['/storia/croce-rossa', 'Storia della Croce Rossa']);
    }
  });
});
