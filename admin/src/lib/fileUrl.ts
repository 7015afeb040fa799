// File URLs of the API (images, PDFs): absolute http(s) URLs are used as they are,
// relative paths (/uploads/...) are served under the API base.
import { API_BASE } from '../config';

export function resolveFileUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url) || url.startsWith('blob:') || url.startsWith('data:')) return url;
  if (url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}
