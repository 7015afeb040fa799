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
// An archive and the folder of the nightly ones are the owner's alone (0600, 0700: they
// hold password and session-token hashes and contact requests), whatever the umask.
//
// A restore reads only the archive's own regular files: every name manifest.json gives
// (a table's rows, an uploaded file) must be one of its entries. It builds the schema in
// a new, scratch schema with the committed migrations up to the last one the backup had
// applied, loads the rows there in foreign-key order with the tables' own triggers off
// (the content versions are restored as they were, not bumped) and sets the sequences;
// then, in that one transaction, the scratch schema takes the place of the target's and
// the backup's files are written into the configured storage (whichever driver: a
// backup of the disk restores into a bucket and back) before the commit. A failure up to
// the commit leaves the database and the files as they were; only the files the backup
// does not have are removed after it (a failure there names them). Migrations newer than
// the backup run at the next start of the server, as for any older database.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { committeeRoleGrantsSql, FIRST_COMMITTEE_ID } from '../platform/db/committee-context.js';
import { fileCommittee, STORED_NAME } from '../platform/storage/file-storage.js';
import type { FileStorage } from '../platform/storage/index.js';

export const BACKUP_FORMAT = 'comitato-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const MANIFEST = 'manifest.json';
export const UPLOADS = 'uploads';
/** An archive: read and written by its owner only (rw-------). */
export const ARCHIVE_MODE = 0o600;
/** A folder of archives: its owner's only (rwx------). */
export const ARCHIVE_DIR_MODE = 0o700;
/** Where a table's rows are inside the archive. */
const TABLE_FILE = /^db\/[0-9]+\.copy$/;

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
  /**
   * One committee's export (backup --committee): the committee, whose rows alone the
   * tables hold (its tables only, no sequences), and whose files alone the archive has.
   */
  committee?: ExportedCommittee;
}

