// The SEO module: /sitemap.xml, /robots.txt and the RSS feed /rss.xml, at the site's root.
import type { ResourceModule } from '../../domain/module.js';
import { seoReads } from './seo.reads.js';
import { seoRoutes } from './seo.routes.js';

export const seo: ResourceModule = {
  name: 'seo',
  site: seoRoutes,
  publicReads: Object.values(seoReads),
};
