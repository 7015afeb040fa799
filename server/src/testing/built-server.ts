// The built server (dist/main.js) as a child process, for the tests of what only a real
// process shows: boot, signals, a SIGKILL and the restart after it. Compiles dist first
// when it is missing or older than the sources.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const mainJs = path.join(serverDir, 'dist', 'main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export async function ensureBuiltServer(): Promise<void> {
  if (existsSync(mainJs) && statSync(mainJs).mtimeMs >= newestSource(path.join(serverDir, 'src')))
    return;
  await promisify(execFile)('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: serverDir });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the URL once the server listens; rejects if the process exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [mainJs], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /"url":"(http:\/\/[^"]+)","msg":"server avviato"/.exec(output);
      if (started?.[1]) resolve(started[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`il server è uscito (codice ${code}):\n${output}`)),
    );
  });
  ready.catch(() => undefined);
  return { child, output: () => output, ready, exited };
}
