// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: compiles the server
// when it is missing or older than its sources (as `npm start` does), then runs its
// backup command (server/src/backup/cli.ts) with the same environment and arguments.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { isStale, root, run, targets } from './build-targets.mjs';

const server = targets.find((target) => target.label === 'server');
if (isStale(server.output, server.sources)) {
  console.log('[backup] compilo il server...');
  if (!(await run(server.build[0], server.build[1], server.label))) {
    console.error('[backup] compilazione del server non riuscita');
    process.exit(1);
  }
}

const command = spawn(process.execPath, ['server/dist/backup/cli.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
