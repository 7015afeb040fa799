// The 5x1000 module: the yearly reports of how the 5x1000 received was spent.
import type { ResourceModule } from '../../domain/module.js';
import { STAFF } from '../../domain/policy.js';
import { FivePerThousandReport } from './five-per-thousand.entity.js';
import { fivePerThousandRead } from './five-per-thousand.reads.js';
import { FivePerThousandResolver } from './five-per-thousand.resolver.js';
import { fivePerThousandRoutes } from './five-per-thousand.routes.js';

export const fivePerThousand: ResourceModule = {
  name: 'five-per-thousand',
  entities: [FivePerThousandReport],
  resolvers: [FivePerThousandResolver],
  api: { '/five-per-thousand': fivePerThousandRoutes },
  access: { fivePerThousand: { read: 'everyone', write: STAFF } },
  publicReads: [fivePerThousandRead],
  versionedTables: ['five_per_thousand_reports'],
  fileColumns: [['five_per_thousand_reports', 'file_url']],
};