export interface ExportedCommittee {
  /** Its id where it was exported (rows and file names name it). */
  id: number;
  slug: string;
  name: string;
  hostnames: string[];
  town: string;
  province: string;
  region: string;
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
export const FOREIGN_KEYS_QUERY = `
  select c.relname as child, p.relname as parent
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
  join pg_namespace n on n.oid = c.relnamespace
  where k.contype = 'f' and n.nspname = current_schema()`;

export async function listTables(
  client: pg.Client,
): Promise<{ name: string; columns: string[] }[]> {
  return (await client.query<{ name: string; columns: string[] }>(TABLES_QUERY)).rows;
}

/** Copies every stored file (or those `wanted`) into dir; returns their names. */
async function copyFilesOut(
  storage: FileStorage,
  dir: string,
  wanted: (name: string) => boolean = () => true,
): Promise<string[]> {
  const names = (await storage.list()).filter(wanted);
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

export async function connect(databaseUrl: string): Promise<pg.Client> {
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
  /** The slug of the one committee to export (its rows and files); the whole database without. */
  committee?: string;
}

/**
 * The tables whose rows are a committee's (they have a committee_id), but for those of
 * its sign-ins (sessions, one-time codes, counters): they never leave their deployment,
 * and a token hash imported twice would collide.
 */
export const NOT_EXPORTED = new Set([
  'sessions',
  'password_tokens',
  'committee_handoffs',
  'rate_limits',
]);

const COMMITTEE_TABLES_QUERY = `
  select table_name::text as name from information_schema.columns
  where table_schema = current_schema() and column_name = 'committee_id'`;

export async function committeeTables(client: pg.Client): Promise<Set<string>> {
  const rows = (await client.query<{ name: string }>(COMMITTEE_TABLES_QUERY)).rows;
  return new Set(rows.map((row) => row.name).filter((name) => !NOT_EXPORTED.has(name)));
}

async function findCommittee(client: pg.Client, slug: string): Promise<ExportedCommittee> {
  const found = await client.query<ExportedCommittee>(
    'select id, slug, name, hostnames, town, province, region from committees where slug = $1',
    [slug],
  );
  const committee = found.rows[0];
  if (!committee) throw new BackupError(`nessun comitato ha l'indirizzo breve "${slug}"`);
  return { ...committee, hostnames: committee.hostnames ?? [] };
}

/** Writes a backup archive; returns its manifest. */
export async function writeBackup({
  databaseUrl,
  storage,
  file,
  committee: committeeSlug,
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
    let committee: ExportedCommittee | undefined;
    try {
      await client.query('begin isolation level repeatable read read only');
      postgres = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '';
      committee = committeeSlug ? await findCommittee(client, committeeSlug) : undefined;
      const owned = committee ? await committeeTables(client) : undefined;
      const all = await listTables(client);
      for (const [index, table] of all.filter((t) => !owned || owned.has(t.name)).entries()) {
        const dump: TableDump = { ...table, file: `db/${index}.copy`, rows: 0 };
        const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
        const name = client.escapeIdentifier(table.name);
        const stream = client.query(
          copyTo(
            committee
              ? `copy (select ${columns} from ${name} where committee_id = ${Number(committee.id)}) to stdout`
              : `copy ${name} (${columns}) to stdout`,
          ),
        );
        await pipeline(stream, createWriteStream(path.join(staging, dump.file)));
        dump.rows = stream.rowCount ?? 0;
        tables.push(dump);
      }
      // A committee's rows go into another database under new ids: no sequence travels.
      const sequenceNames = committee
        ? []
        : (await client.query<{ name: string }>(SEQUENCES_QUERY)).rows;
      for (const { name } of sequenceNames) {
        const value = await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${client.escapeIdentifier(name)}`,
        );
        const row = value.rows[0];
        if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
      }
      if (committee || tables.some((table) => table.name === MIGRATIONS_TABLE)) {
        migrations = (
          await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
        ).rows.map((row) => row.name);
      }
      await client.query('commit');
    } finally {
      await client.end();
    }

    // The files after the snapshot: a file is written before the row that names it commits.
    const files = await copyFilesOut(
      storage,
      path.join(staging, UPLOADS),
      committee ? (name) => fileCommittee(name) === committee?.id : undefined,
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      postgres,
      tables,
      sequences,
      migrations,
      files,
      ...(committee ? { committee } : {}),
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(path.resolve(file)), {
      recursive: true,
      mode: ARCHIVE_DIR_MODE,
    });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, mode: ARCHIVE_MODE }, [
      MANIFEST,
      'db',
      ...(files.length > 0 ? [UPLOADS] : []),
    ]);
    // The mode given at creation passes through the umask; this one does not.
    await fs.chmod(partial, ARCHIVE_MODE);
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Tables in an order where each comes after the tables it references (cycles: as found). */
export function dependencyOrder(
  tables: string[],
  foreignKeys: { child: string; parent: string }[],
) {
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

/**
 * Extracts the archive's regular files (links, devices and folders are not restored: the
 * folders are made as needed) and returns their paths inside the archive.
 */
export async function extract(file: string, staging: string): Promise<Set<string>> {
  const entries = new Set<string>();
  await tar.x({
    file,
    cwd: staging,
    filter: (entryPath, entry) => {
      const regular = 'type' in entry ? entry.type === 'File' || entry.type === 'OldFile' : false;
      if (regular) entries.add(path.posix.normalize(entryPath).replace(/^\.\//, ''));
      return regular;
    },
  });
  return entries;
}

function invalidEntry(name: unknown): BackupError {
  return new BackupError(
    `archivio non valido: manifest.json nomina ${JSON.stringify(name)}, che non è un file dell'archivio`,
  );
}

export async function readManifest(staging: string, entries: Set<string>): Promise<BackupManifest> {
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
  if (
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.sequences) ||
    !Array.isArray(manifest.migrations) ||
    !Array.isArray(manifest.files)
  ) {
    throw new BackupError('archivio non valido: manifest.json incompleto');
  }
  // Only the archive's own entries, by the names the backup gives them.
  for (const table of manifest.tables) {
    if (typeof table.file !== 'string' || !TABLE_FILE.test(table.file) || !entries.has(table.file))
      throw invalidEntry(table.file);
  }
  for (const name of manifest.files) {
    if (typeof name !== 'string' || !STORED_NAME.test(name) || !entries.has(`${UPLOADS}/${name}`)) {
      throw invalidEntry(name);
    }
  }
  const committee = manifest.committee;
  if (
    committee !== undefined &&
    (typeof committee !== 'object' ||
      committee === null ||
      !Number.isInteger(committee.id) ||
      typeof committee.slug !== 'string' ||
      typeof committee.name !== 'string')
  ) {
    throw new BackupError('archivio non valido: manifest.json incompleto');
  }
  return manifest;
}

/**
 * Unpacks the archive into staging and reads its manifest: refused when the file is not
 * there, is not a backup of this site or comes from a newer version of it (migrations that
 * knownMigrations does not name).
 */
export async function unpackArchive(
  file: string,
  staging: string,
  knownMigrations: readonly string[],
): Promise<BackupManifest> {
  await fs.access(file).catch(() => {
    throw new BackupError(`archivio non trovato: ${file}`);
  });
  const manifest = await readManifest(staging, await extract(file, staging));
  const unknown = manifest.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `il backup viene da una versione più recente del sito (migrazioni sconosciute: ${unknown.join(', ')}): aggiorna prima il codice`,
    );
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
  /**
   * Applies the committed migrations up to the named one into `schema`, an empty schema
   * of the same database (migrateSchema in commands.ts).
   */
  migrateTo(name: string, schema: string): Promise<void>;
  /**
   * How one committee's export is loaded as the first committee (committee-import.ts),
   * handed in by the caller so that this file does not depend on it; without it such an
   * archive is refused.
   */
  committeeExport?: CommitteeExportLoader;
}

/** The loading of one committee's rows and files under new ids and names (committee-import.ts). */
export interface CommitteeExportLoader {
  /** Each file of the export and its name under the committee it becomes. */
  fileRenames(manifest: BackupManifest, committeeId: number): Map<string, string>;
  /** Copies the export's files into `dir` under their new names; answers the new names. */
  stageRenamedFiles(staging: string, dir: string, files: Map<string, string>): Promise<string[]>;
  /** Loads the export's rows as the committee's, ids renumbered and foreign keys followed. */
  importCommitteeRows(
    client: pg.Client,
    staging: string,
    manifest: BackupManifest,
    committeeId: number,
    files: Map<string, string>,
  ): Promise<void>;
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

/**
 * The backup's files written into the storage, and undone on a failure: a name the storage
 * did not have is removed again, one it had with other bytes gets them back (kept aside in
 * the staging folder meanwhile). Names never change bytes, so a file the storage already
 * holds as it is stays untouched.
 */
export class FilesRestore {
  private readonly added: string[] = [];
  private readonly replaced: string[] = [];

  constructor(
    private readonly storage: FileStorage,
    private readonly staging: string,
    private readonly names: string[],
  ) {}

  private kept(name: string): string {
    return path.join(this.staging, 'previous', name);
  }

  async write(): Promise<void> {
    const present = new Set(await this.storage.list());
    await fs.mkdir(path.join(this.staging, 'previous'), { recursive: true });
    for (const name of this.names) {
      const data = await fs.readFile(path.join(this.staging, UPLOADS, name));
      if (present.has(name)) {
        const current = await this.storage.open(name);
        const bytes = current ? await readAll(current.stream) : undefined;
        if (bytes?.equals(data)) continue;
        if (bytes) await fs.writeFile(this.kept(name), bytes);
        this.replaced.push(name);
      } else {
        this.added.push(name);
      }
      await this.storage.put(name, data);
    }
  }

  /** Puts the storage back as write() found it; returns what could not be undone. */
  async undo(): Promise<string[]> {
    const left: string[] = [];
    for (const name of this.added) {
      await this.storage.remove(name).catch(() => left.push(name));
    }
    for (const name of this.replaced) {
      await fs
        .readFile(this.kept(name))
        .then((bytes) => this.storage.put(name, bytes))
        .catch(() => left.push(name));
    }
    return left;
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Loads a table's rows; a file that is not its COPY data is refused without quoting it. */
async function loadTable(load: pg.Client, staging: string, table: TableDump): Promise<void> {
  const columns = table.columns.map((column) => load.escapeIdentifier(column)).join(', ');
  try {
    await pipeline(
      createReadStream(path.join(staging, table.file)),
      load.query(copyFrom(`copy ${load.escapeIdentifier(table.name)} (${columns}) from stdin`)),
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new BackupError(
      `archivio non valido: ${table.file} non contiene righe valide per la tabella ${table.name}` +
        (typeof code === 'string' ? ` (errore PostgreSQL ${code})` : ''),
    );
  }
}

/** Restores an archive into an empty database (or any, with force); returns its manifest. */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { databaseUrl, storage, file, force, knownMigrations, migrateTo } = options;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-restore-'));
  try {
    const manifest = await unpackArchive(file, staging, knownMigrations);

    // One committee's export becomes the first (the only) committee of this deployment:
    // its rows renumbered from this schema's sequences, its files named as the first's.
    const committeeExport = manifest.committee ? options.committeeExport : undefined;
    if (manifest.committee && !committeeExport) {
      throw new BackupError(
        "l'archivio è l'esportazione di un comitato: ripristinalo con npm run restore",
      );
    }
    const renames = committeeExport?.fileRenames(manifest, FIRST_COMMITTEE_ID);
    const storedNames = renames
      ? await committeeExport!.stageRenamedFiles(staging, path.join(staging, 'renamed'), renames)
      : manifest.files;
    const client = await connect(databaseUrl);
    // The schema the backup is built in, until it takes the target's place.
    let scratch: string | undefined = `restore_${randomBytes(6).toString('hex')}`;
    const files = new FilesRestore(
      storage,
      renames ? path.join(staging, 'renamed') : staging,
      storedNames,
    );
    try {
      if (!force && (await holdsData(client, storage))) {
        throw new BackupError(
          'il database (o la cartella dei file caricati) contiene già dati: ripristino rifiutato. Usa --force per sostituirli.',
        );
      }
      const target =
        (await client.query<{ s: string | null }>('select current_schema() as s')).rows[0]?.s ??
        'public';
      await client.query(`create schema ${client.escapeIdentifier(scratch)}`);
      const lastMigration = manifest.migrations.at(-1);
      if (lastMigration) await migrateTo(lastMigration, scratch);
      await loadAndSwap(
        databaseUrl,
        staging,
        manifest,
        scratch,
        target,
        files,
        renames,
        committeeExport,
      );
      scratch = undefined;
    } finally {
      if (scratch) {
        await client
          .query(`drop schema if exists ${client.escapeIdentifier(scratch)} cascade`)
          .catch(() => undefined);
      }
      await client.end();
    }

    // The storage holds exactly the backup's files afterwards.
    const keep = new Set(storedNames);
    const extra = (await storage.list()).filter((name) => !keep.has(name));
    const left: string[] = [];
    for (const name of extra) await storage.remove(name).catch(() => left.push(name));
    if (left.length > 0) {
      throw new BackupError(
        `database e file del backup ripristinati, ma questi file caricati che il backup non ha non sono stati rimossi: ${left.join(', ')}. Il sito funziona; per finire, rilancia il ripristino con --force o rimuovili dallo storage.`,
      );
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * In one transaction: the backup's rows and sequences into the scratch schema, the scratch
 * schema in the target's place, and the backup's files into the storage before the commit
 * (undone on any failure up to it).
 */
async function loadAndSwap(
  databaseUrl: string,
  staging: string,
  manifest: BackupManifest,
  scratch: string,
  target: string,
  files: FilesRestore,
  /** A committee's export: its files' new names (it becomes the first committee). */
  committeeFiles?: Map<string, string>,
  committeeExport?: CommitteeExportLoader,
): Promise<void> {
  const load = new pg.Client({
    connectionString: databaseUrl,
    // Unqualified names (the tables, setval's sequences) are the scratch schema's.
    options: `-c search_path=${scratch}`,
  });
  await load.connect();
  let filesWritten = false;
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
    // Rows the migrations wrote (their own bookkeeping, initial values) give way to the
    // backup's; a committee's export keeps the migrations' bookkeeping (it has none).
    const cleared = committeeFiles
      ? names.filter((name) => name !== load.escapeIdentifier(MIGRATIONS_TABLE))
      : names;
    if (cleared.length > 0) await load.query(`truncate ${cleared.join(', ')}`);
    if (committeeFiles && manifest.committee && committeeExport) {
      const { slug, name, hostnames, town, province, region } = manifest.committee;
      await load.query(
        `insert into committees (id, slug, name, hostnames, town, province, region, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
        [FIRST_COMMITTEE_ID, slug, name, hostnames ?? [], town ?? '', province ?? '', region ?? ''],
      );
      await committeeExport.importCommitteeRows(
        load,
        staging,
        manifest,
        FIRST_COMMITTEE_ID,
        committeeFiles,
      );
    }
    for (const name of committeeFiles ? [] : order) {
      const table = manifest.tables.find((candidate) => candidate.name === name);
      if (table) await loadTable(load, staging, table);
    }
    for (const sequence of manifest.sequences) {
      await load.query('select setval($1::regclass, $2::bigint, $3)', [
        load.escapeIdentifier(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const name of names) await load.query(`alter table ${name} enable trigger user`);
    await load.query(`drop schema if exists ${load.escapeIdentifier(target)} cascade`);
    await load.query(
      `alter schema ${load.escapeIdentifier(scratch)} rename to ${load.escapeIdentifier(target)}`,
    );
    // The runtime role's rights were the old schema's: the new one grants them anew.
    await load.query(committeeRoleGrantsSql(target));
    filesWritten = true;
    await files.write();
    await load.query('commit');
  } catch (error) {
    await load.query('rollback').catch(() => undefined);
    const left = filesWritten ? await files.undo() : [];
    if (left.length > 0) {
      throw new BackupError(
        `ripristino non riuscito (${(error as Error).message}): il database è com'era, ma questi file dello storage non sono tornati com'erano: ${left.join(', ')}`,
      );
    }
    throw error;
  } finally {
    await load.end();
  }
}
