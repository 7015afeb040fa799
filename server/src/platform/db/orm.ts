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
import pg from 'pg';
import { COMMITTEE_ROLE, CommitteeDriver, committeeFilter } from './committee-context.js';
import type { Logger } from 'pino';

export interface OrmOptions {
  clientUrl: string;
  entities: EntityClass<object>[];
  migrationsList: MigrationObject[];
  logger?: Logger;
  /** Connections per process; the embedded cluster allows 100 in total. */
  poolMax?: number;
  /**
   * Runtime: every connection acts as COMMITTEE_ROLE, so that row-level security keeps
   * each committee to its rows. Off for migrations and backups, which the owner runs.
   */
  asCommitteeRole?: boolean;
}

export function ormConfig({
  clientUrl,
  entities,
  migrationsList,
  logger,
  poolMax = 10,
  asCommitteeRole = false,
}: OrmOptions): Options {
  return defineConfig({
    clientUrl,
    entities,
    driver: CommitteeDriver,
    filters: { committee: committeeFilter },
    extensions: [Migrator],
    // Every request works in its own fork (GraphQL context, REST routes): a global
    // EntityManager shared across requests would leak identity maps between users.
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    // Dates like news.date are PostgreSQL `date` columns read as 'YYYY-MM-DD' strings;
    // timestamps are UTC on both sides.
    timezone: '+00:00',
    forceUtcTimezone: true,
    pool: {
      min: 0,
      max: poolMax,
      ...(asCommitteeRole ? { afterCreate: actAsCommitteeRole } : {}),
    },
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

/** A new pool connection acts as the runtime role (knex's afterCreate hook). */
function actAsCommitteeRole(
  connection: { query(sql: string, done: (error: Error | null) => void): void },
  done: (error: Error | null, connection: unknown) => void,
): void {
  connection.query(`set role ${COMMITTEE_ROLE}`, (error) => done(error, connection));
}

export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/**
 * Key of the PostgreSQL advisory lock held while migrating (any fixed bigint: the same in
 * every process of every release, so two processes starting together never migrate at once).
 */
export const MIGRATION_LOCK_KEY = 7_306_912_451;

/**
 * Runs work while holding the startup lock: a session advisory lock on a connection of its
 * own (outside the ORM's pool, which may hold a single connection). Several processes may
 * start at the same time on one database: one migrates (and creates the first admin and
 * the demo content) while the others wait, and then find nothing left to do.
 */
export async function underStartupLock<T>(orm: MikroORM, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await lock.end();
  }
}

/**
 * Whether this database's connections can act as COMMITTEE_ROLE (the tenancy migration
 * made it, or an administrator did where the server's own user may not create roles).
 */
export async function committeeRoleAvailable(orm: MikroORM): Promise<boolean> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ ok: boolean }[]>(
      `select exists (select from pg_roles where rolname = ? and pg_has_role(current_user, oid, 'member')) as ok`,
      [COMMITTEE_ROLE],
    );
  return rows[0]?.ok === true;
}

/**
 * The runtime ORM: its connections act as COMMITTEE_ROLE, under row-level security, when
 * the role is there; otherwise as the owner, with only the ORM's filter between committees
 * (said once in the log).
 */
export async function createRuntimeOrm(options: OrmOptions, owner: MikroORM): Promise<MikroORM> {
  const asCommitteeRole = await committeeRoleAvailable(owner);
  if (!asCommitteeRole) {
    options.logger?.warn(
      `Ruolo ${COMMITTEE_ROLE} non disponibile: la sicurezza a livello di riga tra comitati non è attiva (vedi docs/DEPLOY.md)`,
    );
  }
  return createOrm({ ...options, asCommitteeRole });
}

/** Applies the pending committed migrations (the caller holds the startup lock). */
export async function applyMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}

/** Applies the pending committed migrations under the startup lock; returns the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  return underStartupLock(orm, () => applyMigrations(orm));
}
