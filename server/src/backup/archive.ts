// Backup archives: one .tar.gz holding the whole database and every uploaded file.
//
//   manifest.json    format, time, PostgreSQL version, tables (columns, rows, file),
//                    sequences and their values, the migrations applied, the files
//   db/<n>.copy      each table's rows in COPY text format
//   uploads/<name>   every uploaded file of the configured storage (the local folder or
//                    the S3 bucket), read through the storage interface
//
// The database is read in one REPEATABLE READ READ ONLY transaction, so every table
// comes from the same snapshot while the server keeps writing; rows travel with COPY
// over the pg driver (pg-copy-streams), so no pg_dump is needed (the embedded PostgreSQL
// ships none). Tables and sequences are discovered from the catalogue: a table added by
// a migration is backed up with no change here.
//
// A restore recreates the schema with the committed migrations, up to the last one the
// backup had applied, then loads the rows in foreign-key order with the tables' own
// triggers off (the content versions are restored as they were, not bumped), sets the
// sequences and puts the files back into the configured storage (whichever driver: a
// backup of the disk restores into a bucket and back). Migrations newer than the backup run at the next
// start of the server, as for any older database.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { FileStorage } from '../platform/storage/index.js';

export const BACKUP_FORMAT = 'comitato-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';

interface TableDump {
  name: string;
  columns: string[];
  /** Path inside the archive. */
  file: string;
  rows: number;
}

interface SequenceValue {
  name: string;
  /** bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  postgres: string;
  tables: TableDump[];
  sequences: SequenceValue[];
  /** Names of the migrations applied to the database, in order. */
  migrations: string[];
  /** Uploaded files: their stored names (under uploads/ in the archive). */
  files: string[];
}

/** A refusal the user can act on (its message is shown as it is). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const TABLES_QUERY = `
  select c.relname as name,
    array(
      select a.attname::text from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum
    ) as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind = 'r'
  order by c.relname`;

const SEQUENCES_QUERY = `
  select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`;

/** Foreign keys between the tables of the schema: [referencing, referenced]. */
const FOREIGN_KEYS_QUERY = `
  select c.relname as child, p.relname as parent
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
  join pg_namespace n on n.oid = c.relnamespace
  where k.contype = 'f' and n.nspname = current_schema()`;

async function listTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  return (await client.query<{ name: string; columns: string[] }>(TABLES_QUERY)).rows;
}

