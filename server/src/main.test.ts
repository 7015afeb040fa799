// The real process: boots on an empty DATA_DIR with its embedded PostgreSQL, shuts down
// cleanly on SIGTERM, survives a SIGKILL (the orphaned PostgreSQL is stopped and the
// next start comes up with the data), restarts its PostgreSQL when it is killed under it,
// and refuses a bad configuration with the reasons.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './platform/db/embedded-postgres.js';
import {
  ensureBuiltServer,
  startServerProcess,
  type ServerProcess,
} from './testing/built-server.js';

const BOOT_TIMEOUT = 60_000;
const cli = path.resolve(import.meta.dirname, '..', 'dist', 'backup', 'cli.js');

/** The built backup command (what `npm run backup` / `npm run restore` run). */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return Number((await fs.readFile(file, 'utf8')).split('\n')[0]);
}

describe('the server process', () => {
  let dataDir: string;
  const started: ServerProcess[] = [];

  function start(extra: Record<string, string> = {}): ServerProcess {
    const server = startServerProcess({ DATA_DIR: dataDir, SEED: 'false', ...extra });
    started.push(server);
    return server;
  }

  beforeAll(async () => {
    await ensureBuiltServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-main-test-'));
  }, 180_000);

  /** Stops what a test left running (it failed before its own stop), so the next one starts clean. */
  async function stopStarted(): Promise<void> {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  }

  afterEach(stopStarted, BOOT_TIMEOUT);

  afterAll(async () => {
    await stopStarted();
    const orphan = await postmasterPid(dataDir);
    if (orphan && isAlive(orphan)) process.kill(orphan, 'SIGQUIT');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it(
    'boots with an embedded PostgreSQL, prints the generated admin password once, stops cleanly on SIGTERM',
    async () => {
      const server = start();
      const url = await server.ready;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(server.output()).toMatch(/password {2}\S{12,}/);
      const pid = await postmasterPid(dataDir);
      expect(pid && isAlive(pid)).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('arresto completato');
      expect(server.output()).not.toContain('secondo segnale');
      expect(pid && isAlive(pid)).toBe(false);
      expect(await postmasterPid(dataDir)).toBeUndefined();
    },
    BOOT_TIMEOUT,
  );

  it(
    'comes back up after a SIGKILL left its PostgreSQL running, with the data kept',
    async () => {
      const first = start();
      const url = await first.ready;
      const login = await fetch(`${url}/api/stats`);
      expect(login.status).toBe(200);
      const orphan = await postmasterPid(dataDir);

      first.child.kill('SIGKILL');
      await first.exited;
      expect(orphan && isAlive(orphan)).toBe(true);

      const second = start();
      const secondUrl = await second.ready;
      expect((await fetch(`${secondUrl}/healthz`)).status).toBe(200);
      expect(second.output()).toContain('arresto del server rimasto attivo da un avvio interrotto');
      // The admin created by the first boot is still there: no new password is printed.
      expect(second.output()).not.toMatch(/password {2}\S/);
      expect(orphan && isAlive(orphan)).toBe(false);
      second.child.kill('SIGINT');
      expect((await second.exited).code).toBe(0);
    },
    BOOT_TIMEOUT,
  );

  it(
    'restarts its PostgreSQL killed with SIGKILL and answers again within 15 s, writes included',
    async () => {
      const server = start();
      const url = await server.ready;
      const login = await fetch(`${url}/api/stats`);
      expect(login.status).toBe(200);
      const killed = await postmasterPid(dataDir);
      expect(killed && isAlive(killed)).toBe(true);

      process.kill(killed!, 'SIGKILL');
      const killedAt = Date.now();
      let status = 0;
      while (Date.now() - killedAt < 15_000) {
        status = (await fetch(`${url}/api/news?q=ripresa`).catch(() => undefined))?.status ?? 0;
        // While it is down: an honest 503, never a 500.
        expect([200, 503]).toContain(status);
        // Right after the kill, a backend of the old postmaster may still answer on a pooled
        // connection: done only once the supervisor has said it restarted PostgreSQL.
        if (
          status === 200 &&
          server.output().includes('PostgreSQL incorporato riavviato') &&
          (await fetch(`${url}/healthz`)).status === 200
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      const restarted = await postmasterPid(dataDir);
      expect(restarted).not.toBe(killed);
      expect(restarted && isAlive(restarted)).toBe(true);
      expect(server.output()).toMatch(
        /"level":50,[^\n]*"reason":"il processo postmaster \d+ è terminato[^\n]*PostgreSQL incorporato terminato inaspettatamente/,
      );
      expect(server.output()).toContain('PostgreSQL incorporato riavviato');
      // Writes work again too: a contact request is stored (201), not refused.
      const contact = await fetch(`${url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Anna Neri',
          email: 'anna.neri@example.it',
          subject: 'Corso di primo soccorso',
          message: 'Vorrei iscrivermi al prossimo corso di primo soccorso, grazie.',
        }),
      });
      expect(contact.status).toBe(201);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(restarted && isAlive(restarted)).toBe(false);
    },
    // Two starts of PostgreSQL and one of the server: on a busy machine, over a minute.
    2 * BOOT_TIMEOUT,
  );

  it(
    'backs up its embedded database while running; the archive restores into a new DATA_DIR',
    async () => {
      const server = start();
      const url = await server.ready;
      const archive = path.join(dataDir, 'copia.tar.gz');
      const backup = await runCli(['backup', archive], { DATA_DIR: dataDir });
      expect(backup).toMatchObject({ code: 0 });
      expect(backup.output).toMatch(/Backup scritto in .*copia\.tar\.gz/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      // A restore needs the server stopped.
      const refused = await runCli(['restore', archive], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('il server è in esecuzione');
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-main-restore-'));
      try {
        const restored = await runCli(['restore', archive], { DATA_DIR: otherDir });
        expect(restored).toMatchObject({ code: 0 });
        const again = start({ DATA_DIR: otherDir });
        const againUrl = await again.ready;
        // The admin came with the data: no new password is generated.
        expect(again.output()).not.toMatch(/password {2}\S/);
        expect((await fetch(`${againUrl}/api/stats`)).status).toBe(200);
        again.child.kill('SIGTERM');
        expect((await again.exited).code).toBe(0);
      } finally {
        await fs.rm(otherDir, { recursive: true, force: true });
      }
    },
    // Two boots, a backup and a restore (a new cluster, the migrations): two boots' time.
    2 * BOOT_TIMEOUT,
  );

  it('refuses to start with an invalid configuration, listing the problems', async () => {
    const server = start({ PORT: 'ottanta', GRAPHQL_INTROSPECTION: 'forse' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('Configurazione non valida');
    expect(server.output()).toContain('PORT deve essere un intero');
    expect(server.output()).toContain('GRAPHQL_INTROSPECTION deve essere true o false');
  });
});
