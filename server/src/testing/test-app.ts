// The real application for tests: createApp on a fresh database of the test cluster,
// listening on a free port, with a temporary DATA_DIR (uploads), no demo content and
// silent logs. Tests talk to it over HTTP with fetch, like the clients do.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp } from '../app.js';
import type { BackgroundWorker } from '../platform/jobs/worker.js';
import type { PublicCache } from '../platform/cache/public-cache.js';
import type { VisitCounter } from '../modules/analytics/index.js';
import { ANONYMOUS_IDENTITY, RequestScope, type RequestIdentity } from '../domain/scope.js';
import { defaultMailTimings, loadConfig, type AppConfig, type MailSettings } from '../config.js';
import { createOrm, createRuntimeOrm, migrate } from '../platform/db/orm.js';
import { createLogger } from '../platform/http/logging.js';
import { listen } from '../platform/http/server.js';
import { bootstrapData } from '../bootstrap.js';
import { createFileStorage } from '../platform/storage/index.js';
import { entities, migrationsList } from '../registry.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { buildSite } from './site-build.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export interface TestApp {
  /** http://127.0.0.1:<port> */
  url: string;
  orm: MikroORM;
  /** A fresh EntityManager fork, to arrange or inspect data directly. */
  em(): EntityManager;
  storage: FileStorage;
  config: AppConfig;
  /** This app's background worker (tick() runs a pass of the outbox and the retention now). */
  worker: BackgroundWorker;
  /** This app's public cache. */
  cache: PublicCache;
  /** This app's visit counter (flush() writes the page views it gathered). */
  visits: VisitCounter;
  /**
   * A scope for direct service calls (anonymous, or the given identity's), on the owner's
   * connections: the first committee's rows, without a request's committee.
   */
  scope(identity?: Partial<RequestIdentity>): RequestScope;
  /** Logs in as the first admin through POST /api/auth/login; returns the bearer token. */
  loginAsAdmin(): Promise<string>;
  /** Closes the server, the pool, drops the database and the temporary DATA_DIR. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A logger of the test's own (e.g. writing to a captured stream); silent otherwise. */
  logger?: Logger;
  /**
   * A database of the test's own (e.g. on a PostgreSQL it stops and starts) or another test
   * app's (a second server process on the same data), migrated here and left in place at
   * close; a fresh database of the test cluster otherwise.
   */
  databaseUrl?: string;
}

async function migratedDatabase(url: string): Promise<TestDatabase> {
  const orm = await createOrm({ clientUrl: url, entities, migrationsList, poolMax: 1 });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  return { name: new URL(url).pathname.slice(1), url, drop: async () => {} };
}

export const TEST_ADMIN_PASSWORD = 'password-di-prova-1234';

/** The app's logger at info, its log read back: each line it writes lands in lines. */
export function capturedLogger(lines: string[]): Logger {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return createLogger('info', capture);
}

/** For testMail: the outbox sends at once (polled every 50 ms), from the committee CRI. */
export const PROMPT_MAIL: Partial<MailSettings> = {
  from: 'Comitato CRI <noreply@comitato.example.org>',
  pollIntervalMs: 50,
  sendTimeoutMs: 2_000,
};

/**
 * The mail settings of an app sending through smtpUrl (a test SMTP server): from the
 * committee, the outbox polled every minute (a test runs the worker's pass itself) unless
 * settings say otherwise.
 */
export function testMail(
  smtpUrl: string | undefined,
  settings: Partial<MailSettings> = {},
): MailSettings {
  return {
    ...defaultMailTimings,
    smtpUrl,
    from: 'Comitato <noreply@comitato.example.org>',
    fromGiven: true,
    pollIntervalMs: 60_000,
    ...settings,
  };
}

/** A test app that renders the public site too (the build of site-build.ts). */
export async function createSiteTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const site = await buildSite();
  return createTestApp(
    { webDist: site.webDist, webSsrEntry: site.webSsrEntry, ...overrides },
    options,
  );
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.databaseUrl
    ? await migratedDatabase(options.databaseUrl)
    : await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-test-app-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SEED: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  });
  const config: AppConfig = { ...base, ...overrides };
  const logger = options.logger ?? createLogger(config.logLevel);
  const ormOptions = { clientUrl: database.url, entities, migrationsList, logger };
  // The owner's ORM arranges and inspects data for the tests (every committee's rows); the
  // app runs on the runtime ORM, under row-level security, as the server does.
  const orm = await createOrm({ ...ormOptions, poolMax: 2 });
  const storage = createFileStorage(config);
  await bootstrapData({ em: orm.em.fork(), storage, config, logger });
  const runtimeOrm = await createRuntimeOrm({ ...ormOptions, poolMax: 4 }, orm);
  const app = await createApp({ orm: runtimeOrm, config, logger, storage });
  const server = await listen(app.handler, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${server.port}`;

  return {
    url,
    orm,
    em: () => orm.em.fork(),
    storage,
    config,
    worker: app.worker,
    cache: app.cache,
    visits: app.visits,
    scope: (identity = {}) =>
      new RequestScope(app.services, orm.em.fork(), {
        ...ANONYMOUS_IDENTITY,
        ...(identity.user ? { authProblem: null } : {}),
        ...identity,
      }),
    async loginAsAdmin() {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: config.adminUsername, password: TEST_ADMIN_PASSWORD }),
      });
      const body = (await response.json()) as { token?: string; message?: string };
      if (!response.ok || !body.token)
        throw new Error(`login di prova non riuscito: ${response.status} ${body.message}`);
      return body.token;
    },
    async close() {
      await server.close(1_000);
      await app.stop();
      await runtimeOrm.close(true);
      await orm.close(true);
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
