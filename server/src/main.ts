// The server's entry point (`npm start` runs the built copy): read the configuration,
// start the embedded PostgreSQL unless DATABASE_URL is set, apply the committed
// migrations, create the first admin and the demo content, listen, print the URLs, and
// schedule the nightly backups of the embedded database.
// SIGTERM/SIGINT/SIGHUP shut down gracefully: stop accepting, finish the requests in
// flight (up to SHUTDOWN_GRACE_MS), close the pool, stop the embedded PostgreSQL. The
// same happens when the parent that started us with an IPC channel (scripts/start.mjs)
// dies: the server never outlives `npm start`.
import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp, type App } from './app.js';
import { writeBackup } from './backup/archive.js';
import { scheduleNightlyBackups } from './backup/nightly.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import {
  EMBEDDED_DATABASE,
  startEmbeddedPostgres,
  type RunningPostgres,
} from './platform/db/embedded-postgres.js';
import {
  applyMigrations,
  createOrm,
  createRuntimeOrm,
  underStartupLock,
} from './platform/db/orm.js';
import { bufferedStdout, createLogger } from './platform/http/logging.js';
import { listen, type RunningServer } from './platform/http/server.js';
import { bootstrapData } from './bootstrap.js';
import { createFileStorage } from './platform/storage/index.js';
import { entities, migrationsList } from './registry.js';

/**
 * A second signal within this time is the same request delivered twice (a terminal's
 * Ctrl-C reaches the whole process group, and npm and start.mjs relay it too).
 */
const REPEATED_SIGNAL_MS = 1_000;

interface Running {
  postgres?: RunningPostgres;
  orm?: MikroORM;
  app?: App;
  server?: RunningServer;
  backups?: { stop(): Promise<void> };
}

function banner(
  config: AppConfig,
  server: RunningServer,
  embedded: RunningPostgres | undefined,
  password?: string,
) {
  const base = config.publicUrl;
  const lines = [
    '',
    `  Comitato CRI in ascolto su ${server.url}`,
    `    Sito pubblico      ${base}/`,
    `    Area riservata     ${base}/admin/`,
    `    API REST           ${base}/api`,
    `    GraphQL            ${base}/graphql${config.graphqlIntrospection ? '  (editor GraphiQL nel browser)' : ''}`,
    `    Database           ${embedded ? `PostgreSQL incorporato (porta ${embedded.port}, dati in ${config.dataDir})` : 'DATABASE_URL'}`,
  ];
  if (password) {
    lines.push(
      '',
      "  Primo avvio: creato l'amministratore. Annota la password, non verrà più mostrata:",
      `    utente    ${config.adminUsername}`,
      `    password  ${password}`,
      '  (per cambiarla: npm run admin:password)',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

async function shutdown(running: Running, logger: Logger): Promise<void> {
  await running.server?.close();
  await running.backups?.stop();
  await running.app?.stop();
  await running.orm?.close(true);
  await running.postgres?.stop();
  logger.info('arresto completato');
}

/** How long the exit waits for the logs' last lines (written in batches) to reach stdout. */
const LOG_FLUSH_AT_EXIT_MS = 1000;

/** Exits once the logger's pending lines are written (or after LOG_FLUSH_AT_EXIT_MS). */
function exitAfterLogs(logger: Logger, code: number): void {
  const exit = () => process.exit(code);
  setTimeout(exit, LOG_FLUSH_AT_EXIT_MS).unref();
  logger.flush(exit);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, bufferedStdout());
  const running: Running = {};
  let stopping = false;
  let stoppingSince = 0;

  const stop = (signal: NodeJS.Signals | 'disconnect') => {
    if (stopping) {
      if (signal === 'disconnect' || Date.now() - stoppingSince < REPEATED_SIGNAL_MS) return;
      logger.warn({ signal }, 'secondo segnale: uscita immediata');
      process.exit(1);
    }
    stopping = true;
    stoppingSince = Date.now();
    logger.info({ signal }, 'arresto in corso: nessuna nuova richiesta, completo quelle in corso');
    shutdown(running, logger).then(
      () => exitAfterLogs(logger, 0),
      (error: unknown) => {
        logger.error({ err: error }, 'arresto non riuscito');
        exitAfterLogs(logger, 1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('SIGHUP', stop);
  if (process.channel) {
    // Started by scripts/start.mjs: the channel closes when it dies, however it dies.
    process.channel.unref();
    process.on('disconnect', () => {
      if (!stopping) logger.warn('processo padre terminato: arresto del server');
      stop('disconnect');
    });
  }

  try {
    let clientUrl = config.databaseUrl;
    if (!clientUrl) {
      running.postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
      await running.postgres.ensureDatabase(EMBEDDED_DATABASE);
      clientUrl = running.postgres.connectionUrl(EMBEDDED_DATABASE);
    }
    const storage = createFileStorage(config);
    // Migrations, the first admin and the demo content once, however many processes start,
    // as the tables' owner; then the server's own connections, under row-level security.
    const ormOptions = { clientUrl, entities, migrationsList, logger };
    const owner = await createOrm({ ...ormOptions, poolMax: 2 });
    let generatedAdminPassword: string | undefined;
    try {
      ({ generatedAdminPassword } = await underStartupLock(owner, async () => {
        const applied = await applyMigrations(owner);
        if (applied.length > 0) logger.info({ migrations: applied }, 'migrazioni applicate');
        return bootstrapData({ em: owner.em.fork(), storage, config, logger });
      }));
      running.orm = await createRuntimeOrm(ormOptions, owner);
    } finally {
      await owner.close(true);
    }
    running.app = await createApp({ orm: running.orm, config, logger, storage });
    if (stopping) return;
    running.server = await listen(running.app.handler, config.port, config.host);
    if (running.postgres && config.backupKeep > 0) {
      const databaseUrl = running.postgres.connectionUrl(EMBEDDED_DATABASE);
      running.backups = scheduleNightlyBackups({
        dir: config.backupDir,
        keep: config.backupKeep,
        logger,
        backup: (file) => writeBackup({ databaseUrl, storage, file }),
      });
    }
    logger.info({ url: running.server.url }, 'server avviato');
    banner(config, running.server, running.postgres, generatedAdminPassword);
  } catch (error) {
    logger.fatal({ err: error }, 'avvio non riuscito');
    await shutdown(running, logger).catch(() => undefined);
    exitAfterLogs(logger, 1);
  }
}

await main();
