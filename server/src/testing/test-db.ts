// Test databases on a real PostgreSQL: each test file gets a fresh, uniquely named
// database with the committed migrations applied, on the cluster that the vitest
// globalSetup (test-cluster.ts) started for the whole run or on TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createOrm, migrate } from '../platform/db/orm.js';
import { entities, migrationsList } from '../registry.js';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database (closing any connection still open to it). */
  drop(): Promise<void>;
}

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database named test_<random>, migrated to the latest committed migration. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = withDatabase(inject('testDatabaseAdminUrl'), name);
  const orm: MikroORM = await createOrm({ clientUrl: url, entities, migrationsList, poolMax: 2 });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  return {
    name,
    url,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
