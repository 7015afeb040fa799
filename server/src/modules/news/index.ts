// The news module: the committee's news items, published or drafts or scheduled.
import type { ResourceModule } from '../../domain/module.js';
import { News } from './news.entity.js';
import { NewsResolver } from './news.resolver.js';
import { newsAccess, newsRead } from './news.resource.js';
import { newsRoutes } from './news.routes.js';

export const news: ResourceModule = {
  name: 'news',
  entities: [News],
  resolvers: [NewsResolver],
  api: { '/news': newsRoutes },
  access: { news: newsAccess },
  publicReads: [newsRead],
  versionedTables: ['news'],
  scheduledTables: ['news'],
  fileColumns: [['news', 'image']],
  richTextColumns: [['news', 'content']],
};
