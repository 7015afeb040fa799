// The public reads of the answers for search engines and feed readers (public-reads.ts):
// their URLs are absolute, so the site's origin is part of their key.
import type { PublicRead } from '../../platform/cache/public-reads.js';

export const seoReads = {
  sitemap: {
    name: 'sitemap',
    path: '/sitemap.xml',
    filters: [],
    resources: ['news', 'projects', 'events', 'activities', 'site_pages'],
    byOrigin: true,
  },
  robots: {
    name: 'robots',
    path: '/robots.txt',
    filters: [],
    resources: [],
    byOrigin: true,
  },
  newsFeed: {
    name: 'news-feed',
    path: '/rss.xml',
    filters: [],
    resources: ['news', 'settings'],
    byOrigin: true,
  },
} as const satisfies Record<string, PublicRead>;
