// The public site's pages, rendered by this server: web/dist-ssr/entry-server.js (the
// site's own render, built by npm run build -w web) renders the route with its data,
// read through the GraphQL schema in-process as an anonymous visitor, and the result
// goes into web/dist/index.html: the page's head, styled-components' CSS, the HTML, the
// Apollo cache for the browser's hydration, and the page's chunks (from Vite's manifest)
// in the list of modules that the site's boot script loads after the first paint. Rendered pages are kept in the page cache
// (modules/common/page-cache.ts); a kept page that is current is sent by `front`, in
// front of express as the public cache's fast lane does for the API (same headers, same
// log line), without express's per-request work. A back-office preview (?anteprima=1) is
// rendered like any page: its values are in the browser (web/src/lib/preview.ts), so the
// server's page shows the 'Anteprima' banner and the record's place waiting for them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../../errors.js';
import { HTML_CONTENT_TYPE, PageCache, sendPage } from '../cache/page-cache.js';
import type { PublicCache } from '../cache/public-cache.js';
import { answerLikeExpress, type FastLaneHandler } from '../cache/fast-lane.js';
import type { SiteOrigin } from '../http/site-origin.js';

/** What web/src/entry-server.tsx exports (the SSR bundle is plain JavaScript). */
interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    execute(operation: {
      query: DocumentNode;
      variables?: Record<string, unknown>;
      operationName?: string;
    }): Promise<FormattedExecutionResult>;
  }): Promise<{
    status: number;
    head: string;
    styles: string;
    html: string;
    state: string;
    modules: string[];
    unavailable: boolean;
    errors: unknown[];
  }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type ExecuteAnonymous = (
  operation: Parameters<Parameters<ServerEntry['render']>[0]['execute']>[0],
  ip: string,
) => Promise<FormattedExecutionResult>;

export interface PageRendererDeps {
  webDist: string;
  ssrEntry: string;
  /** The process's public cache: pages are validated by its content versions. */
  cache: PublicCache;
  /** The origin of canonical and Open Graph URLs: PUBLIC_URL, else the request's (checked). */
  siteOrigin(req: IncomingMessage): SiteOrigin;
  executeAnonymous: ExecuteAnonymous;
  clientIp(req: Request): string;
  logger: Logger;
  /** The platform's security-headers middleware, run once to learn its headers. */
  securityHeaders: RequestHandler;
  /** Strict-Transport-Security for this request, when it came over HTTPS. */
  strictTransportSecurity(req: IncomingMessage): string | undefined;
  /**
   * Told of every page a GET was answered with, rendered or kept, once it is sent (a 200, or
   * a 304 to a browser that has it already): the visit statistics (modules/analytics) count
   * it. Must not throw nor wait.
   */
  pageSent?(req: IncomingMessage, committeeId: number): void;
}

export interface PageRenderer {
  /** Express's handler of a page: from the page cache, or rendered. */
  handler: RequestHandler;
  /** In front of express: a kept, current page; anything else goes on to `next`. */
  fastLane: FastLaneHandler;
}

/** The page template without server rendering: the browser renders it. */
export function clientShell(template: string): string {
  return template.replace('<!--app-head-->', '').replace('<!--app-html-->', '');
}

/** The JSON list of modules that the site's boot script loads after the first paint. */
const APP_MODULES_ELEMENT = /<script type="application\/json" id="app-modules">[^<]*<\/script>/;

function appModulesElement(json: string): string {
  return `<script type="application/json" id="app-modules">${json}</script>`;
}

/** The modules every page loads, as the site's build listed them in index.html. */
export function templateAppModules(template: string): string[] {
  const element = APP_MODULES_ELEMENT.exec(template);
  if (!element) return [];
  const json = element[0].slice(element[0].indexOf('>') + 1, element[0].lastIndexOf('<'));
  return JSON.parse(json) as string[];
}

/** JSON safe inside a <script> element: no `<` that could close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The chunk files a set of source modules needs, imports first, from Vite's manifest. */
export function chunkFiles(manifest: Record<string, ManifestChunk>, modules: string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
  };
  modules.forEach(visit);
  return files;
}

/**
 * The pages' handlers, or undefined when the site's server render has not been built
 * (the site is then served as a single-page app, http/static-files.ts).
 */
