// The backup commands (the root package.json runs them through scripts/backup.mjs):
//   node dist/backup/cli.js backup [--committee SLUG] FILE
//   node dist/backup/cli.js restore FILE [--force]
//   node dist/backup/cli.js restore --committee SLUG FILE
// on the configured database and DATA_DIR (config.ts). Exit code 0 on success, 1 on
// failure (with the reason), 2 on wrong usage.
import 'reflect-metadata';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../platform/http/logging.js';
import { BackupError } from './archive.js';
import { backupDatabase, importCommitteeArchive, restoreDatabase } from './commands.js';

const USAGE = `Uso:
  npm run backup -- FILE.tar.gz                     salva database e file caricati in un archivio
  npm run backup -- --committee SLUG FILE.tar.gz    esporta un comitato (le sue righe e i suoi file)
  npm run restore -- FILE.tar.gz [--force]          ripristina un archivio (a server fermo)
  npm run restore -- --committee SLUG FILE.tar.gz   importa un archivio come nuovo comitato SLUG`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const at = args.indexOf('--committee');
  const committee = at === -1 ? undefined : args[at + 1];
  const rest = at === -1 ? args : args.filter((_arg, index) => index !== at && index !== at + 1);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => !arg.startsWith('--'));
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (
    (command !== 'backup' && command !== 'restore') ||
    files.length !== 1 ||
    unknown.length > 0 ||
    (command === 'backup' && force) ||
    (at !== -1 && (!committee || committee.startsWith('--') || force))
  ) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0] as string);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const logger = createLogger(process.env.LOG_LEVEL || 'warn');
  const started = Date.now();
  try {
    if (command === 'restore' && committee) {
      const imported = await importCommitteeArchive(config, logger, file, committee);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `Comitato "${committee}" importato da ${file}: ${imported.rows} righe, ${imported.manifest.files.length} file (${seconds} s). I suoi domini propri vanno aggiunti nella schermata Comitati.`,
      );
      return 0;
    }
    const manifest =
      command === 'backup'
        ? await backupDatabase(config, logger, file, committee)
        : await restoreDatabase(config, logger, file, force);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      command === 'backup'
        ? `Backup scritto in ${file}: ${manifest.tables.length} tabelle, ${rows} righe, ${manifest.files.length} file (${seconds} s)`
        : `Ripristino completato da ${file}: ${manifest.tables.length} tabelle, ${rows} righe, ${manifest.files.length} file (${seconds} s)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(`${command}: ${error.message}`);
    } else {
      logger.error({ err: error }, `${command} non riuscito`);
      console.error(`${command} non riuscito: ${(error as Error).message}`);
    }
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
