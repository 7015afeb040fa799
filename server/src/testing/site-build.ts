// The public site built for tests that need its server render (http/pages.ts): the
// browser build and the SSR bundle, inside the repository (ignored by git) so that the
// bundle's imports of react & co. resolve to its node_modules. Removed with removeSite().
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const webDir = path.join(repoRoot, 'web');

export interface BuiltSite {
  /** The folder of both builds. */
  dir: string;
  /** What config.webDist and config.webSsrEntry take. */
  webDist: string;
  webSsrEntry: string;
}

/** Builds the site (about a minute on two busy cores) into a folder named after `name`. */
export async function buildSite(name: string): Promise<BuiltSite> {
  const dir = path.join(repoRoot, '.test-data', `${name}-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const run = promisify(execFile);
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const options = { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } };
  const webDist = path.join(dir, 'dist');
  const ssrDist = path.join(dir, 'dist-ssr');
  await run(process.execPath, [vite, 'build', '--outDir', webDist], options);
  await run(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDist],
    options,
  );
  return { dir, webDist, webSsrEntry: path.join(ssrDist, 'entry-server.js') };
}

export async function removeSite(site: BuiltSite | undefined): Promise<void> {
  if (site) await rm(site.dir, { recursive: true, force: true });
}
