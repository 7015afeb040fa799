// The analytics module: visit statistics without cookies. The visit counter (visit-counter.ts)
// counts the public pages the server sends (the composition hands it to the page renderer)
// and those the site's router shows in the browser (its beacon, POST /api/analytics/views),
// the back office reads a period's figures (admin and editor, REST and GraphQL), and the
// figures older than 25 months are deleted.
import type { ResourceModule } from '../../domain/module.js';
import { STAFF } from '../../domain/policy.js';
import { ANALYTICS_RETENTION_JOB, deleteExpiredAnalytics } from './analytics-retention.js';
import {
  AnalyticsCountRow,
  AnalyticsDayRow,
  AnalyticsSaltRow,
  AnalyticsVisitorRow,
} from './analytics.entities.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { analyticsRoutes } from './analytics.routes.js';

export { VisitCounter } from './visit-counter.js';

export const analytics: ResourceModule = {
  name: 'analytics',
  entities: [AnalyticsDayRow, AnalyticsCountRow, AnalyticsSaltRow, AnalyticsVisitorRow],
  resolvers: [AnalyticsResolver],
  api: { '/analytics': analyticsRoutes },
  // Read only: the figures are written by the counter, never through the API.
  access: { analytics: { read: STAFF, write: [] } },
  jobs: [
    {
      name: ANALYTICS_RETENTION_JOB,
      interval: (config) => config.mail.retentionIntervalMs,
      async run({ orm, logger }) {
        await deleteExpiredAnalytics(orm.em.fork(), logger);
      },
    },
  ],
};
