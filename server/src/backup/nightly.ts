// Nightly backups of the embedded database (main.ts schedules them when no DATABASE_URL
// is set and BACKUP_KEEP > 0): one archive a night at NIGHTLY_BACKUP_HOUR (server local
// time) into BACKUP_DIR, named by its time, keeping the newest BACKUP_KEEP archives. The
// folder is its owner's only (0700), as each archive is (0600, archive.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { ARCHIVE_DIR_MODE } from './archive.js';

/** The hour of the night the backup runs (local time): the site's quietest. */
export const NIGHTLY_BACKUP_HOUR = 3;
const NAME = /^comitato-\d{8}-\d{6}\.tar\.gz$/;

/** The next NIGHTLY_BACKUP_HOUR:00 strictly after `now`. */
export function nextNightlyRun(now: Date): Date {
  const next = new Date(now);
  next.setHours(NIGHTLY_BACKUP_HOUR, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** comitato-YYYYMMDD-HHMMSS.tar.gz (local time): names sort as the times do. */
export function nightlyBackupName(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `comitato-${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}.tar.gz`;
}

/** Deletes the nightly archives beyond the newest `keep`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}

export interface NightlyBackupOptions {
  dir: string;
  keep: number;
  logger: Logger;
  /** Writes one archive to the given file. */
  backup(file: string): Promise<unknown>;
}

/** One nightly run: the archive, then the pruning. Failures are logged, never thrown. */
export async function runNightlyBackup({
  dir,
  keep,
  logger,
  backup,
}: NightlyBackupOptions): Promise<string | undefined> {
  const file = path.join(dir, nightlyBackupName(new Date()));
  try {
    await fs.mkdir(dir, { recursive: true, mode: ARCHIVE_DIR_MODE });
    // A folder made before (or by hand, or under another umask) is closed too.
    await fs.chmod(dir, ARCHIVE_DIR_MODE);
    await backup(file);
    const removed = await pruneBackups(dir, keep);
    logger.info({ file, removed }, 'backup notturno completato');
    return file;
  } catch (error) {
    logger.error({ err: error, file }, 'backup notturno non riuscito');
    return undefined;
  }
}

/** Schedules runNightlyBackup every night; stop() cancels and waits for a run in progress. */
export function scheduleNightlyBackups(options: NightlyBackupOptions): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const delay = nextNightlyRun(new Date()).getTime() - Date.now();
    timer = setTimeout(() => {
      running = runNightlyBackup(options).finally(() => {
        running = undefined;
        plan();
      });
    }, delay);
    timer.unref();
  };
  plan();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
