// The BUILT server (server/dist, web/dist, admin/dist) as a child process on a free port,
// with a fresh data folder (its embedded PostgreSQL): the one of the whole browser run
// (global-setup.ts), or one a test starts with settings of its own (an SMTP server).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`il server è terminato con codice ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`il server non ha risposto su ${url}/healthz entro ${timeoutMs} ms`);
}

export interface BuiltServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the built server with env added to the defaults; resolves once /healthz answers. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  for (const built of [
    'server/dist/main.js',
    'web/dist/index.html',
    'web/dist-ssr/entry-server.js',
    'admin/dist/index.html',
  ]) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} non esiste: esegui prima "npm run build"`);
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cri-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealth(baseURL, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return {
    baseURL,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
