// The grants module: the public register of grants received (L. 124/2017), with its yearly
// totals and open-data exports.
import type { ResourceModule } from '../../domain/module.js';
import { STAFF } from '../../domain/policy.js';
import { Grant } from './grant.entity.js';
import { grantReads } from './grant.reads.js';
import { GrantResolver } from './grant.resolver.js';
import { grantsRoutes } from './grants.routes.js';

export const grants: ResourceModule = {
  name: 'grants',
  entities: [Grant],
  resolvers: [GrantResolver],
  api: { '/grants': grantsRoutes },
  access: { grants: { read: 'everyone', write: STAFF } },
  publicReads: Object.values(grantReads),
  versionedTables: ['grants'],
  fileColumns: [['grants', 'file_url']],
};
