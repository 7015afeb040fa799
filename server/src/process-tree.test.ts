// One life for the process tree of `npm start` (scripts/start.mjs), with real processes:
// npm -> sh -> node scripts/start.mjs -> node server/dist/main.js -> embedded postmaster.
// SIGTERM, SIGINT or SIGHUP to npm stop the server and its PostgreSQL cleanly, finishing a
// request in flight; when npm or start.mjs is killed outright the server stops as well.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './platform/db/embedded-postgres.js';
import { ensureBuiltServer } from './testing/built-server.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const TIMEOUT = 60_000;

interface Tree {
  npm: ChildProcess;
  output(): string;
  url: string;
  /** node scripts/start.mjs */
  starter: number;
  /** node server/dist/main.js */
  server: number;
  postmaster: number;
}

/** Children of a process, from /proc. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
        found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The first descendant of `pid` whose command line contains `text`. */
function descendant(pid: number, text: string): number | undefined {
  for (const child of childrenOf(pid)) {
    if (commandLine(child).includes(text)) return child;
    const deeper = descendant(child, text);
    if (deeper) return deeper;
  }
  return undefined;
}

async function until<T>(what: string, probe: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timeout: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start', () => {
  let dataDir: string;
  const trees: Tree[] = [];

  beforeAll(async () => {
    await ensureBuiltServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-tree-test-'));
  }, 180_000);

  afterEach(() => {
    // Whatever a failed test left running.
    for (const tree of trees.splice(0)) {
      for (const pid of [tree.server, tree.starter, tree.npm.pid ?? 0]) {
        if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
      }
      if (isAlive(tree.postmaster)) process.kill(tree.postmaster, 'SIGQUIT');
    }
  });

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<Tree> {
    const npm = spawn('npm', ['start', '--', '--no-build'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED: 'false',
        LOG_LEVEL: 'info',
        BACKUP_KEEP: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const partial = { npm, output: () => output } as Tree;
    trees.push(partial);
    const url = await until(
      'server avviato',
      () => /"url":"(http:\/\/[^"]+)","msg":"server avviato"/.exec(output)?.[1],
      // npm, the launcher, the server and PostgreSQL: a few seconds idle, far more under load.
      TIMEOUT - 10_000,
    );
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    Object.assign(partial, {
      url,
      starter: descendant(npm.pid!, 'scripts/start.mjs'),
      server: descendant(npm.pid!, 'dist/main.js'),
      postmaster: Number(readFileSync(pidFile, 'utf8').split('\n')[0]),
    });
    expect(partial.starter).toBeGreaterThan(0);
    expect(partial.server).toBeGreaterThan(0);
    expect(isAlive(partial.postmaster)).toBe(true);
    return partial;
  }

  async function expectAllStopped(tree: Tree): Promise<void> {
    await until('every process stopped', () =>
      [tree.server, tree.starter, tree.postmaster].every((pid) => !isAlive(pid)) ? true : undefined,
    );
    await until(
      'npm exited',
      () => tree.npm.exitCode !== null || tree.npm.signalCode !== null || undefined,
    );
    // The server's last lines may still be in the pipe when the processes are gone.
    await until('the server logged its shutdown', () =>
      tree.output().includes('arresto completato'),
    );
    expect(tree.output()).not.toContain('secondo segnale');
    // Stopped with pg_ctl, not left for the next start to recover.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }

  it(
    'SIGTERM to npm: the request in flight is finished, then server and PostgreSQL stop',
    async () => {
      const tree = await start();
      const body = JSON.stringify({
        name: 'Luca Verdi',
        email: 'luca.verdi@example.it',
        subject: 'Donazione del sangue',
        message: 'Quando si terrà la prossima raccolta di sangue in sede?',
      });
      const target = new URL('/api/contacts', tree.url);
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          target,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        // Half the body now, the rest once the shutdown has begun.
        request.write(body.slice(0, 20));
        void until(
          'shutdown begun',
          () => tree.output().includes('arresto in corso') || undefined,
        ).then(() => setTimeout(() => request.end(body.slice(20)), 300), reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      tree.npm.kill('SIGTERM');
      const done = await answer;
      expect(done.status).toBe(201);
      expect(JSON.parse(done.text)).toMatchObject({ message: expect.stringContaining('inviato') });
      await expectAllStopped(tree);
    },
    TIMEOUT,
  );

  for (const signal of ['SIGINT', 'SIGHUP'] as const) {
    it(
      `${signal} to npm stops server and PostgreSQL cleanly`,
      async () => {
        const tree = await start();
        tree.npm.kill(signal);
        await expectAllStopped(tree);
      },
      TIMEOUT,
    );
  }

  it(
    'npm killed outright: the server notices and stops with its PostgreSQL',
    async () => {
      const tree = await start();
      tree.npm.kill('SIGKILL');
      await expectAllStopped(tree);
      expect(tree.output()).toContain('arresto in corso');
    },
    TIMEOUT,
  );

  it(
    'start.mjs killed outright: the server sees its lifeline close and stops',
    async () => {
      const tree = await start();
      process.kill(tree.starter, 'SIGKILL');
      await expectAllStopped(tree);
      expect(tree.output()).toContain('processo padre terminato');
    },
    TIMEOUT,
  );
});
