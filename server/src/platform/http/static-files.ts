// The built public site at / and the built admin at /admin, each with a history
// fallback so that client-side routes survive a reload: the admin's index.html, and for
// the site its server-rendered pages (http/pages.ts) when that render is built. Vite's
// hashed files under assets/ never change: cached for a year, immutable. Everything
// else (index.html first) is revalidated on each use (no-cache + ETag). A page of the site
// asked at another address than its own (/NEWS, /5x1000/) is redirected to it (301).
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { canonicalPagePath } from './canonical-path.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Paths the public site's fallback must never answer: they belong to the API and the server. */
const SERVER_PATHS = /^\/(api|graphql|healthz|admin)(\/|$)/;

/** Vite's content-hashed output is dist/assets/*: only those files may be cached for good. */
export function cacheControlFor(dist: string, file: string): string {
  return path.relative(dist, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

export function staticFolder(dist: string) {
  return express.static(dist, {
    index: false,
    redirect: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(dist, file)),
  });
}

/** Serves one built single-page app under `mount`; nothing when it has not been built. */
function spa(
  router: Router,
  dist: string,
  mount: string,
  name: string,
  logger: Logger,
  pages?: RequestHandler,
): void {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ dist }, `${name} non compilato: ${mount} non servito (npm run build)`);
    return;
  }
  router.use(mount, staticFolder(dist), (req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '';
    if (!isPage || (mount === '/' && SERVER_PATHS.test(req.path))) {
      next();
      return;
    }
    const [pathname, query] = req.originalUrl.split('?', 2);
    const search = query === undefined ? '' : `?${query}`;
    if (mount !== '/' && pathname === mount) {
      res.redirect(301, `${mount}/${search}`);
      return;
    }
    const canonical = mount === '/' ? canonicalPagePath(pathname ?? '/') : null;
    if (canonical !== null) {
      res.redirect(301, `${canonical}${search}`);
      return;
    }
    if (pages) {
      pages(req, res, next);
      return;
    }
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(index);
  });
}

export function createStaticRouter(options: {
  webDist: string;
  adminDist: string;
  logger: Logger;
  /** The site's server-rendered pages, when built. */
  pages?: RequestHandler;
}): Router {
  const router = express.Router();
  spa(router, options.adminDist, '/admin', "L'area amministrativa", options.logger);
  spa(router, options.webDist, '/', 'Il sito pubblico', options.logger, options.pages);
  return router;
}
