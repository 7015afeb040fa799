// Per-route head: Italian <title> (ending with the committee's name once the settings
// are loaded), meta description, canonical URL, Open Graph and Twitter tags, the page's
// JSON-LD. On the server the page records them in its RenderRecord (entry-server.tsx
// writes them into <head>, see page-head.ts); in the browser an effect updates the head
// the server sent, on every client-side navigation. A page also states its HTTP status
// here (useHttpStatus): 404 for an unknown route or record.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCommitteeSettings } from './committee-settings';
import { setMeta, type PageMeta, type PageMetaExtras } from './head-meta';

export const FALLBACK_SITE_NAME = 'Croce Rossa Italiana';

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
