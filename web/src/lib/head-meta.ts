// What a page says of its head (title, description, picture, structured data...) and the
// one way the browser writes a meta tag: shared by use-page-meta.ts, which states a page's
// head, the server's page-head.ts and the browser's head-update.ts, which write it.
import type { ImageSources } from './api-url';

/** One step of a page's breadcrumb trail (BreadcrumbList). */
export interface Crumb {
  name: string;
  /** Site path, e.g. /news. */
  path: string;
}

export interface PageMetaExtras {
  /** The page's own photo (a URL the site serves, or absolute); else the committee's share image. */
  image?: string;
  /** The photo's text alternative (the page's title when it has none). */
  imageAlt?: string | null;
  /** Open Graph type: article on news, website elsewhere. */
  type?: 'website' | 'article';
  /** Structured data of the page itself (NewsArticle, Course...), besides the committee's. */
  jsonLd?: Record<string, unknown>;
  /** The trail from the home page to this page, this page last. */
  breadcrumbs?: readonly Crumb[];
  /**
   * The page's largest image above the fold, as its <img> has it (src, srcset, sizes):
   * preloaded with high priority, the same copy the <img> then picks.
   */
  lcpImage?: ImageSources;
  /** Keeps the page out of search engines (the 404 page). */
  noindex?: boolean;
  /**
   * The canonical URL's path and query, when it is not the page's path alone. By default
   * a URL's query never reaches the canonical URL: a list's search and filters (?q=,
   * ?categoria=, /news's ?id=, the grants' ?anno=) show part of the same page, so
   * /news?q=x names /news, and the many URLs a search can make are not each a page for
   * search engines. A page that is a different part of a list (/trasparenza?pagina=2,
   * unfiltered) names itself here, as search engines ask of paged lists, so that what is
   * only on page 2 is still found.
   */
  canonicalPath?: string;
}

export interface PageMeta extends PageMetaExtras {
  /** The full title, site name included. */
  title: string;
  description: string;
}

/** Writes a meta tag of the head (`name` or `property`), or removes it when content is undefined. */
export function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}
