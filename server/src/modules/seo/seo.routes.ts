// REST-style adapter of the answers for search engines and feed readers, mounted at the
// site's root before the static files: GET /sitemap.xml, /robots.txt and /rss.xml (and the
// site's drawn images, site-images.routes.ts). Each is a public read (seo.reads.ts)
// answered through the public cache like the API's lists: validated by the content
// versions on every request, kept until the next scheduled publication, served from the
// cache while the database is unreachable. They are read as an anonymous visitor, whatever
// token the request carries.
import { Router, type Request, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import type { PublicRead } from '../../platform/cache/public-reads.js';
import { seoReads } from './seo.reads.js';
import { SeoService } from './seo.service.js';
import { siteImagesRoutes } from './site-images.routes.js';

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

export function seoRoutes(deps: ModuleDeps): Router {
  const router = Router();

  const answer =
    (
      read: PublicRead,
      contentType: string,
      compute: (service: SeoService, base: string) => Promise<string> | string,
    ) =>
    async (req: Request, res: Response) => {
      const origin = deps.siteOrigin(req);
      await deps.cache.sendRead(req, res, read, {
        origin,
        contentType,
        cacheControl: SEO_CACHE_CONTROL,
        compute: async () => compute(new SeoService(scopeOf(res)), origin.origin),
      });
    };

  router.get(
    seoReads.sitemap.path,
    deps.visitorScope,
    answer(seoReads.sitemap, CONTENT_TYPES.xml, (seo, base) => seo.sitemap(base)),
  );
  router.get(
    seoReads.robots.path,
    deps.visitorScope,
    answer(seoReads.robots, CONTENT_TYPES.text, (seo, base) => seo.robots(base)),
  );
  router.get(
    seoReads.newsFeed.path,
    deps.visitorScope,
    answer(seoReads.newsFeed, CONTENT_TYPES.rss, (seo, base) => seo.newsFeed(base)),
  );
  router.use(siteImagesRoutes(deps));
  return router;
}
