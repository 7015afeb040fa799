// The activity log module: every write of the back office, recorded by the scope's write()
// in the write's own transaction (domain/scope.ts), read by administrators.
import { ActivityLogEntry } from '../../domain/activity-log-entry.entity.js';
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { ActivityLogResolver } from './activity-log.resolver.js';

export const activityLog: ResourceModule = {
  name: 'activity-log',
  entities: [ActivityLogEntry],
  resolvers: [ActivityLogResolver],
  access: { activityLog: { read: ADMINS, write: [] } },
};
