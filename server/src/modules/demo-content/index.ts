// The demo content module: which records the seed wrote as demo (demo_records), what of
// them is still on the site unedited, and their removal for a clean start.
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { DemoRecord } from './demo-record.entity.js';
import { DemoContentResolver } from './demo-content.resolver.js';
import { demoContentRoutes } from './demo-content.routes.js';

export const demoContent: ResourceModule = {
  name: 'demo-content',
  entities: [DemoRecord],
  resolvers: [DemoContentResolver],
  api: { '/demo-content': demoContentRoutes },
  access: { demoContent: { read: ADMINS, write: ADMINS } },
};
