// The pages module: the committee's own pages, at /{slug} on the site.
import type { ResourceModule } from '../../domain/module.js';
import { SitePage } from './page.entity.js';
import { SitePageResolver } from './page.resolver.js';
import { pageAccess, pageRead } from './page.resource.js';
import { pageRoutes } from './page.routes.js';

export const pages: ResourceModule = {
  name: 'pages',
  entities: [SitePage],
  resolvers: [SitePageResolver],
  api: { '/pages': pageRoutes },
  access: { pages: pageAccess },
  publicReads: [pageRead],
  versionedTables: ['site_pages'],
  scheduledTables: ['site_pages'],
  fileColumns: [['site_pages', 'image']],
  richTextColumns: [['site_pages', 'content']],
};
