// The committees module: the committees of a deployment that hosts many (PLATFORM_DOMAIN),
// managed by the platform administrators, and the hub where citizens find them.
import type { ResourceModule } from '../../domain/module.js';
import { PLATFORM } from '../../domain/policy.js';
import { Committee } from './committee.entity.js';
import { CommitteeHandoff } from './committee-handoff.entity.js';
import { CommitteeResolver } from './committee.resolver.js';
import { committeesRoutes } from './committees.routes.js';
import { hubRoutes } from './hub.js';

export const committees: ResourceModule = {
  name: 'committees',
  entities: [Committee, CommitteeHandoff],
  resolvers: [CommitteeResolver],
  api: { '/committees': committeesRoutes },
  hub: hubRoutes,
  access: { committees: { read: PLATFORM, write: PLATFORM } },
};
