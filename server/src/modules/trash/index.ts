// The trash: deleted records kept TRASH_DAYS days (domain/records/trash.ts), listed and
// restored over REST and GraphQL, and emptied of what is older by the worker, once across
// processes; their files stay while an entry names them.
import type { ResourceModule } from '../../domain/module.js';
import { purgeTrash, TrashEntry } from '../../domain/records/trash.js';
import { TrashResolver } from './trash.resolver.js';
import { trashRoutes } from './trash.routes.js';

export const TRASH_PURGE_JOB = 'trash-purge';
const HOUR_MS = 60 * 60 * 1000;

export const trash: ResourceModule = {
  name: 'trash',
  entities: [TrashEntry],
  resolvers: [TrashResolver],
  api: { '/trash': trashRoutes },
  fileListColumns: [['trash', 'files']],
  jobs: [
    {
      name: TRASH_PURGE_JOB,
      interval: () => HOUR_MS,
      async run({ orm, config, logger, files }) {
        if (!files) return;
        const purged = await purgeTrash(orm.em.fork(), files, config.trashDays);
        if (purged.entries > 0) {
          logger.info(
            purged,
            `cestino: eliminati ${purged.entries} elementi più vecchi di ${config.trashDays} giorni`,
          );
        }
      },
    },
  ],
};
