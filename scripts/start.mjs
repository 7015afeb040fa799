// `npm start`: the whole product on http://localhost:4000 (PORT) from a fresh clone.
// Builds what is missing or older than its sources (server, GraphQL IDE, public site,
// admin), then runs the built server in the foreground. An app that has no buildable
// source yet, or whose build fails, is skipped with a warning: the rest still starts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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

function isStale(output, sources) {
  const target = path.join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newest(sources);
}

function run(command, args, label) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', (error) => {
      console.error(`[start] ${label}: ${error.message}`);
      resolve(false);
    });
  });
}

const targets = [
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
    output: `${app}/dist/index.html`,
    sources: [
      `${app}/src`,
      `${app}/public`,
      `${app}/index.html`,
      `${app}/vite.config.ts`,
      `${app}/package.json`,
      'schema',
    ],
    build: [npm, ['run', 'build', '-w', app]],
  })),
];

function buildable(target) {
  if (!target.app) return true;
  const dir = path.join(root, target.app);
  return existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, 'vite.config.ts'));
}

for (const target of targets) {
  if (!buildable(target)) {
    console.log(`[start] ${target.label}: nessuna app da compilare, salto`);
    continue;
  }
  if (!isStale(target.output, target.sources)) continue;
  console.log(`[start] compilo ${target.label}...`);
  const started = Date.now();
  const ok = await run(target.build[0], target.build[1], target.label);
  if (ok) {
    console.log(
      `[start] ${target.label} compilato in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else if (target.required) {
    console.error(`[start] compilazione di ${target.label} non riuscita`);
    process.exit(1);
  } else {
    console.warn(`[start] compilazione di ${target.label} non riuscita: avvio senza`);
  }
}

const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '4000' },
  // Its own process group: a Ctrl-C reaches it once, through us, not twice.
  detached: true,
});
// The server handles SIGINT/SIGTERM itself (graceful shutdown); pass them on and wait.
// npm may relay the terminal's Ctrl-C a second time: forward only the first signal, since
// a second one tells the server to give up on the graceful shutdown.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!forwarded) server.kill(signal);
    forwarded = true;
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
