// The public site's server-rendered pages against the real app, on the site built from the
// current sources (client and server render, as npm run build -w web does; one build shared
// by the tests that need it, testing/site-build.ts). Statuses, head tags, JSON-LD that a title cannot break
// out of, the Apollo cache sent with the page, the back office's preview rendered with its
// banner (its values are the browser's), and a change to a news item seen on the very next
// request. What link previews and search engines read: a raster picture of the size
// previews want, with its text, on every page (the page's own photo, else the committee's
// share image); JSON-LD URLs absolute, a news item's publisher and its dateModified; one
// address per page (301 to it).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuiltSite } from '../../testing/site-build.js';
import { createSiteTestApp, createTestApp, type TestApp } from '../../testing/test-app.js';
import { attach, call, formOf, graphql, pngImage, type Json } from '../../testing/api-client.js';

let site: BuiltSite;
let app: TestApp;
let token: string;

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${pathname}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Json,
  );
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

async function createNews(title: string): Promise<string> {
  const created = await graphql<{ createNews: Json }>(
    app.url,
    `
      mutation ($title: String!) {
        createNews(
          title: $title
          content: "<p>Testo della notizia.</p>"
          date: "2026-03-14"
          author: "Ufficio Comunicazione"
          category: Comunicati
          excerpt: "In breve."
        ) {
          id
        }
      }
    `,
    { title },
    token,
  );
  return String(created.data?.createNews.id);
}

