// `npm run admin:password`: sets a new password for the administrator ADMIN_USERNAME
// (default admin; created if missing) and revokes all its sessions. The password comes
// from ADMIN_PASSWORD or is typed at the prompt (hidden, asked twice). It opens the
// database exactly as the server does: DATABASE_URL, or the embedded PostgreSQL under
// DATA_DIR (the server must be stopped: one process owns an embedded cluster).
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from '../config.js';
import { startEmbeddedPostgres, type RunningPostgres } from '../platform/db/embedded-postgres.js';
import { createOrm, migrate } from '../platform/db/orm.js';
import { AppError } from '../errors.js';
import { createLogger } from '../platform/http/logging.js';
import { migrationsList } from '../migrations/index.js';
import { entities } from '../registry.js';
import { MIN_CHOSEN_PASSWORD_LENGTH } from '../modules/accounts/password-policy.js';
import { AuthService } from '../modules/accounts/auth.service.js';

/** The application database inside the embedded cluster (the same name main.ts uses). */
const EMBEDDED_DATABASE = 'comitato';

/** Reads a line from a terminal without echoing it; from a pipe, reads the first line. */
async function readSecret(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('annullato'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function newPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const first = await readSecret(
    `Nuova password (almeno ${MIN_CHOSEN_PASSWORD_LENGTH} caratteri, difficile da indovinare): `,
  );
  if (!process.stdin.isTTY) return first;
  const second = await readSecret('Ripeti la password: ');
  if (first !== second) throw new Error('Le due password non coincidono');
  return first;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const password = await newPassword(config.adminPassword);
  let postgres: RunningPostgres | undefined;
  let orm: MikroORM | undefined;
  try {
    let clientUrl = config.databaseUrl;
    if (!clientUrl) {
      postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
      await postgres.ensureDatabase(EMBEDDED_DATABASE);
      clientUrl = postgres.connectionUrl(EMBEDDED_DATABASE);
    }
    orm = await createOrm({ clientUrl, entities, migrationsList, logger });
    await migrate(orm);
    const result = await new AuthService(orm.em.fork(), config).setPassword(
      config.adminUsername,
      password,
    );
    console.log(
      result.created
        ? `Creato l'amministratore "${config.adminUsername}" con la nuova password.`
        : `Password di "${config.adminUsername}" aggiornata; sessioni revocate: ${result.revoked}.`,
    );
  } finally {
    await orm?.close(true);
    await postgres?.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof AppError)
    console.error(Object.values(error.fields ?? {}).join('\n') || error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
