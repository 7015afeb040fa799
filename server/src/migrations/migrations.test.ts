// Schema changes go only through committed migrations: on a database migrated to the
// latest one, the ORM finds nothing to change between the entities and the tables.
// An entity edited without its migration fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../db/orm.js';
import { entities, migrationsList } from '../modules/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import type { MikroORM } from '@mikro-orm/postgresql';

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ clientUrl: database.url, entities, migrationsList, poolMax: 1 });
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

describe('committed migrations', () => {
  it('build exactly the schema the entities describe', async () => {
    const pending = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(pending.trim()).toBe('');
  });

  it('are all applied, in order', async () => {
    const executed = await orm.getMigrator().getExecutedMigrations();
    expect(executed.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
  });
});
