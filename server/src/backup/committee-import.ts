// One committee's rows and files into a database of many: an export of one committee
// (backup --committee) or the archive of a single-committee deployment becomes a committee
// of the schema a client works in, inside that client's open transaction.
//
// Ids are serial per table across committees, so every imported row gets a new id from
// its table's sequence, and every foreign key between imported tables follows its row
// (found in the catalogue: a table or key added by a migration needs no change here).
// The rows land in temporary tables first (the archive's columns, the target's types),
// are renumbered there, then inserted in foreign-key order. Stored files are renamed
// after the committee that now owns them (c<id>-…, plain names for the first), and every
// mention of an old name in the rows (an image column, a rich text's /uploads/… link) is
// rewritten. What must not travel does not: the sign-ins (sessions, one-time codes,
// counters: never exported), the platform administrator flag (an imported user administers
// the committee only), and e-mails not yet sent are marked failed (the committee's
// dashboard offers to send them again) rather than sent by a server that did not write them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { FIRST_COMMITTEE_ID } from '../platform/db/committee-context.js';
import { fileCommittee } from '../platform/storage/file-storage.js';
import type { FileStorage } from '../platform/storage/index.js';
import {
  BackupError,
  committeeTables,
  connect,
  dependencyOrder,
  FilesRestore,
  listTables,
  unpackArchive,
  type BackupManifest,
} from './archive.js';

/** The migration that gave every row its committee: archives before it have no committee_id. */
export const COMMITTEES_MIGRATION = 'Migration20261222100000_committees';

const CONTENT_VERSIONS = 'content_versions';

/** Single-column foreign keys between the schema's tables, with their columns. */
const KEY_COLUMNS_QUERY = `
  select c.relname::text as child, a.attname::text as column, p.relname::text as parent
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
  where k.contype = 'f' and n.nspname = current_schema() and cardinality(k.conkey) = 1`;

/** The committee whose rows an archive holds: the exported one, or a single deployment's. */
export function sourceCommittee(manifest: BackupManifest): number {
  if (!manifest.migrations.includes(COMMITTEES_MIGRATION)) {
    throw new BackupError(
      "l'archivio viene da una versione del sito precedente ai comitati: ripristinalo su un'installazione aggiornata, avviala una volta e rifai il backup",
    );
  }
  return manifest.committee?.id ?? FIRST_COMMITTEE_ID;
}

/** A stored file's name once it belongs to committee `committeeId`. */
export function renamedFile(name: string, committeeId: number): string {
  const bare = name.replace(/^c\d+-/, '');
  return committeeId === FIRST_COMMITTEE_ID ? bare : `c${committeeId}-${bare}`;
}

