// REST-style adapter of the answers for search engines and feed readers, mounted at the
// site's root before the static files: GET /sitemap.xml, /robots.txt and /rss.xml. Each
// is a public read (common/public-reads.ts) answered through the public cache like the
// API's lists: validated by the content versions on every request, kept until the next
// scheduled publication, served from the cache while the database is unreachable.
import type { IncomingMessage } from 'node:http';
import { Router, type Request, type Response } from 'express';
import type { SiteOrigin } from '../../platform/http/site-origin.js';
import type { ApiDeps } from '../../domain/api-deps.js';
import { publicCache } from '../../platform/cache/public-cache.js';
import { PUBLIC_READS, type PublicRead } from '../../platform/cache/public-reads.js';
import { SeoService } from './seo.service.js';

export interface SeoRoutesDeps extends Pick<ApiDeps, 'orm' | 'storage'> {
  /** The base of absolute URLs for a request (http/site-origin.ts). */
  siteOrigin: (req: IncomingMessage) => SiteOrigin;
}

const CONTENT_TYPES = {
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
} as const;

export function seoRoutes({ orm, storage, siteOrigin }: SeoRoutesDeps): Router {
  const router = Router();
  const cache = publicCache(orm);
  const service = () => new SeoService(orm.em.fork(), storage);

  const answer =
    (read: PublicRead, contentType: string, compute: (base: string) => Promise<string> | string) =>
    async (req: Request, res: Response) => {
      const origin = siteOrigin(req);
      await cache.sendRead(req, res, read, {
        origin,
        contentType,
        compute: async () => compute(origin.origin),
      });
    };

  router.get(
    PUBLIC_READS.sitemap.path,
    answer(PUBLIC_READS.sitemap, CONTENT_TYPES.xml, (base) => service().sitemap(base)),
  );
  router.get(
    PUBLIC_READS.robots.path,
    answer(PUBLIC_READS.robots, CONTENT_TYPES.text, (base) => service().robots(base)),
  );
  router.get(
    PUBLIC_READS.newsFeed.path,
    answer(PUBLIC_READS.newsFeed, CONTENT_TYPES.rss, (base) => service().newsFeed(base)),
  );
  return router;
}
