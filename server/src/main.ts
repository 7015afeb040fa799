// The server's entry point (`npm start` runs the built copy): read the configuration,
// start the embedded PostgreSQL unless DATABASE_URL is set, apply the committed
// migrations, create the first admin and the demo content, listen, print the URLs.
// SIGTERM/SIGINT shut down gracefully: stop accepting, finish the requests in flight,
// close the pool, stop the embedded PostgreSQL.
import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp, type App } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { startEmbeddedPostgres, type RunningPostgres } from './db/embedded-postgres.js';
import { createOrm, migrate } from './db/orm.js';
import { createLogger } from './http/logging.js';
import { listen, type RunningServer } from './http/server.js';
import { bootstrapData, createFileStorage, entities, migrationsList } from './modules/index.js';

/** Name of the application database inside the embedded cluster. */
const EMBEDDED_DATABASE = 'comitato';

interface Running {
  postgres?: RunningPostgres;
  orm?: MikroORM;
  app?: App;
  server?: RunningServer;
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
  await running.app?.stop();
  await running.orm?.close(true);
  await running.postgres?.stop();
  logger.info('arresto completato');
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
  const logger = createLogger(config.logLevel);
  const running: Running = {};
  let stopping = false;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'secondo segnale: uscita immediata');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'arresto in corso: nessuna nuova richiesta, completo quelle in corso');
    shutdown(running, logger).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'arresto non riuscito');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  try {
    let clientUrl = config.databaseUrl;
    if (!clientUrl) {
      running.postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
      await running.postgres.ensureDatabase(EMBEDDED_DATABASE);
      clientUrl = running.postgres.connectionUrl(EMBEDDED_DATABASE);
    }
    running.orm = await createOrm({ clientUrl, entities, migrationsList, logger });
    const applied = await migrate(running.orm);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrazioni applicate');

    const storage = createFileStorage(config);
    const { generatedAdminPassword } = await bootstrapData({
      em: running.orm.em.fork(),
      storage,
      config,
      logger,
    });
    running.app = await createApp({ orm: running.orm, config, logger, storage });
    if (stopping) return;
    running.server = await listen(running.app.handler, config.port, config.host);
    logger.info({ url: running.server.url }, 'server avviato');
    banner(config, running.server, running.postgres, generatedAdminPassword);
  } catch (error) {
    logger.fatal({ err: error }, 'avvio non riuscito');
    await shutdown(running, logger).catch(() => undefined);
    process.exit(1);
  }
}

await main();
