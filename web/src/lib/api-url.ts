// File URLs from the API are relative to the API base (/uploads/...) or absolute.
// An image's sources: its URL and, for a photo the server stores, the srcset of its
// narrower copies (GET /api/uploads/:name?w=) with the width the page shows it at
// (`sizes`), so that a phone loads a copy the size of its screen instead of the 1600 px
// original. Absolute URLs (an S3 bucket's public address) and files that have no copies
// (GIF, SVG) keep their src alone.
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS } from '../config/constants';

export const API_BASE = '/api';

/**
 * Resolves an image or file URL from the API: absolute http(s) as is (and a blob: URL, a
 * file the back office's preview shows before uploading it), a leading /api removed, then
 * prefixed with the API base.
 */
export function apiFileUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:\/\/|blob:)/i.test(url)) return url;
  const relative = url.replace(/^\/api(?=\/)/, '');
  return `${API_BASE}${relative.startsWith('/') ? '' : '/'}${relative}`;
}

export interface ImageSources {
  src?: string;
  srcSet?: string;
  sizes?: string;
}

const RESIZABLE = /\.(webp|jpg|png)$/;

/** Common `sizes`: a card of a grid of up to three columns, full width on a phone. */
export const CARD_SIZES = '(min-width: 900px) 400px, (min-width: 600px) 50vw, 100vw';

/** The densest screens a copy is chosen for (device pixels per CSS pixel). */
const MAX_DENSITY = 3;

/**
 * The props of an <img> (or a preload) for the API's `url`, shown `sizes` wide. An image
 * never shown wider than `widest` CSS pixels (a team photo) offers only the copies up to
 * what the densest screens need for it.
 */
export function imageSources(
  url: string | null | undefined,
  sizes: string,
  widest?: number,
): ImageSources {
  const src = apiFileUrl(url);
  if (!src?.startsWith(`${API_BASE}/uploads/`) || !RESIZABLE.test(src)) return { src };
  const needed = widest === undefined ? IMAGE_MAX_WIDTH : widest * MAX_DENSITY;
  const widths = IMAGE_VARIANT_WIDTHS.filter(
    (width, i) => i === 0 || IMAGE_VARIANT_WIDTHS[i - 1] < needed,
  );
  const candidates = widths.map((width) => `${src}?w=${width} ${width}w`);
  // The stored image itself, for slots wider than every copy.
  if (widths.length === IMAGE_VARIANT_WIDTHS.length && needed > widths[widths.length - 1]) {
    candidates.push(`${src} ${IMAGE_MAX_WIDTH}w`);
  }
  return { src, srcSet: candidates.join(', '), sizes };
}

/** A news item's or a course's image at the top of its page (a column of at most 760 px). */
export const ARTICLE_SIZES = '(min-width: 800px) 760px, 100vw';

/** The home page's slides: the whole width of the screen. */
export const HERO_SIZES = '100vw';
