// File URLs from the API are relative to the API base (/uploads/...) or absolute.
export const API_BASE = '/api';

/** Resolves an image or file URL from the API: absolute http(s) as is, a leading /api removed, then prefixed with the API base. */
export function apiFileUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  const relative = url.replace(/^\/api(?=\/)/, '');
  return `${API_BASE}${relative.startsWith('/') ? '' : '/'}${relative}`;
}
