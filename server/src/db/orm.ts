// The MikroORM factory: one configuration for the server, the tests and the CLI.
// Entities and migrations come from the domain registry (modules/index.ts) and are
// passed in, so that this module knows no entity. The schema changes only through the
// committed migrations, run at start; the ORM never synchronises the schema itself.
import { Migrator } from '@mikro-orm/migrations';
import {
  defineConfig,
  MikroORM,
  type EntityClass,
  type MigrationObject,
  type Options,
} from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

export interface OrmOptions {
  clientUrl: string;
  entities: EntityClass<object>[];
  migrationsList: MigrationObject[];
  logger?: Logger;
  /** Connections per process; the embedded cluster allows 100 in total. */
  poolMax?: number;
}

export function ormConfig({
  clientUrl,
  entities,
  migrationsList,
  logger,
  poolMax = 10,
}: OrmOptions): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    // Every request works in its own fork (GraphQL context, REST routes): a global
    // EntityManager shared across requests would leak identity maps between users.
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    // Dates like news.date are PostgreSQL `date` columns read as 'YYYY-MM-DD' strings;
    // timestamps are UTC on both sides.
    timezone: '+00:00',
    forceUtcTimezone: true,
    pool: { min: 0, max: poolMax },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      path: 'dist/migrations',
      pathTs: 'src/migrations',
    },
    // Tables of the migrations that no entity maps: the public cache's content versions
    // (read with plain SQL, bumped by triggers). A schema diff must leave them alone.
    schemaGenerator: { skipTables: ['content_versions'] },
    // SQL is logged only at LOG_LEVEL=trace and never with its parameters (they may hold secrets).
    debug: logger?.isLevelEnabled('trace') ? ['query'] : false,
    logger: (message: string) => logger?.trace({ component: 'orm' }, message),
    colors: false,
  });
}

export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** Applies the pending committed migrations; returns the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
