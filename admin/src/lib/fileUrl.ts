// File URLs of the API (images, PDFs): absolute http(s) URLs are used as they are,
// relative paths (/uploads/...) are served under the API base.
import { API_BASE } from '../config';

export function resolveFileUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url) || url.startsWith('blob:') || url.startsWith('data:')) return url;
  if (url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Stored photos that the server also serves as narrower copies (GET /api/uploads/:name?w=). */
const RESIZABLE_UPLOAD = new RegExp(`^${API_BASE}/uploads/[^/?]+\\.(webp|jpg|png)$`);

/**
 * The URL of a list row's small preview: for a stored photo, its 160 px copy (a few
 * kilobytes, not the 1600 px image); any other URL as resolveFileUrl gives it.
 */
export function thumbnailUrl(url: string | null | undefined): string | undefined {
  const resolved = resolveFileUrl(url);
  return resolved && RESIZABLE_UPLOAD.test(resolved) ? `${resolved}?w=160` : resolved;
}
