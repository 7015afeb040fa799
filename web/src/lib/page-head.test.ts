import { committeeFixture } from '../testing/committee-fixture';
import { renderHead, scriptJson } from './page-head';

function jsonLd(head: string): unknown[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as unknown,
  );
}

describe('renderHead', () => {
  const hostile = 'Festa </script><script>alert(1)</script> <!-- & "amici"';

  it('keeps a title with </script> inside its JSON-LD and its attributes', () => {
    const head = renderHead({
      meta: {
        title: hostile,
        description: hostile,
        type: 'article',
        jsonLd: { '@type': 'NewsArticle', headline: hostile },
        breadcrumbs: [{ name: hostile, path: '/notizie/1' }],
      },
      origin: 'https://cri.example.org',
      pathname: '/notizie/1',
      settings: committeeFixture,
    });
    expect(head).not.toContain('</script><script>');
    expect(head).not.toContain('<!--');
    // Three blocks (NGO, NewsArticle, BreadcrumbList), each closed where it should be.
    const data = jsonLd(head);
    expect(data).toHaveLength(3);
    expect(data[1]).toMatchObject({ '@type': 'NewsArticle', headline: hostile });
    expect(head).toContain(
      '<title>Festa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &quot;amici&quot;</title>',
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="og:locale" content="it_IT" />');
    expect(head).toContain('<link rel="canonical" href="https://cri.example.org/notizie/1" />');
  });

  it('preloads the largest image with the srcset and sizes its <img> has', () => {
    const head = renderHead({
      meta: {
        title: 'Notizia',
        description: 'd',
        lcpImage: {
          src: '/api/uploads/a.webp',
          srcSet: '/api/uploads/a.webp?w=160 160w, /api/uploads/a.webp 1600w',
          sizes: '(min-width: 800px) 760px, 100vw',
        },
      },
      origin: 'https://cri.example.org',
      pathname: '/notizie/1',
    });
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/uploads/a.webp" imagesrcset="/api/uploads/a.webp?w=160 160w, /api/uploads/a.webp 1600w" imagesizes="(min-width: 800px) 760px, 100vw" fetchpriority="high" />',
    );
    const plain = renderHead({
      meta: { title: 'T', description: 'd', lcpImage: { src: 'https://cdn.example.org/a.webp' } },
      origin: 'https://cri.example.org',
      pathname: '/',
    });
    expect(plain).toContain(
      '<link rel="preload" as="image" href="https://cdn.example.org/a.webp" fetchpriority="high" />',
    );
    const none = renderHead({
      meta: { title: 'T', description: 'd', lcpImage: { src: undefined } },
      origin: 'https://cri.example.org',
      pathname: '/',
    });
    expect(none).not.toContain('rel="preload"');
  });

  it("names the page's path as canonical, or the canonical path the page gives", () => {
    const head = (canonicalPath?: string) =>
      renderHead({
        meta: { title: 'Trasparenza', description: 'D', canonicalPath },
        origin: 'https://cri.example.org',
        pathname: '/trasparenza',
      });
    expect(head()).toContain('<link rel="canonical" href="https://cri.example.org/trasparenza" />');
    expect(head('/trasparenza?pagina=2')).toContain(
      '<link rel="canonical" href="https://cri.example.org/trasparenza?pagina=2" />',
    );
    expect(head('/trasparenza?pagina=2')).toContain(
      '<meta property="og:url" content="https://cri.example.org/trasparenza?pagina=2" />',
    );
  });

  it('describes the committee as an NGO with its socials', () => {
    const [ngo] = jsonLd(
      renderHead({
        meta: { title: 'T', description: 'D' },
        origin: 'https://cri.example.org',
        pathname: '/',
        settings: committeeFixture,
      }),
    );
    expect(ngo).toMatchObject({
      '@type': 'NGO',
      name: committeeFixture.name,
      email: committeeFixture.email,
      telephone: committeeFixture.phone,
      address: { '@type': 'PostalAddress', postalCode: committeeFixture.address.postalCode },
    });
  });
});

describe('scriptJson', () => {
  it('is the same JSON with no <, > or & left', () => {
    const value = { a: '</script><!-- & \u2028' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
