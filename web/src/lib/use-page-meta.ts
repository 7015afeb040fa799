// Per-route head: Italian <title> (ending with the committee's name once the settings
// are loaded), meta description, canonical URL, Open Graph and Twitter tags, the page's
// JSON-LD. On the server the page records them in its RenderRecord (entry-server.tsx
// writes them into <head>, see page-head.ts); in the browser an effect updates the head
// the server sent, on every client-side navigation. A page also states its HTTP status
// here (useHttpStatus): 404 for an unknown route or record.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCommitteeSettings } from './committee-settings';
import type { ImageSources } from './api-url';

export const FALLBACK_SITE_NAME = 'Croce Rossa Italiana';

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

/** What a server render learns from the page: its status and its head. */
export interface RenderRecord {
  status: number;
  meta?: PageMeta;
}

/** Provided by the server's render only: null in the browser. */
export const RenderRecordContext = createContext<RenderRecord | null>(null);

/** The HTTP status the server answers this page with (the browser ignores it). */
export function useHttpStatus(status: number): void {
  const record = useContext(RenderRecordContext);
  if (record) record.status = status;
}

export function fullTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

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

/**
 * True until the first page's head has been kept: the browser hydrating the server's page
 * (app/start.tsx) finds in <head> what the page states, so the code that rewrites it
 * (head-update.ts) is loaded with the first change, not with the page.
 */
let headFromServer = false;

/** Called before hydrating the server's page: its head is already the first page's. */
export function keepServerHead(): void {
  headFromServer = true;
}

export function usePageMeta(title: string, description: string, extras: PageMetaExtras = {}) {
  const siteName = useCommitteeSettings()?.name ?? FALLBACK_SITE_NAME;
  const record = useContext(RenderRecordContext);
  const { pathname } = useLocation();
  const meta: PageMeta = { ...extras, title: fullTitle(title, siteName), description };
  if (record) record.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    const current = JSON.parse(key) as PageMeta;
    document.title = current.title;
    setMeta('name', 'robots', current.noindex ? 'noindex' : undefined);
    if (headFromServer) headFromServer = false;
    else {
      void import('./head-update')
        .then(({ updateHead }) => updateHead(current, pathname, siteName))
        .catch(() => undefined);
    }
    // Leaving a page that search engines may not index: the next page may be indexed.
    return () => {
      if (current.noindex) setMeta('name', 'robots', undefined);
    };
  }, [key, pathname, siteName]);
}
