// The Node versions the project supports: the root package.json's `engines` (Node 20.19
// and later) must be met by every package the lockfile installs, so that `npm install` on
// Node 20 prints no EBADENGINE warning; and the Node 24 the tests also run on (the
// production image's) must be one those engines accept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/** Whether npm installs the package on this machine (platform builds for others it skips). */
function installedHere(entry: LockEntry): boolean {
  const allows = (list: string[] | undefined, value: string) =>
    !list || list.some((item) => item === value || (item.startsWith('!') && item !== `!${value}`));
  return allows(entry.os, process.platform) && allows(entry.cpu, process.arch);
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

// The Node 24 release of `npm run test:node24` (a script that runs when imported, so read).
const NODE24_VERSION = /NODE24_VERSION = '([^']+)'/.exec(
  readFileSync(path.join(repoRoot, 'scripts', 'test-node24.mjs'), 'utf8'),
)?.[1] as string;

const rootManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;

/** The lowest Node release the project says it supports, e.g. 20.19.0 for ">=20.19". */
const oldestSupported = semver.minVersion(rootManifest.engines.node)?.version;

describe('Node versions', () => {
  it('declares a lowest supported Node 20 release', () => {
    expect(oldestSupported).toBeDefined();
    expect(semver.major(oldestSupported!)).toBe(20);
  });

  it('installs no package whose engines refuse that release or Node 24', () => {
    const refused: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      // npm reads engines as an object; the old array form is not checked by npm either.
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!where || !range || !installedHere(entry)) continue;
      for (const node of [oldestSupported!, NODE24_VERSION]) {
        if (!semver.satisfies(node, range, { includePrerelease: true })) {
          refused.push(`${where}@${entry.version} (node ${range}) rifiuta Node ${node}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
