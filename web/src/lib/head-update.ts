// Rewrites the head the server sent for the page the router shows (lib/use-page-meta.ts):
// canonical URL, description, Open Graph and Twitter tags, the shared picture. Loaded
// with the first change of page, not with the page: the server wrote the first head.
import { sharedImage, sharedImageTags } from './shared-image';
import { setMeta, type PageMeta } from './head-meta';

/** An absolute URL of the site from a path, on the origin of the canonical URL the server sent. */
function absolute(pathOrUrl: string): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return new URL(pathOrUrl, canonical?.href ?? window.location.href).href;
}

export function updateHead(meta: PageMeta, pathname: string, siteName: string): void {
  document.title = meta.title;
  const url = absolute(meta.canonicalPath ?? pathname);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = url;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', meta.noindex ? 'noindex' : undefined);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', meta.type ?? 'website');
  const image = sharedImageTags(sharedImage(meta, siteName), absolute);
  for (const [key, value] of Object.entries(image.property)) setMeta('property', key, value);
  for (const [key, value] of Object.entries(image.name)) setMeta('name', key, value);
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
}
