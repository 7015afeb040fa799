// vitest globalSetup (server/vitest.config.ts): ONE PostgreSQL for the whole test run.
// With TEST_DATABASE_URL set it uses that server; otherwise it starts an embedded
// PostgreSQL in a temporary DATA_DIR (tuned for speed: the cluster is thrown away) and
// hands the admin URL to the test files through vitest's provide/inject.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the test cluster with the right to CREATE DATABASE. */
    testDatabaseAdminUrl: string;
  }
}

/** vitest globalSetup: one cluster for the run, stopped and deleted at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('testDatabaseAdminUrl', external);
    return async () => {};
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-test-pg-'));
  const logger = pino({ level: process.env.TEST_PG_LOG_LEVEL ?? 'warn' });
  const postgres = await startEmbeddedPostgres({
    dataDir,
    logger,
    tuning: 'fast',
    maxConnections: 300,
  });
  project.provide('testDatabaseAdminUrl', postgres.connectionUrl('postgres'));
  return async () => {
    await postgres.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
