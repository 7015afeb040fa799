// The <head> of a server-rendered page, as HTML text: title, description, canonical URL,
// Open Graph and Twitter card tags, and the JSON-LD (the committee as an NGO on every
// page, the page's own data, its breadcrumb trail). Every value is escaped for where it
// goes: attribute values as HTML, JSON-LD so that no text can close its <script>.
// The shared picture is the page's own photo, or else the committee's share image
// (shared-image.ts); URLs in the JSON-LD are absolute, as its consumers require.
import { LOGO } from '../config/constants';
import type { CommitteeSettings } from './committee-settings';
import { sharedImage, sharedImageTags } from './shared-image';
import type { ImageSources } from './api-url';
import type { PageMeta } from './head-meta';
import { FALLBACK_SITE_NAME } from './use-page-meta';

/** Text as an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes (still the same JSON), so
 * that `</script>` or `<!--` in a value cannot end or change the element; U+2028 and
 * U+2029 too, which older JavaScript parsers take for line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The committee as schema.org's NGO, from its settings. */
export function committeeJsonLd(settings: CommitteeSettings, origin: string) {
  const sameAs = Object.values(settings.socials ?? {}).filter(
    (url): url is string => typeof url === 'string' && /^https?:\/\//.test(url),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: settings.name,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${LOGO.path}`,
      width: LOGO.width,
      height: LOGO.height,
    },
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.town,
      addressRegion: settings.address.province,
      addressCountry: 'IT',
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export interface HeadInput {
  meta: PageMeta;
  /** The site's origin for absolute URLs: PUBLIC_URL, else the request's. */
  origin: string;
  pathname: string;
  settings?: CommitteeSettings;
}

function absolute(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** JSON-LD properties whose values are URLs (a path of the site is made absolute). */
const URL_PROPERTIES = new Set(['url', 'image', 'logo', 'contentUrl', 'thumbnailUrl', 'item']);

/** The JSON-LD with every site path under a URL property made absolute on `origin`. */
export function absoluteJsonLd(value: unknown, origin: string, isUrl = false): unknown {
  if (typeof value === 'string') {
    return isUrl && value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
  }
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, isUrl));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        absoluteJsonLd(item, origin, URL_PROPERTIES.has(key)),
      ]),
    );
  }
  return value;
}

/**
 * The preload of the page's largest image: with the <img>'s srcset and sizes, so that the
 * browser fetches early the very copy the <img> picks, and nothing else.
 */
function imagePreload({ src = '', srcSet, sizes }: ImageSources): string {
  const candidates = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high" />`;
}

export function renderHead({ meta, origin, pathname, settings }: HeadInput): string {
  const url = `${origin}${meta.canonicalPath ?? pathname}`;
  const image = sharedImageTags(sharedImage(meta, settings?.name ?? FALLBACK_SITE_NAME), (path) =>
    absolute(path, origin),
  );
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.lcpImage?.src ? [imagePreload(meta.lcpImage)] : []),
    ...Object.entries({
      'og:title': meta.title,
      'og:description': meta.description,
      'og:url': url,
      'og:type': meta.type ?? 'website',
      ...image.property,
      'og:locale': 'it_IT',
      ...(settings ? { 'og:site_name': settings.name } : {}),
    })
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}" />`),
    ...Object.entries({
      ...image.name,
      'twitter:title': meta.title,
      'twitter:description': meta.description,
    }).map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}" />`),
  ];
  const data: unknown[] = [];
  if (settings) data.push(committeeJsonLd(settings, origin));
  if (meta.jsonLd) {
    data.push({
      '@context': 'https://schema.org',
      ...(absoluteJsonLd(meta.jsonLd, origin) as object),
    });
  }
  if (meta.breadcrumbs && meta.breadcrumbs.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path, origin),
      })),
    });
  }
  for (const item of data) {
    tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  }
  return tags.join('\n    ');
}
