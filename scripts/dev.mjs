// `npm run dev`: the server with reload plus the Vite dev servers of the public site and
// the admin, which proxy /graphql and /api to the server (their vite.config.ts).
// Ports: PORT for the server (4000); WEB_PORT for the site's Vite (5173), ADMIN_DEV_PORT
// for the admin's (its vite.config.ts).
// type-graphql and MikroORM need decorator metadata, which esbuild/tsx do not emit:
// the server is compiled by `tsc --watch` and restarted by `node --watch` on its output.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [];
let stopping = false;

const colours = { tsc: 36, server: 32, web: 35, admin: 33, ide: 34 };

function prefixed(label, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines)
      target.write(`\x1b[${colours[label] ?? 0}m[${label}]\x1b[0m ${line}\n`);
  });
}

function start(label, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process groups: a Ctrl-C reaches them once, as our SIGTERM, not also from the terminal.
    detached: true,
  });
  prefixed(label, child.stdout, process.stdout);
  prefixed(label, child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) console.log(`[dev] ${label} terminato (codice ${code})`);
  });
  child.viaNpm = command === npm;
  children.push(child);
  return child;
}

function waitFor(file) {
  return new Promise((resolve) => {
    const check = () => (existsSync(file) ? resolve() : setTimeout(check, 300));
    check();
  });
}

function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    // npm does not always pass the signal on to vite or tsc: stop its whole group. The
    // server is signalled alone, once (node --watch relays it to the running server).
    if (child.viaNpm) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(0), 5_000).unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(0));
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (!existsSync(path.join(root, 'server/dist/ide/index.html'))) {
  start('ide', npm, ['run', 'build:ide', '-w', 'server']);
}
start('tsc', npm, [
  'exec',
  '--',
  'tsc',
  '-p',
  'server/tsconfig.build.json',
  '--watch',
  '--preserveWatchOutput',
]);
await waitFor(path.join(root, 'server/dist/main.js'));
const serverPort = process.env.PORT ?? '4000';
const serverUrl = `http://localhost:${serverPort}`;
start('server', process.execPath, ['--watch-path=server/dist', 'server/dist/main.js'], {
  PORT: serverPort,
});

for (const app of ['web', 'admin']) {
  if (
    existsSync(path.join(root, app, 'vite.config.ts')) &&
    existsSync(path.join(root, app, 'index.html'))
  ) {
    // Both Vite configs proxy /graphql and /api to the server: tell them where it listens.
    const extra =
      app === 'web' && process.env.WEB_PORT
        ? ['--', '--port', process.env.WEB_PORT, '--strictPort']
        : [];
    start(app, npm, ['run', 'dev', '-w', app, ...extra], {
      API_URL: serverUrl,
      ADMIN_DEV_SERVER_URL: serverUrl,
    });
  } else {
    console.log(`[dev] ${app}: nessuna app Vite ancora, salto`);
  }
}
