// The committee's pages on the server-rendered site (the site built from the current
// sources, testing/site-build.ts): /{slug} with its title, text, meta description and
// WebPage JSON-LD, in the sitemap; a draft or an unknown address is the 404 page, noindex;
// a change seen at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type TestApp } from '../../testing/test-app.js';
import { call, type Json } from '../../testing/api-client.js';

let app: TestApp;
let token: string;

async function page(pathname: string) {
  const response = await fetch(`${app.url}${pathname}`);
  return { status: response.status, html: await response.text() };
}

function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Json,
  );
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

beforeAll(async () => {
  app = await createSiteTestApp({ siteUrl: 'https://cri.example.org' });
  token = await app.loginAsAdmin();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('a page of the committee at /{slug}', () => {
  it('is rendered by the server with its text, meta and WebPage JSON-LD, and is in the sitemap', async () => {
    const created = await call(app.url, '/api/pages', {
      json: {
        title: 'Diventa volontario',
        slug: 'diventa-volontario',
        content: '<h2>Il corso base</h2><p>Si tiene ogni autunno nella nostra sede.</p>',
        description: 'Come diventare volontario del comitato.',
      },
      token,
    });
    expect(created.status).toBe(201);
    const { status, html } = await page('/diventa-volontario');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Diventa volontario<\/h1>/);
    expect(html).toContain('Si tiene ogni autunno nella nostra sede.');
    expect(html).toMatch(/<title>Diventa volontario \| [^<]+<\/title>/);
    expect(meta(html, 'name', 'description')).toBe('Come diventare volontario del comitato.');
    expect(meta(html, 'name', 'robots')).toBeUndefined();
    expect(html).toContain(
      '<link rel="canonical" href="https://cri.example.org/diventa-volontario" />',
    );
    const webPage = jsonLd(html).find((block) => block['@type'] === 'WebPage');
    expect(webPage).toMatchObject({
      name: 'Diventa volontario',
      description: 'Come diventare volontario del comitato.',
      url: 'https://cri.example.org/diventa-volontario',
    });
    const sitemap = await call<string>(app.url, '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>https://cri.example.org/diventa-volontario</loc>');

    await call(app.url, `/api/pages/${created.body.id as number}`, {
      method: 'PUT',
      json: { title: 'Diventa volontaria' },
      token,
    });
    expect((await page('/diventa-volontario')).html).toMatch(/<h1[^>]*>Diventa volontaria<\/h1>/);
  });

  it('is the 404 page, noindex, while a draft and at an address no page has', async () => {
    const draft = await call(app.url, '/api/pages', {
      json: {
        title: 'In preparazione',
        slug: 'in-preparazione',
        content: '<p>Presto.</p>',
        status: 'draft',
      },
      token,
    });
    expect(draft.status).toBe(201);
    for (const address of ['/in-preparazione', '/pagina-che-non-esiste']) {
      const { status, html } = await page(address);
      expect(status, address).toBe(404);
      expect(html).toContain('Ops! Questa pagina ha bisogno di un dottore!');
      expect(meta(html, 'name', 'robots')).toBe('noindex');
    }
    const sitemap = await call<string>(app.url, '/sitemap.xml');
    expect(sitemap.body).not.toContain('in-preparazione');
  });
});