export async function createPageRenderer(
  deps: PageRendererDeps,
): Promise<PageRenderer | undefined> {
  const indexFile = path.join(deps.webDist, 'index.html');
  const manifestFile = path.join(deps.webDist, '.vite', 'manifest.json');
  if (![indexFile, manifestFile, deps.ssrEntry].every((file) => existsSync(file))) {
    deps.logger.warn(
      { ssrEntry: deps.ssrEntry },
      'Rendering lato server del sito non compilato: pagine servite senza (npm run build -w web)',
    );
    return undefined;
  }
  const template = readFileSync(indexFile, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = (await import(pathToFileURL(deps.ssrEntry).href)) as ServerEntry;
  const cache = new PageCache(deps.cache);
  const shell = clientShell(template);
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');

  const appModules = templateAppModules(template);
  /** The boot script's list of modules (web/vite.config.ts): every page's, then the page's chunks. */
  const bootModules = (modules: string[]) =>
    scriptJson([
      ...new Set([...appModules, ...chunkFiles(manifest, modules).map((file) => `/${file}`)]),
    ]);

  /**
   * Where a request's page is kept: its URL, and the origin too when that came from the
   * request's Host header (a page naming one host is never sent to a request for another).
   */
  const pageKey = (req: IncomingMessage, url: string) => {
    const site = deps.siteOrigin(req);
    return { key: site.fromRequest ? `${site.origin}${url}` : url, canonical: !site.fromRequest };
  };

  async function renderPage(req: Request) {
    const origin = deps.siteOrigin(req).origin;
    const page = await entry.render({
      url: req.originalUrl,
      origin,
      execute: (operation) => deps.executeAnonymous(operation, deps.clientIp(req)),
    });
    for (const error of page.errors) {
      deps.logger.error({ err: error, url: req.originalUrl }, 'Errore nel rendering della pagina');
    }
    const html = withoutDefaults
      .replace('<!--app-head-->', () => `${page.head}${page.styles}`)
      .replace(APP_MODULES_ELEMENT, () => appModulesElement(bootModules(page.modules)))
      .replace('<!--app-html-->', () => page.html)
      .replace(
        '</body>',
        () => `<script type="application/json" id="apollo-state">${page.state}</script></body>`,
      );
    // A page with a part the server could not render is sent, not kept.
    return { status: page.status, html, keep: !page.unavailable && page.errors.length === 0 };
  }

  /** Tells pageSent of the request's page once it is sent, if it was the page (not a 404). */
  const observe = (req: IncomingMessage, res: ServerResponse, committeeId: number | undefined) => {
    const pageSent = deps.pageSent;
    if (!pageSent || committeeId === undefined || req.method !== 'GET') return;
    res.once('finish', () => {
      if (res.statusCode === 200 || res.statusCode === 304) pageSent(req, committeeId);
    });
  };

  const answer = answerLikeExpress({
    logger: deps.logger,
    securityHeaders: deps.securityHeaders,
    strictTransportSecurity: deps.strictTransportSecurity,
    failure: 'pagina dalla cache non inviata',
  });
  const fastLane: FastLaneHandler = (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.headers.authorization !== undefined
    ) {
      next();
      return;
    }
    const startedAt = Date.now();
    const committeeId = deps.cache.config.committeeOf(req);
    if (committeeId === undefined) {
      next();
      return;
    }
    let key: string;
    try {
      key = pageKey(req, req.url ?? '/').key;
    } catch {
      next();
      return;
    }
    cache.ifCurrent(committeeId, key, (page) => {
      if (page) {
        observe(req, res, committeeId);
        answer(req, res, startedAt, () => sendPage(req, res, page), next);
      } else next();
    });
  };

  const handler: RequestHandler = async (req, res, next) => {
    observe(req, res, deps.cache.config.committeeOf(req));
    try {
      const { key, canonical } = pageKey(req, req.originalUrl);
      await cache.send(req, res, key, () => renderPage(req), canonical);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        next(error);
        return;
      }
      // No page kept and no database: the browser's app shows its own outage state.
      const unavailable = AppError.unavailable();
      res.status(unavailable.status);
      res.setHeader('Retry-After', String(unavailable.retryAfter));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', HTML_CONTENT_TYPE);
      res.end(shell);
    }
  };
  return { handler, fastLane };
}
