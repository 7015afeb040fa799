// `npm start`: the whole product on http://localhost:4000 (PORT) from a fresh clone.
// Builds what is missing or older than its sources (server, GraphQL IDE, public site,
// admin), then runs the built server in the foreground. An app that has no buildable
// source yet, or whose build fails, is skipped with a warning: the rest still starts.
// `npm start -- --no-build` runs what is already built (the server must be). First of all,
// the native modules are checked against this Node (native-modules.mjs): rebuilt when
// they were built for another, or the start stops saying what to run.
//
// One life for the process tree: SIGTERM, SIGINT or SIGHUP to this process (or to the
// npm process above it) stops the server gracefully, which stops its embedded PostgreSQL;
// if this process dies anyway (SIGKILL), the server sees its IPC channel close and stops
// too; if our own parent (npm) dies, we stop the server and follow.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { buildable, isStale, npm, root, run, targets } from './build-targets.mjs';
import { ensureNativeModules } from './native-modules.mjs';

const noBuild = process.argv.includes('--no-build');

const nativeModulesLoad = await ensureNativeModules({
  root,
  rebuild: (modules) => run(npm, ['rebuild', ...modules], 'npm rebuild'),
});
if (!nativeModulesLoad) process.exit(1);

for (const target of noBuild ? [] : targets) {
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

if (!existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('[start] server non compilato: avvia senza --no-build');
  process.exit(1);
}

const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  // The IPC channel is the server's lifeline: it closes when this process dies.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // React renders the public pages on the server: its production build unless told otherwise.
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PORT: process.env.PORT ?? '4000',
  },
});
// The server handles SIGINT/SIGTERM/SIGHUP itself (graceful shutdown); pass them on and
// wait for it. A terminal's Ctrl-C reaches the server too (same process group): it treats
// the copy we relay right after as the same request, not as a second one.
let forwarded = false;
const stopServer = (signal) => {
  if (!forwarded && server.exitCode === null && server.signalCode === null) server.kill(signal);
  forwarded = true;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopServer(signal));

// Our parent gone (npm killed, terminal closed): stop as on SIGTERM. The start script runs
// us with `exec`, so that our parent is npm itself (a `sh -c` in between would swallow the
// SIGINT npm relays and outlive npm).
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid !== parent) stopServer('SIGTERM');
}, 250);
parentWatch.unref();

server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
