// REST-style adapter of the answers for search engines and feed readers, mounted at the
// site's root before the static files: GET /sitemap.xml, /robots.txt and /rss.xml (and the
// site's drawn images, site-images.routes.ts). Each
// is a public read (common/public-reads.ts) answered through the public cache like the
// API's lists: validated by the content versions on every request, kept until the next
// scheduled publication, served from the cache while the database is unreachable.
import type { IncomingMessage } from 'node:http';
import { Router, type Request, type Response } from 'express';
import type { SiteOrigin } from '../../http/site-origin.js';
import type { ApiDeps } from '../api-deps.js';
import { publicCache } from '../common/public-cache.js';
import { PUBLIC_READS, type PublicRead } from '../common/public-reads.js';
import { SeoService } from './seo.service.js';
import { siteImagesRoutes } from './site-images.routes.js';

export interface SeoRoutesDeps extends Pick<ApiDeps, 'orm' | 'storage'> {
  /** The base of absolute URLs for a request (http/site-origin.ts). */
  siteOrigin: (req: IncomingMessage) => SiteOrigin;
}

/**
 * Crawlers and feed readers may keep these, as a page, but revalidate them on each use
 * (a 304 is cheap): a published news item reaches the feed at once.
 */
export const SEO_CACHE_CONTROL = 'public, no-cache';

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
        cacheControl: SEO_CACHE_CONTROL,
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
  router.use(siteImagesRoutes({ orm }));
  return router;
}
