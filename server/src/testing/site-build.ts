// The public site built for tests that need its server render (http/pages.ts): the
// browser build and the SSR bundle, inside the repository (ignored by git) so that the
// bundle's imports of react & co. resolve to its node_modules.
// Built once for the sources it comes from: the folder is named after a hash of the
// site's sources, its build configuration and the lockfile, so the test files that need
// it (run at the same time, in processes of their own) share one build, the first one to
// ask builds it while the others wait, and a later run with the same sources reuses it.
// A build for other sources is removed when a new one is made.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const webDir = path.join(repoRoot, 'web');
const testData = path.join(repoRoot, '.test-data');
const PREFIX = 'site-';
/** How often a test waiting for another process's build looks again. */
const WAIT_MS = 500;

export interface BuiltSite {
  /** The folder of both builds. */
  dir: string;
  /** What config.webDist and config.webSsrEntry take. */
  webDist: string;
  webSsrEntry: string;
}

/** What the build depends on: web/ without its outputs, and the lockfile. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile())
        hash.update(path.relative(repoRoot, full)).update(readFileSync(full));
    }
  };
  visit(webDir);
  hash.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

function siteIn(dir: string): BuiltSite {
  return {
    dir,
    webDist: path.join(dir, 'dist'),
    webSsrEntry: path.join(dir, 'dist-ssr', 'entry-server.js'),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The builder's pid in its lock, or undefined when it cannot be read (just being written). */
async function lockOwner(lock: string): Promise<number | undefined> {
  const pid = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''));
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function build(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const run = promisify(execFile);
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const options = { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } };
  const site = siteIn(dir);
  await run(process.execPath, [vite, 'build', '--outDir', site.webDist], options);
  await run(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.dirname(site.webSsrEntry)],
    options,
  );
}

/** The site built from the current sources (about a minute on two busy cores when it is not built yet). */
export async function buildSite(): Promise<BuiltSite> {
  const name = `${PREFIX}${sourcesHash()}`;
  const dir = path.join(testData, name);
  const done = path.join(dir, 'built');
  const lock = path.join(testData, `${name}.lock`);
  await mkdir(testData, { recursive: true });
  for (;;) {
    if (existsSync(done)) return siteIn(dir);
    try {
      await mkdir(lock);
    } catch {
      // Another process builds it: wait, unless that process is gone.
      const owner = await lockOwner(lock);
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if ((owner !== undefined && !isRunning(owner)) || (owner === undefined && age > 10_000))
        await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      continue;
    }
    try {
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      await build(dir);
      await writeFile(done, new Date().toISOString());
      for (const entry of await readdir(testData))
        if (entry.startsWith(PREFIX) && entry !== name && !entry.endsWith('.lock'))
          await rm(path.join(testData, entry), { recursive: true, force: true });
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}
