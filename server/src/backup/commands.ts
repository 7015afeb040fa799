// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` on the configured
// database: DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR. A
// backup reads the embedded database of a running server through the port and password
// it recorded (postgres.json), or starts it for the time of the backup when no server
// runs. A restore needs the server stopped: on the embedded default it refuses a DATA_DIR
// whose server is running.
import { MikroORM, type MigrationObject } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import {
  EMBEDDED_DATABASE,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from '../platform/db/embedded-postgres.js';
import { ormConfig } from '../platform/db/orm.js';
import { entities, migrationsList } from '../registry.js';
import { createFileStorage } from '../platform/storage/index.js';
import { BackupError, restoreBackup, writeBackup, type BackupManifest } from './archive.js';
import {
  fileRenames,
  importCommittee,
  importCommitteeRows,
  stageRenamedFiles,
  type ImportResult,
} from './committee-import.js';

/** Runs `work` with a URL of the configured database, starting the embedded one if needed. */
async function withDatabase<T>(
  config: AppConfig,
  logger: Logger,
  mode: 'backup' | 'restore',
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl);
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running) {
    if (mode === 'restore') {
      throw new BackupError(
        `il server è in esecuzione su ${config.dataDir}: fermalo prima del ripristino`,
      );
    }
    return work(running);
  }
  const postgres = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    logger,
    supervise: false,
  });
  try {
    await postgres.ensureDatabase(EMBEDDED_DATABASE);
    return await work(postgres.connectionUrl(EMBEDDED_DATABASE));
  } finally {
    await postgres.stop();
  }
}

/**
 * Applies the migrations up to `name` into `schema` of the database (a restore's scratch
 * schema): its connection's search_path is that schema, so the migrations' unqualified
 * names land there, and so does the migrations' own table.
 */
export async function migrateSchema(
  databaseUrl: string,
  migrations: MigrationObject[],
  name: string,
  schema: string,
): Promise<void> {
  const orm = await MikroORM.init({
    ...ormConfig({ clientUrl: databaseUrl, entities, migrationsList: migrations, poolMax: 1 }),
    schema,
    driverOptions: { connection: { options: `-c search_path=${schema}` } },
  });
  try {
    await orm.getMigrator().up({ to: name });
  } finally {
    await orm.close(true);
  }
}

export function backupDatabase(
  config: AppConfig,
  logger: Logger,
  file: string,
  /** One committee's slug: its rows and files only. */
  committee?: string,
): Promise<BackupManifest> {
  return withDatabase(config, logger, 'backup', (databaseUrl) =>
    writeBackup({ databaseUrl, storage: createFileStorage(config), file, committee }),
  );
}

/**
 * Imports an archive as a new committee `slug` of the platform (PLATFORM_DOMAIN), also
 * while its servers run: one transaction, as any write of theirs.
 */
export function importCommitteeArchive(
  config: AppConfig,
  logger: Logger,
  file: string,
  slug: string,
): Promise<ImportResult> {
  if (!config.platformDomain) {
    return Promise.reject(
      new BackupError(
        'importare un comitato richiede PLATFORM_DOMAIN (più comitati sullo stesso server); per un solo comitato usa npm run restore -- FILE',
      ),
    );
  }
  return withDatabase(config, logger, 'backup', (databaseUrl) =>
    importCommittee({
      databaseUrl,
      storage: createFileStorage(config),
      file,
      slug,
      knownMigrations: migrationsList.map((migration) => migration.name),
    }),
  );
}

export function restoreDatabase(
  config: AppConfig,
  logger: Logger,
  file: string,
  force: boolean,
): Promise<BackupManifest> {
  return withDatabase(config, logger, 'restore', (databaseUrl) =>
    restoreBackup({
      databaseUrl,
      storage: createFileStorage(config),
      file,
      force,
      knownMigrations: migrationsList.map((migration) => migration.name),
      migrateTo: (name, schema) => migrateSchema(databaseUrl, migrationsList, name, schema),
      committeeExport: { fileRenames, stageRenamedFiles, importCommitteeRows },
    }),
  );
}
