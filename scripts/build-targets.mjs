// What `npm start` builds and how it tells a build is stale (shared with scripts/backup.mjs):
// each target's output against the newest of its sources.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

export const root = path.resolve(import.meta.dirname, '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time under the given files and folders (node_modules and dist skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(entry, name));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return latest;
}

export function isStale(output, sources) {
  const target = path.join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newest(sources);
}

export function run(command, args, label) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', (error) => {
      console.error(`[start] ${label}: ${error.message}`);
      resolve(false);
    });
  });
}

export const targets = [
  {
    label: 'server',
    required: true,
    output: 'server/dist/main.js',
    sources: [
      'server/src',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
      'tsconfig.json',
      'server/package.json',
    ],
    build: [npm, ['exec', '--', 'tsc', '-p', 'server/tsconfig.build.json']],
  },
  {
    label: 'editor GraphQL',
    required: false,
    output: 'server/dist/ide/index.html',
    sources: ['server/ide'],
    build: [npm, ['run', 'build:ide', '-w', 'server']],
  },
  ...['web', 'admin'].map((app) => ({
    label: app === 'web' ? 'sito pubblico' : 'area amministrativa',
    required: false,
    app,
    // The site's last output is its server render (npm run build -w web builds it second).
    output: app === 'web' ? 'web/dist-ssr/entry-server.js' : `${app}/dist/index.html`,
    sources: [
      `${app}/src`,
      `${app}/public`,
      `${app}/index.html`,
      `${app}/vite.config.ts`,
      `${app}/build`,
      `${app}/package.json`,
      'schema',
    ],
    build: [npm, ['run', 'build', '-w', app]],
  })),
];

export function buildable(target) {
  if (!target.app) return true;
  const dir = path.join(root, target.app);
  return existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, 'vite.config.ts'));
}