/** Copies every stored file into dir; returns their names. */
async function copyFilesOut(storage: FileStorage, dir: string): Promise<string[]> {
  const names = await storage.list();
  const copied: string[] = [];
  if (names.length > 0) await fs.mkdir(dir, { recursive: true });
  for (const name of names) {
    const file = await storage.open(name);
    // Deleted since it was listed (a record replaced its image): nothing left to keep.
    if (!file) continue;
    await pipeline(file.stream, createWriteStream(path.join(dir, name)));
    copied.push(name);
  }
  return copied;
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

export interface BackupOptions {
  databaseUrl: string;
  /** Where the uploaded files are (either driver). */
  storage: FileStorage;
  /** The archive to write (.tar.gz); written beside under another name, then renamed. */
  file: string;
}

/** Writes a backup archive; returns its manifest. */
export async function writeBackup({
  databaseUrl,
  storage,
  file,
}: BackupOptions): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-backup-'));
  const partial = `${file}.partial`;
  try {
    await fs.mkdir(path.join(staging, 'db'));
    const client = await connect(databaseUrl);
    const tables: TableDump[] = [];
    const sequences: SequenceValue[] = [];
    let migrations: string[] = [];
    let postgres: string;
    try {
      await client.query('begin isolation level repeatable read read only');
      postgres = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '';
      for (const [index, table] of (await listTables(client)).entries()) {
        const dump: TableDump = { ...table, file: `db/${index}.copy`, rows: 0 };
        const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
        const stream = client.query(
          copyTo(`copy ${client.escapeIdentifier(table.name)} (${columns}) to stdout`),
        );
        await pipeline(stream, createWriteStream(path.join(staging, dump.file)));
        dump.rows = stream.rowCount ?? 0;
        tables.push(dump);
      }
      for (const { name } of (await client.query<{ name: string }>(SEQUENCES_QUERY)).rows) {
        const value = await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${client.escapeIdentifier(name)}`,
        );
        const row = value.rows[0];
        if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
      }
      if (tables.some((table) => table.name === MIGRATIONS_TABLE)) {
        migrations = (
          await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
        ).rows.map((row) => row.name);
      }
      await client.query('commit');
    } finally {
      await client.end();
    }

    // The files after the snapshot: a file is written before the row that names it commits.
    const files = await copyFilesOut(storage, path.join(staging, UPLOADS));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      postgres,
      tables,
      sequences,
      migrations,
      files,
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      'db',
      ...(files.length > 0 ? [UPLOADS] : []),
    ]);
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Tables in an order where each comes after the tables it references (cycles: as found). */
function dependencyOrder(tables: string[], foreignKeys: { child: string; parent: string }[]) {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const key of foreignKeys) {
      if (key.child === table && key.parent !== table && tables.includes(key.parent))
        visit(key.parent);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

async function readManifest(staging: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(
      await fs.readFile(path.join(staging, MANIFEST), 'utf8'),
    ) as BackupManifest;
  } catch {
    throw new BackupError('archivio non valido: manca manifest.json');
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError('archivio non valido: non è un backup di questo sito');
  }
  return manifest;
}

export interface RestoreOptions {
  databaseUrl: string;
  /** Where the uploaded files go back (either driver). */
  storage: FileStorage;
  file: string;
  /** Replace a database that holds data (and the uploaded files). */
  force: boolean;
  /** The names of the migrations this build knows, in order. */
  knownMigrations: string[];
  /** Applies the committed migrations up to the named one (none: no migration). */
  migrateTo(name: string | undefined): Promise<void>;
}

/** Whether a table of the schema holds a row, or the storage a file. */
async function holdsData(client: pg.Client, storage: FileStorage): Promise<boolean> {
  for (const table of await listTables(client)) {
    const found = await client.query(
      `select 1 from ${client.escapeIdentifier(table.name)} limit 1`,
    );
    if ((found.rowCount ?? 0) > 0) return true;
  }
  return (await storage.list()).length > 0;
}

/** Restores an archive into an empty database (or any, with force); returns its manifest. */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { databaseUrl, storage, file, force, knownMigrations, migrateTo } = options;
  await fs.access(file).catch(() => {
    throw new BackupError(`archivio non trovato: ${file}`);
  });
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-restore-'));
  try {
    await tar.x({ file, cwd: staging });
    const manifest = await readManifest(staging);
    const unknown = manifest.migrations.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `il backup viene da una versione più recente del sito (migrazioni sconosciute: ${unknown.join(', ')}): aggiorna prima il codice`,
      );
    }

    const client = await connect(databaseUrl);
    try {
      if (!force && (await holdsData(client, storage))) {
        throw new BackupError(
          'il database (o la cartella dei file caricati) contiene già dati: ripristino rifiutato. Usa --force per sostituirli.',
        );
      }
      // An empty schema, then exactly the migrations the backup had.
      const schema =
        (await client.query<{ s: string | null }>('select current_schema() as s')).rows[0]?.s ??
        'public';
      const ident = client.escapeIdentifier(schema);
      await client.query(`drop schema if exists ${ident} cascade`);
      await client.query(`create schema ${ident}`);
    } finally {
      await client.end();
    }
    await migrateTo(manifest.migrations.at(-1));

    const load = await connect(databaseUrl);
    try {
      await load.query('begin');
      const present = new Set((await listTables(load)).map((table) => table.name));
      const missing = manifest.tables.filter((table) => !present.has(table.name));
      if (missing.length > 0) {
        throw new BackupError(
          `tabelle del backup assenti dopo le migrazioni: ${missing.map((t) => t.name).join(', ')}`,
        );
      }
      const foreignKeys = (await load.query<{ child: string; parent: string }>(FOREIGN_KEYS_QUERY))
        .rows;
      const order = dependencyOrder(
        manifest.tables.map((table) => table.name),
        foreignKeys,
      );
      const names = [...present].map((name) => load.escapeIdentifier(name));
      for (const name of names) await load.query(`alter table ${name} disable trigger user`);
      // Rows the migrations wrote (their own bookkeeping, initial values) give way to the backup's.
      if (names.length > 0) await load.query(`truncate ${names.join(', ')}`);
      for (const name of order) {
        const table = manifest.tables.find((candidate) => candidate.name === name);
        if (!table) continue;
        const columns = table.columns.map((column) => load.escapeIdentifier(column)).join(', ');
        await pipeline(
          createReadStream(path.join(staging, table.file)),
          load.query(copyFrom(`copy ${load.escapeIdentifier(name)} (${columns}) from stdin`)),
        );
      }
      for (const sequence of manifest.sequences) {
        await load.query('select setval($1::regclass, $2::bigint, $3)', [
          load.escapeIdentifier(sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      for (const name of names) await load.query(`alter table ${name} enable trigger user`);
      await load.query('commit');
    } catch (error) {
      await load.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await load.end();
    }

    // The storage holds exactly the backup's files afterwards.
    const keep = new Set(manifest.files);
    for (const name of await storage.list()) {
      if (!keep.has(name)) await storage.remove(name);
    }
    for (const name of manifest.files) {
      await storage.put(name, await fs.readFile(path.join(staging, UPLOADS, name)));
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
