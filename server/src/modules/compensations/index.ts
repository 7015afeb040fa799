// The compensations module: the register of compensations paid to the committee's officers.
import type { ResourceModule } from '../../domain/module.js';
import { STAFF } from '../../domain/policy.js';
import { compensationsRead } from './compensation.reads.js';
import { Compensation } from './compensation.entity.js';
import { CompensationResolver } from './compensation.resolver.js';
import { compensationsRoutes } from './compensations.routes.js';

export const compensations: ResourceModule = {
  name: 'compensations',
  entities: [Compensation],
  resolvers: [CompensationResolver],
  api: { '/compensations': compensationsRoutes },
  access: { compensations: { read: 'everyone', write: STAFF } },
  publicReads: [compensationsRead],
  versionedTables: ['compensations'],
};