beforeAll(async () => {
  site = await buildSite();
  app = await createSiteTestApp({ siteUrl: 'https://cri.example.org' });
  token = await app.loginAsAdmin();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('server-rendered pages', () => {
  it('renders the home page with its data, head, styles and the Apollo cache', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    const settings = await graphql<{ settings: Json }>(app.url, '{ settings { name } }');
    const name = String(settings.data?.settings.name);
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://cri.example.org/" />');
    expect(meta(html, 'property', 'og:locale')).toBe('it_IT');
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'property', 'og:url')).toBe('https://cri.example.org/');
    expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/cri\.example\.org\//);
    expect(meta(html, 'name', 'twitter:card')).toBeDefined();
    expect(jsonLd(html)).toContainEqual(
      expect.objectContaining({ '@type': 'NGO', name, url: 'https://cri.example.org/' }),
    );
    // The page itself, not an empty root: the header's name and the home's heading.
    expect(html).toMatch(/<div id="root">\s*<[^!]/);
    expect(html).toContain('<style data-styled="true"');
    expect(html).toContain('<script type="application/json" id="apollo-state">');
    // Only the description the page declared: index.html's default is replaced.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('has no script load before the first paint: the boot script lists them, allowed by its hash', async () => {
    const { headers, html } = await page('/');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const list = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
    const modules = JSON.parse(list![1]) as string[];
    // The entry first, React, Apollo Client, the app's start (with react-router and
    // styled-components: web/build/chunks.ts) and the home page's own chunk.
    expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const chunk of ['react', 'apollo', 'start', 'home-page']) {
      expect(
        modules.some((module) => module.startsWith(`/assets/${chunk}-`)),
        chunk,
      ).toBe(true);
    }
    for (const module of modules)
      expect((await fetch(`${app.url}${module}`)).status, module).toBe(200);
    // One inline script, the boot, and the Content-Security-Policy allows exactly it.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0], 'utf8').digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(headers.get('content-security-policy')!)![1];
    expect(scriptSources.split(' ').sort()).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  });

  it('answers 404 with the site 404 page for unknown routes and unknown or malformed ids', async () => {
    for (const pathname of [
      '/pagina-che-non-esiste',
      '/notizie/999999',
      '/notizie/abc',
      '/progetti/999999',
      '/progetti/abc',
      '/attivita/9999',
    ]) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(html, pathname).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await page('/pagina-che-non-esiste')).html).toContain(
      'Ops! Questa pagina ha bisogno di un dottore!',
    );
    expect((await page('/notizie/abc')).html).toContain('Notizia non trovata');
  });

  it("offers link previews the committee's raster share image, with its size and text, on pages without a photo", async () => {
    const settings = await graphql<{ settings: Json }>(app.url, '{ settings { name } }');
    const name = String(settings.data?.settings.name);
    for (const pathname of ['/', '/trasparenza', '/5x1000', '/storia/comitato', '/attivita/9999']) {
      const { html } = await page(pathname);
      expect(meta(html, 'property', 'og:image'), pathname).toBe(
        'https://cri.example.org/share-image.png',
      );
      expect(meta(html, 'property', 'og:image:width'), pathname).toBe('1200');
      expect(meta(html, 'property', 'og:image:height'), pathname).toBe('630');
      const alt = `${name}: l&#39;emblema della Croce Rossa Italiana e il nome del comitato`;
      expect(meta(html, 'property', 'og:image:alt'), pathname).toBe(alt);
      expect(meta(html, 'name', 'twitter:card'), pathname).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image'), pathname).toBe(
        'https://cri.example.org/share-image.png',
      );
      expect(meta(html, 'name', 'twitter:image:alt'), pathname).toBe(alt);
    }
    const ngo = jsonLd((await page('/')).html).find((item) => item['@type'] === 'NGO');
    expect(ngo?.logo).toEqual({
      '@type': 'ImageObject',
      url: 'https://cri.example.org/logo.png',
      width: 512,
      height: 512,
    });
    const shared = await fetch(`${app.url}/share-image.png`);
    expect(shared.headers.get('content-type')).toBe('image/png');
  });

  it("shares a news item's and a course's own photo, with absolute URLs and a publisher in the JSON-LD", async () => {
    const news = await call(app.url, '/api/news', {
      token,
      form: attach(
        formOf({
          title: 'Esercitazione di protezione civile',
          content: '<p>Una giornata di prove.</p>',
          date: '2026-03-20',
          author: 'Ufficio Comunicazione',
          category: 'Eventi',
          imageAlt: 'Volontari montano una tenda',
        }),
        'image',
        await pngImage(),
        'tenda.png',
        'image/png',
      ),
    });
    expect(news.status).toBe(201);
    const photo = `https://cri.example.org/api${news.body.image as string}`;
    const { html } = await page(`/notizie/${news.body.id as number}`);
    expect(meta(html, 'property', 'og:image')).toBe(photo);
    expect(meta(html, 'property', 'og:image:alt')).toBe('Volontari montano una tenda');
    expect(meta(html, 'name', 'twitter:image:alt')).toBe('Volontari montano una tenda');
    const settings = await graphql<{ settings: Json }>(app.url, '{ settings { name } }');
    const article = jsonLd(html).find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      image: [photo],
      datePublished: '2026-03-20',
      publisher: {
        '@type': 'NGO',
        name: settings.data?.settings.name,
        url: 'https://cri.example.org/',
        logo: {
          '@type': 'ImageObject',
          url: 'https://cri.example.org/logo.png',
          width: 512,
          height: 512,
        },
      },
    });
    // Written today, after the date it carries: its last change is the edit.
    expect(String(article?.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Date.parse(String(article?.dateModified))).toBeGreaterThan(Date.now() - 60_000);

    const course = await call(app.url, '/api/projects', {
      token,
      form: attach(
        formOf({
          title: 'Corso di primo soccorso',
          description: 'Le manovre di base.',
          startDate: '2027-02-10',
          endDate: '2027-02-11',
          category: 'health',
          location: 'Sede del Comitato',
          calendlyId: 'comitato/primo-soccorso',
        }),
        'image',
        await pngImage(),
        'corso.png',
        'image/png',
      ),
    });
    expect(course.status).toBe(201);
    const coursePage = await page(`/progetti/${course.body.id as number}`);
    const data = jsonLd(coursePage.html).find((item) => item['@type'] === 'Course');
    expect(data?.image).toEqual([`https://cri.example.org/api${course.body.image as string}`]);
  });

  it('redirects a page asked at another address to its own, permanently', async () => {
    for (const [asked, own] of [
      ['/5x1000/', '/5x1000'],
      ['/NEWS', '/news'],
      ['/News/?q=Festa', '/news?q=Festa'],
      ['/trasparenza//', '/trasparenza'],
      ['//Esempio', '/esempio'],
    ]) {
      const response = await fetch(`${app.url}${asked}`, { redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(own);
    }
    expect((await page('/news')).status).toBe(200);
  });

  it('writes a news item as an article, with JSON-LD its title cannot break out of', async () => {
    const title = 'Raccolta </script><script>alert(1)</script> & "festa"';
    const id = await createNews(title);
    const { status, html } = await page(`/notizie/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(`https://cri.example.org/notizie/${id}`);
    expect(meta(html, 'property', 'og:title')).toContain(
      'Raccolta &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;festa&quot;',
    );
    const data = jsonLd(html);
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: title,
        datePublished: '2026-03-14',
        author: { '@type': 'Person', name: 'Ufficio Comunicazione' },
      }),
    );
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toHaveLength(3);
  });

  it('shows a change to a news item on the next request', async () => {
    const id = await createNews('Prima versione del titolo');
    expect((await page(`/notizie/${id}`)).html).toContain('Prima versione del titolo');
    // Twice: the second answer comes from the page cache.
    expect((await page(`/notizie/${id}`)).html).toContain('Prima versione del titolo');
    const updated = await graphql<{ updateNews: Json }>(
      app.url,
      `
        mutation ($id: ID!) {
          updateNews(id: $id, title: "Seconda versione del titolo") {
            id
          }
        }
      `,
      { id },
      token,
    );
    expect(updated.errors).toBeUndefined();
    const after = await page(`/notizie/${id}`);
    expect(after.html).toContain('Seconda versione del titolo');
    expect(after.html).not.toContain('Prima versione del titolo');
  });

  it('sends a kept page with the same headers as a rendered one', async () => {
    const rendered = await page('/servizi');
    const kept = await page('/servizi');
    expect(kept.html).toBe(rendered.html);
    for (const name of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'cache-control',
      'vary',
      'etag',
    ]) {
      expect(kept.headers.get(name), name).toBe(rendered.headers.get(name));
      expect(kept.headers.get(name), name).toBeTruthy();
    }
    expect(kept.headers.get('x-request-id')).toBeTruthy();
  });

  it('revalidates an unchanged page with its ETag', async () => {
    const first = await page('/progetti');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${app.url}/progetti`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('keeps drafts off the pages, and a scheduled news item until its time, with pages kept', async () => {
    const publishedAt = new Date(Date.now() + 4000);
    const created = await graphql<{ draft: Json; scheduled: Json }>(
      app.url,
      `
        mutation ($at: DateTimeISO) {
          draft: createNews(
            title: "Bozza per la pagina"
            content: "<p>Non ancora.</p>"
            date: "2026-03-15"
            author: "A"
            category: Notizie
            status: draft
          ) {
            id
          }
          scheduled: createNews(
            title: "Programmata per la pagina"
            content: "<p>Presto.</p>"
            date: "2026-03-15"
            author: "A"
            category: Notizie
            status: published
            publishedAt: $at
          ) {
            id
          }
        }
      `,
      { at: publishedAt.toISOString() },
      token,
    );
    const draft = `/notizie/${String(created.data?.draft.id)}`;
    const scheduled = `/notizie/${String(created.data?.scheduled.id)}`;
    // Twice: the second answers are kept pages.
    for (let i = 0; i < 2; i++) {
      expect((await page(draft)).status).toBe(404);
      expect((await page(scheduled)).status).toBe(404);
      const list = (await page('/news')).html;
      expect(list).not.toContain('Bozza per la pagina');
      expect(list).not.toContain('Programmata per la pagina');
    }
    await new Promise((resolve) => setTimeout(resolve, publishedAt.getTime() - Date.now() + 50));
    const article = await page(scheduled);
    expect(article.status).toBe(200);
    expect(article.html).toContain('Programmata per la pagina');
    expect((await page('/news')).html).toContain('Programmata per la pagina');
    expect((await page(draft)).status).toBe(404);
  });

  it("renders the back office's preview with its banner, waiting for the browser's values", async () => {
    for (const pathname of ['/notizie/nuova?anteprima=1', '/progetti/nuova?anteprima=1']) {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(html).toContain('aria-label="Anteprima"');
      expect(html).toContain('i visitatori non la vedono');
      expect(meta(html, 'name', 'robots')).toBe('noindex');
      expect(html).not.toContain('non trovat');
    }
    // A draft's page is no preview of it: the server never shows a draft.
    const draft = await graphql<{ createNews: Json }>(
      app.url,
      'mutation { createNews(title: "Bozza riservata", content: "<p>Riservata</p>", date: "2026-03-05", author: "A", category: "Notizie", status: "draft") { id } }',
      {},
      token,
    );
    const { html } = await page(`/notizie/${String(draft.data?.createNews.id)}?anteprima=1`);
    expect(html).not.toContain('Bozza riservata');
    expect(html).toContain('aria-label="Anteprima"');
  });
});

describe('server-rendered pages without PUBLIC_URL', () => {
  /** A GET with its own Host header (fetch cannot set one): the canonical URL it got. */
  function canonicalFor(base: string, pathname: string, host: string): Promise<string> {
    const url = new URL(pathname, base);
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(/<link rel="canonical" href="([^"]*)"/.exec(body)?.[1] ?? ''));
      });
      req.on('error', reject);
    });
  }

  it('names the host each request came to, never another request`s host', async () => {
    const hostApp = await createTestApp({
      webDist: site.webDist,
      webSsrEntry: site.webSsrEntry,
    });
    try {
      const own = new URL(hostApp.url).host;
      // A request naming another host renders its page first, then the site's own host asks.
      expect(await canonicalFor(hostApp.url, '/news', 'altro.example')).toBe(
        'http://altro.example/news',
      );
      expect(await canonicalFor(hostApp.url, '/news', own)).toBe(`http://${own}/news`);
      expect(await canonicalFor(hostApp.url, '/news', 'altro.example')).toBe(
        'http://altro.example/news',
      );
      // A Host that is not a host name is never copied into the page.
      expect(await canonicalFor(hostApp.url, '/news', 'x"><script>')).not.toContain('script');
    } finally {
      await hostApp.close();
    }
  });
});