/** The archive's files of the source committee, old name -> new name. */
export function fileRenames(manifest: BackupManifest, committeeId: number): Map<string, string> {
  const source = sourceCommittee(manifest);
  return new Map(
    manifest.files
      .filter((name) => fileCommittee(name) === source)
      .map((name) => [name, renamedFile(name, committeeId)]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Loads the committee's rows of an extracted archive as committee `committeeId` (which
 * exists) of the client's schema, in its open transaction; files: fileRenames' map.
 */
export async function importCommitteeRows(
  client: pg.Client,
  staging: string,
  manifest: BackupManifest,
  committeeId: number,
  files: Map<string, string>,
): Promise<void> {
  const source = sourceCommittee(manifest);
  const id = (name: string) => client.escapeIdentifier(name);
  // Triggers (the content versions) count the writes as the new committee's.
  await client.query(`select set_config('app.committee_id', $1, true)`, [String(committeeId)]);
  const owned = await committeeTables(client);
  const target = new Map((await listTables(client)).map((table) => [table.name, table.columns]));
  const tables = manifest.tables.filter((table) => owned.has(table.name));
  const renames =
    files.size > 0 ? new RegExp([...files.keys()].map(escapeRegExp).join('|'), 'g') : null;

  // 1. The archive's rows of the committee, into temporary tables of the target's types.
  const staged = new Map<string, { temp: string; columns: string[] }>();
  for (const [index, table] of tables.entries()) {
    const columns = target.get(table.name) ?? [];
    const unknown = table.columns.filter((column) => !columns.includes(column));
    if (unknown.length > 0) {
      throw new BackupError(
        `la tabella ${table.name} dell'archivio ha colonne che questo database non ha (${unknown.join(', ')}): aggiorna prima il codice`,
      );
    }
    const temp = `import_${index}`;
    const list = table.columns.map(id).join(', ');
    await client.query(
      `create temporary table ${id(temp)} on commit drop as select ${list} from ${id(table.name)} with no data`,
    );
    let data = await readFile(path.join(staging, table.file), 'utf8');
    if (renames) data = data.replace(renames, (name) => files.get(name) ?? name);
    try {
      await pipeline(
        Readable.from([data]),
        client.query(copyFrom(`copy ${id(temp)} (${list}) from stdin`)),
      );
    } catch {
      throw new BackupError(
        `archivio non valido: ${table.file} non contiene righe valide per la tabella ${table.name}`,
      );
    }
    const others = await client.query<{ n: number }>(
      `select count(*)::int as n from ${id(temp)} where committee_id <> $1`,
      [source],
    );
    if ((others.rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        "l'archivio contiene più comitati: esporta quello da importare con npm run backup -- --committee SLUG",
      );
    }
    staged.set(table.name, { temp, columns: table.columns });
  }

  // 2. New ids from each table's own sequence, old -> new.
  const maps = new Map<string, string>();
  for (const [name, { temp, columns }] of staged) {
    if (name === CONTENT_VERSIONS || !columns.includes('id')) continue;
    const sequence = (
      await client.query<{ s: string | null }>('select pg_get_serial_sequence($1, $2) as s', [
        id(name),
        'id',
      ])
    ).rows[0]?.s;
    if (!sequence) continue;
    const map = `${temp}_ids`;
    await client.query(
      `create temporary table ${id(map)} (old int primary key, new int not null) on commit drop`,
    );
    await client.query(
      `insert into ${id(map)} select id, nextval($1::regclass) from ${id(temp)} order by id`,
      [sequence],
    );
    maps.set(name, map);
  }

  // 3. Foreign keys follow their rows; then the ids, the committee, what must not travel.
  const keys = (
    await client.query<{ child: string; column: string; parent: string }>(KEY_COLUMNS_QUERY)
  ).rows;
  for (const key of keys) {
    const child = staged.get(key.child);
    const map = maps.get(key.parent);
    if (!child || !map || !child.columns.includes(key.column)) continue;
    await client.query(
      `update ${id(child.temp)} t set ${id(key.column)} = m.new from ${id(map)} m where t.${id(key.column)} = m.old`,
    );
  }
  for (const [name, map] of maps) {
    const temp = staged.get(name)!.temp;
    await client.query(`update ${id(temp)} t set id = m.new from ${id(map)} m where t.id = m.old`);
  }
  for (const { temp } of staged.values()) {
    await client.query(`update ${id(temp)} set committee_id = $1`, [committeeId]);
  }
  const users = staged.get('users');
  if (users?.columns.includes('platform_admin')) {
    await client.query(`update ${id(users.temp)} set platform_admin = false`);
  }
  const outbox = staged.get('mail_outbox');
  if (outbox?.columns.includes('status')) {
    await client.query(
      `update ${id(outbox.temp)} set status = 'failed', locked_until = null, last_error = $1 where status <> 'sent'`,
      ["Importato da un altro server prima dell'invio: invialo di nuovo se serve"],
    );
  }

  // 4. Into the tables, parents first; the content versions as the new committee's own.
  const order = dependencyOrder(
    [...staged.keys()],
    keys.map(({ child, parent }) => ({ child, parent })),
  );
  for (const name of order) {
    const { temp, columns } = staged.get(name)!;
    const list = columns.map(id).join(', ');
    if (name === CONTENT_VERSIONS) {
      await client.query(
        `insert into ${id(name)} (committee_id, resource) select committee_id, resource from ${id(temp)} on conflict do nothing`,
      );
      continue;
    }
    await client.query(`insert into ${id(name)} (${list}) select ${list} from ${id(temp)}`);
  }
}

/** The staged files under their new names, in `dir`/uploads (FilesRestore reads them there). */
export async function stageRenamedFiles(
  staging: string,
  dir: string,
  files: Map<string, string>,
): Promise<string[]> {
  await mkdir(path.join(dir, 'uploads'), { recursive: true });
  for (const [old, renamed] of files) {
    await writeFile(
      path.join(dir, 'uploads', renamed),
      await readFile(path.join(staging, 'uploads', old)),
    );
  }
  return [...files.values()];
}

export interface ImportOptions {
  databaseUrl: string;
  /** Where the committee's files go (either driver). */
  storage: FileStorage;
  file: string;
  /** The new committee's slug (its address <slug>.<PLATFORM_DOMAIN>). */
  slug: string;
  /** The names of the migrations this build knows, in order. */
  knownMigrations: string[];
}

export interface ImportResult {
  manifest: BackupManifest;
  committeeId: number;
  /** Rows imported, across the tables. */
  rows: number;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Imports an archive (one committee's export, or a single-committee deployment's backup)
 * into the configured database as a new committee named `slug`, while the platform runs:
 * one transaction for the rows, the files written before its commit and removed again on
 * a failure. The platform's servers know the committee within seconds (their directory
 * of hosts reads the committees again).
 */
export async function importCommittee(options: ImportOptions): Promise<ImportResult> {
  const { databaseUrl, storage, file, slug, knownMigrations } = options;
  if (!SLUG.test(slug)) {
    throw new BackupError(
      `indirizzo breve non valido: "${slug}" (da 2 a 63 lettere minuscole, cifre o trattini)`,
    );
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'comitato-import-'));
  try {
    const manifest = await unpackArchive(file, staging, knownMigrations);
    sourceCommittee(manifest);
    const client = await connect(databaseUrl);
    try {
      const applied = await client
        .query<{ name: string }>('select name from mikro_orm_migrations')
        .then((result) => new Set(result.rows.map((row) => row.name)))
        .catch(() => new Set<string>());
      const missing = manifest.migrations.filter((name) => !applied.has(name));
      if (missing.length > 0) {
        throw new BackupError(
          `il database non ha ancora le migrazioni dell'archivio (${missing.join(', ')}): avvia prima il server aggiornato`,
        );
      }
      await client.query('begin');
      const taken = await client.query('select 1 from committees where slug = $1', [slug]);
      if ((taken.rowCount ?? 0) > 0) {
        throw new BackupError(`l'indirizzo breve "${slug}" è già di un altro comitato`);
      }
      const given = manifest.committee;
      const inserted = await client.query<{ id: number }>(
        `insert into committees (slug, name, town, province, region, created_at, updated_at)
         values ($1, $2, $3, $4, $5, now(), now()) returning id`,
        [slug, given?.name ?? slug, given?.town ?? '', given?.province ?? '', given?.region ?? ''],
      );
      const committeeId = inserted.rows[0]!.id;
      const renames = fileRenames(manifest, committeeId);
      await importCommitteeRows(client, staging, manifest, committeeId, renames);
      if (!given) {
        // A single deployment's backup: the committee is named as its settings say.
        await client.query(
          `update committees c set name = s.name, town = s.town, province = s.address_province
           from settings s where s.committee_id = c.id and c.id = $1`,
          [committeeId],
        );
      }
      const renamed = path.join(staging, 'renamed');
      const files = new FilesRestore(
        storage,
        renamed,
        await stageRenamedFiles(staging, renamed, renames),
      );
      try {
        await files.write();
        await client.query('commit');
      } catch (error) {
        const left = await files.undo();
        if (left.length > 0) {
          throw new BackupError(
            `importazione non riuscita (${(error as Error).message}): il database è com'era, ma questi file dello storage non sono stati rimossi: ${left.join(', ')}`,
          );
        }
        throw error;
      }
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      return { manifest, committeeId, rows };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
