// Backups for real: a backup of a database in use (rows, sequences, the migrations table,
// uploaded files), a wipe, a restore, and the two compared table by table and file by
// file; the restored site then serves the same content and files to the same admin login.
// Also: tables added by a later migration (with foreign keys in any name order) need no
// change, a database holding data is refused without --force, and the nightly rotation.
// A crafted archive reads nothing but its own files and quotes none of them; archives
// and their folder are the owner's alone whatever the umask; a restore that fails while
// writing the files leaves the database and the files as they were.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import pg from 'pg';
import pino from 'pino';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createOrm } from '../platform/db/orm.js';
import { entities, migrationsList } from '../registry.js';
import { attach, call, formOf, pdfFile, pngImage } from '../testing/api-client.js';
import { LocalFileStorage } from '../platform/storage/local-file-storage.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { BackupError, restoreBackup, writeBackup, type BackupManifest } from './archive.js';
import { migrateSchema, restoreDatabase } from './commands.js';
import { nextNightlyRun, nightlyBackupName, pruneBackups, runNightlyBackup } from './nightly.js';

const silent = pino({ level: 'silent' });
let workDir: string;
const databases: string[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDatabaseAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database of the test cluster. */
async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await admin(`create database "${name}"`);
  databases.push(name);
  const url = new URL(inject('testDatabaseAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table's rows (COPY text, sorted) and every sequence's value, as the catalogue lists them. */
async function contentOf(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const content: Record<string, string[]> = {};
    const tables = await client.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind::text as kind from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'S') order by 1`,
    );
    for (const { name, kind } of tables.rows) {
      const ident = client.escapeIdentifier(name);
      const rows =
        kind === 'S'
          ? await client.query(`select last_value::text as v, is_called from ${ident}`)
          : await client.query(`select t::text as v from ${ident} t`);
      content[`${kind === 'S' ? 'sequence' : 'table'} ${name}`] = rows.rows
        .map((row: Record<string, unknown>) => JSON.stringify(row))
        .sort();
    }
    return content;
  } finally {
    await client.end();
  }
}

/** Every file under a folder: relative path -> sha256. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256')
      .update(await fs.readFile(full))
      .digest('hex');
  }
  return files;
}

/** An archive made from another one, its entries changed by `edit` in an extracted copy. */
async function tamper(archive: string, edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(workDir, 'tamper-'));
  await tar.x({ file: archive, cwd: dir });
  await edit(dir);
  const file = `${dir}.tar.gz`;
  await tar.c({ gzip: true, file, cwd: dir }, await fs.readdir(dir));
  return file;
}

async function readManifestOf(dir: string): Promise<BackupManifest> {
  return JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
}

async function writeManifestOf(dir: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}

/** Schemas a restore left behind (its scratch schemas). */
async function scratchSchemas(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like 'restore\\_%'`,
    );
    return found.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** A local folder whose disk fills up at the n-th file written by a restore. */
class FillingStorage extends LocalFileStorage {
  private puts = 0;
  constructor(
    root: string,
    private readonly failAt: number,
  ) {
    super(root);
  }
  override async put(name: string, data: Buffer): Promise<void> {
    this.puts += 1;
    if (this.puts === this.failAt) {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    }
    await super.put(name, data);
  }
}

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-backup-test-'));
});

