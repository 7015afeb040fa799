// Schema changes go only through committed migrations: on a database migrated to the
// latest one, the ORM finds nothing to change between the entities and the tables.
// An entity edited without its migration fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../platform/db/orm.js';
import { entities, migrationsList } from '../registry.js';
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

  it('keep the existing administrator an administrator when users get roles', async () => {
    const migrator = orm.getMigrator();
    const connection = orm.em.getConnection();
    await migrator.down({ to: 'Migration20261205100000_contact_mail' });
    await connection.execute(
      `insert into admin_users (username, password_hash, created_at, updated_at) values ('presidenza', 'x', now(), now())`,
    );
    await migrator.up();
    const rows = await connection.execute<{ name: string; role: string; active: boolean }[]>(
      `select name, role, active from users where username = 'presidenza'`,
    );
    expect(rows).toEqual([{ name: 'presidenza', role: 'admin', active: true }]);
    await connection.execute(`delete from users`);
    expect((await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });
});