afterAll(async () => {
  for (const name of databases) await admin(`drop database if exists "${name}" with (force)`);
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('backup and restore of a site in use', () => {
  let app: TestApp;
  let token: string;
  let documentUrl: string;
  let newsImage: string;
  const archive = () => path.join(workDir, 'sito.tar.gz');

  beforeAll(async () => {
    app = await createTestApp();
    token = await app.loginAsAdmin();
    const document = await call(app.url, '/api/documents', {
      token,
      form: attach(
        formOf({ title: 'Bilancio 2025', category: 'Bilanci' }),
        'file',
        await pdfFile('Bilancio consuntivo'),
        'bilancio.pdf',
        'application/pdf',
      ),
    });
    expect(document.status).toBe(201);
    documentUrl = document.body.fileUrl as string;
    const news = await call(app.url, '/api/news', {
      token,
      form: attach(
        formOf({
          title: 'Raccolta alimentare di primavera',
          content: 'Sabato in piazza con i volontari per la raccolta alimentare.',
          category: 'Eventi',
          author: 'Comitato',
          date: '2026-04-11',
        }),
        'image',
        await pngImage(),
        'raccolta.png',
        'image/png',
      ),
    });
    expect(news.status).toBe(201);
    newsImage = news.body.image as string;
    for (const title of ['Volontari', 'Interventi']) {
      const stat = await call(app.url, '/api/stats', {
        token,
        json: { title, value: '42', description: 'Nel 2026' },
      });
      expect(stat.status).toBe(201);
    }
    // A deleted row leaves a gap: the sequence's value is what must survive, not the row count.
    const extra = await call(app.url, '/api/stats', {
      token,
      json: { title: 'Da eliminare', value: '1', description: 'x' },
    });
    await call(app.url, `/api/stats/${extra.body.id as number}`, { token, method: 'DELETE' });
    const contact = await call(app.url, '/api/contacts', {
      json: {
        name: 'Paolo Gialli',
        email: 'paolo.gialli@example.it',
        subject: 'Ambulanza',
        message: 'Vorrei informazioni sul servizio di trasporto in ambulanza.',
      },
    });
    expect(contact.status).toBe(201);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('writes one archive of the database and the files while the site runs, then restores it', async () => {
    const manifest = await writeBackup({
      databaseUrl: app.config.databaseUrl!,
      storage: app.storage,
      file: archive(),
    });
    expect(manifest.migrations).toEqual(migrationsList.map((migration) => migration.name));
    expect(manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'mikro_orm_migrations',
        'content_versions',
        'news',
        'users',
        'activity_log',
      ]),
    );
    expect(manifest.files).toHaveLength(2);
    const before = await contentOf(app.config.databaseUrl!);
    const filesBefore = await filesOf(app.config.uploadsDir);
    expect(Object.keys(filesBefore)).toHaveLength(2);

    // The wipe: a new, empty database and no uploaded files.
    const databaseUrl = await emptyDatabase();
    const dataDir = path.join(workDir, 'restored');
    const config = {
      ...app.config,
      databaseUrl,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
    };
    await restoreDatabase(config, silent, archive(), false);

    expect(await contentOf(databaseUrl)).toEqual(before);
    expect(await filesOf(config.uploadsDir)).toEqual(filesBefore);

    // Restoring again over the data is refused without --force, accepted with it.
    await expect(restoreDatabase(config, silent, archive(), false)).rejects.toThrow(
      /contiene già dati.*--force/,
    );
    await restoreDatabase(config, silent, archive(), true);
    expect(await contentOf(databaseUrl)).toEqual(before);

    // The restored site: same admin login, same content, same files.
    const restored = await createTestApp(
      { dataDir, uploadsDir: config.uploadsDir },
      { databaseUrl },
    );
    try {
      const restoredToken = await restored.loginAsAdmin();
      const news = await call<Record<string, unknown>[]>(restored.url, '/api/news');
      expect(news.body).toEqual([
        expect.objectContaining({ title: 'Raccolta alimentare di primavera' }),
      ]);
      const contacts = await call<Record<string, unknown>[]>(restored.url, '/api/contacts', {
        token: restoredToken,
      });
      expect(contacts.body).toEqual([
        expect.objectContaining({ email: 'paolo.gialli@example.it' }),
      ]);
      for (const url of [documentUrl, newsImage]) {
        const [original, copy] = await Promise.all([
          fetch(`${app.url}/api${url}`).then((r) => r.arrayBuffer()),
          fetch(`${restored.url}/api${url}`).then((r) => r.arrayBuffer()),
        ]);
        expect(Buffer.from(copy).equals(Buffer.from(original))).toBe(true);
      }
      // The sequences go on where they were: a new stat does not reuse the deleted id.
      const stat = await call(restored.url, '/api/stats', {
        token: restoredToken,
        json: { title: 'Nuovo', value: '1', description: 'dopo il ripristino' },
      });
      expect(stat.status).toBe(201);
      const ids = (await call<{ id: number }[]>(app.url, '/api/stats')).body.map((s) => s.id);
      expect(stat.body.id).toBeGreaterThan(Math.max(...ids) + 1);
    } finally {
      await restored.close();
    }
  });

  it('reads only the files of the archive, and quotes none of them', async () => {
    const manifest = await writeBackup({
      databaseUrl: app.config.databaseUrl!,
      storage: app.storage,
      file: archive(),
    });
    const stats = manifest.tables.find((table) => table.name === 'stats')!;
    // Rows for a public table, in a file outside the archive.
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-outside-'));
    const secret = path.join(outside, 'secret.copy');
    const rows = await tar
      .x({ file: archive(), cwd: outside })
      .then(() => fs.readFile(path.join(outside, stats.file), 'utf8'));
    await fs.writeFile(secret, rows.replaceAll('Volontari', 'SEGRETO'));
    const restore = async (file: string) => {
      const databaseUrl = await emptyDatabase();
      const dataDir = path.join(workDir, `crafted-${randomBytes(3).toString('hex')}`);
      const config = { ...app.config, databaseUrl, dataDir, uploadsDir: path.join(dataDir, 'u') };
      const error = await restoreDatabase(config, silent, file, false).then(
        () => undefined,
        (failure: unknown) => failure as Error,
      );
      return { error, content: JSON.stringify(await contentOf(databaseUrl)) };
    };
    try {
      // A name that climbs out of the archive.
      const climbing = await tamper(archive(), async (dir) => {
        const edited = await readManifestOf(dir);
        edited.tables.find((table) => table.name === 'stats')!.file = path.relative(
          path.join(os.tmpdir(), 'comitato-restore-x'),
          secret,
        );
        await writeManifestOf(dir, edited);
      });
      const climbed = await restore(climbing);
      expect(climbed.error).toBeInstanceOf(BackupError);
      expect(climbed.error?.message).toMatch(/non è un file dell'archivio/);
      expect(climbed.content).not.toContain('SEGRETO');

      // An entry of the archive that is a link to a file outside it.
      const linking = await tamper(archive(), async (dir) => {
        await fs.rm(path.join(dir, stats.file));
        await fs.symlink(secret, path.join(dir, stats.file));
      });
      const linked = await restore(linking);
      expect(linked.error).toBeInstanceOf(BackupError);
      expect(linked.content).not.toContain('SEGRETO');

      // An uploaded file's name that climbs out.
      const climbingFile = await tamper(archive(), async (dir) => {
        const edited = await readManifestOf(dir);
        edited.files[0] = '../../../etc/passwd';
        await writeManifestOf(dir, edited);
      });
      expect((await restore(climbingFile)).error?.message).toMatch(/non è un file dell'archivio/);

      // A table's file that is not COPY data: refused without its content in the message.
      const garbled = await tamper(archive(), async (dir) => {
        await fs.writeFile(path.join(dir, stats.file), 'root:x:0:0:SEGRETO-DEL-FILE:/root\n');
      });
      const refused = await restore(garbled);
      expect(refused.error).toBeInstanceOf(BackupError);
      expect(refused.error?.message).toMatch(/non contiene righe valide per la tabella stats/);
      expect(refused.error?.message).not.toContain('SEGRETO');
    } finally {
      await fs.rm(outside, { recursive: true, force: true });
    }
  });

  it('leaves the database and the files as they were when writing the files fails', async () => {
    await writeBackup({
      databaseUrl: app.config.databaseUrl!,
      storage: app.storage,
      file: archive(),
    });
    // A site with data of its own: the backup's rows, one row more, one file of the backup
    // with other bytes, the other missing, one file the backup does not have.
    const databaseUrl = await emptyDatabase();
    const uploadsDir = path.join(workDir, 'full-disk');
    const config = { ...app.config, databaseUrl, dataDir: workDir, uploadsDir };
    const manifest = await restoreDatabase(config, silent, archive(), false);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `insert into stats (committee_id, title, value, description, position, created_at, updated_at)
       values (1, 'Solo qui', '7', 'dopo il backup', 99, now(), now())`,
    );
    await client.end();
    const [first, second] = [...manifest.files].sort();
    await fs.writeFile(path.join(uploadsDir, first!), 'altri byte');
    await fs.rm(path.join(uploadsDir, second!));
    await fs.writeFile(
      path.join(uploadsDir, `${'e'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.pdf`),
      '%PDF-1.4 x',
    );
    const before = await contentOf(databaseUrl);
    const filesBefore = await filesOf(uploadsDir);

    // The disk fills up at the second file.
    await expect(
      restoreBackup({
        databaseUrl,
        storage: new FillingStorage(uploadsDir, 2),
        file: archive(),
        force: true,
        knownMigrations: migrationsList.map((m) => m.name),
        migrateTo: (name, schema) => migrateSchema(databaseUrl, migrationsList, name, schema),
      }),
    ).rejects.toThrow(/ENOSPC/);
    expect(await contentOf(databaseUrl)).toEqual(before);
    expect(await filesOf(uploadsDir)).toEqual(filesBefore);
    expect(await scratchSchemas(databaseUrl)).toEqual([]);

    // With room on the disk the same restore goes through.
    await restoreDatabase(config, silent, archive(), true);
    expect(await filesOf(uploadsDir)).toEqual(await filesOf(app.config.uploadsDir));
    expect(JSON.stringify(await contentOf(databaseUrl))).not.toContain('Solo qui');
    expect(await scratchSchemas(databaseUrl)).toEqual([]);
  });

  it('refuses an archive that is not a backup of this site', async () => {
    const bogus = path.join(workDir, 'bogus.tar.gz');
    await fs.writeFile(bogus, 'non è un archivio');
    await expect(
      restoreDatabase({ ...app.config, databaseUrl: await emptyDatabase() }, silent, bogus, false),
    ).rejects.toThrow();
    const missing = path.join(workDir, 'manca.tar.gz');
    await expect(
      restoreDatabase(
        { ...app.config, databaseUrl: await emptyDatabase() },
        silent,
        missing,
        false,
      ),
    ).rejects.toThrow('archivio non trovato');
  });
});

/** A later migration of another branch: tables whose foreign keys run against name order. */
class AddedTables extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "zz_team" ("id" serial primary key, "name" text not null);`);
    this.addSql(
      `create table "aa_member" ("id" serial primary key, "team_id" int not null references "zz_team" ("id"), "mentor_id" int references "aa_member" ("id"), "name" text not null);`,
    );
  }
}

describe('tables added by later migrations', () => {
  it('are discovered and restored in foreign-key order with no change to the backup', async () => {
    const extended: MigrationObject[] = [
      ...migrationsList,
      { name: 'Migration29990101000000_added_tables', class: AddedTables },
    ];
    const migrateTo = (url: string) => async (name: string | undefined) => {
      const orm = await createOrm({
        clientUrl: url,
        entities,
        migrationsList: extended,
        poolMax: 1,
      });
      try {
        await orm.getMigrator().up(name ? { to: name } : undefined);
      } finally {
        await orm.close(true);
      }
    };
    const source = await emptyDatabase();
    await migrateTo(source)('Migration29990101000000_added_tables');
    const client = new pg.Client({ connectionString: source });
    await client.connect();
    await client.query(`insert into zz_team (name) values ('Emergenze'), ('Giovani')`);
    await client.query(
      `insert into aa_member (team_id, mentor_id, name) values (2, null, 'Sara'), (2, 1, 'Marco'), (1, 2, 'Elena')`,
    );
    await client.end();
    const uploadsDir = path.join(workDir, 'no-uploads');
    const file = path.join(workDir, 'added.tar.gz');
    await writeBackup({ databaseUrl: source, storage: new LocalFileStorage(uploadsDir), file });

    const target = await emptyDatabase();
    const options = {
      databaseUrl: target,
      storage: new LocalFileStorage(path.join(workDir, 'added-uploads')),
      file,
      force: false,
      knownMigrations: extended.map((migration) => migration.name),
      migrateTo: (name: string, schema: string) => migrateSchema(target, extended, name, schema),
    };
    await restoreBackup(options);
    expect(await contentOf(target)).toEqual(await contentOf(source));

    // A build that does not know the backup's migrations refuses it.
    await expect(
      restoreBackup({
        ...options,
        force: true,
        knownMigrations: migrationsList.map((m) => m.name),
      }),
    ).rejects.toBeInstanceOf(BackupError);
  });
});

describe('nightly backups', () => {
  it('run at the next night hour and keep the newest BACKUP_KEEP archives', async () => {
    const evening = new Date(2026, 10, 23, 22, 15);
    expect(nextNightlyRun(evening)).toEqual(new Date(2026, 10, 24, 3, 0));
    expect(nextNightlyRun(new Date(2026, 10, 24, 1, 0))).toEqual(new Date(2026, 10, 24, 3, 0));
    expect(nightlyBackupName(new Date(2026, 10, 24, 3, 0, 7))).toBe(
      'comitato-20261124-030007.tar.gz',
    );

    const dir = path.join(workDir, 'nightly');
    // A folder others could read, and the most common umask: archives hold password hashes.
    await fs.mkdir(dir, { mode: 0o755 });
    const umask = process.umask(0o022);
    const old = ['comitato-20261101-030000.tar.gz', 'comitato-20261102-030000.tar.gz'];
    for (const name of [...old, 'appunti.txt']) await fs.writeFile(path.join(dir, name), 'x');
    const app = await createTestApp();
    try {
      const file = await runNightlyBackup({
        dir,
        keep: 2,
        logger: silent,
        backup: (target) =>
          writeBackup({
            databaseUrl: app.config.databaseUrl!,
            storage: app.storage,
            file: target,
          }),
      });
      expect(file).toBeDefined();
      expect((await fs.readdir(dir)).sort()).toEqual(
        ['appunti.txt', old[1], path.basename(file!)].sort(),
      );
      expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
      expect((await fs.stat(file!)).mode & 0o777).toBe(0o600);
      const single = path.join(workDir, 'single', 'sito.tar.gz');
      await writeBackup({
        databaseUrl: app.config.databaseUrl!,
        storage: app.storage,
        file: single,
      });
      expect((await fs.stat(single)).mode & 0o777).toBe(0o600);
      expect(await pruneBackups(dir, 1)).toEqual([old[1]]);
    } finally {
      process.umask(umask);
      await app.close();
    }
  });
});
