// The real process: boots on an empty DATA_DIR with its embedded PostgreSQL, shuts down
// cleanly on SIGTERM, survives a SIGKILL (the orphaned PostgreSQL is stopped and the
// next start comes up with the data), and refuses a bad configuration with the reasons.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './db/embedded-postgres.js';
import {
  ensureBuiltServer,
  startServerProcess,
  type ServerProcess,
} from './testing/built-server.js';

const BOOT_TIMEOUT = 60_000;

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

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
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

  it('refuses to start with an invalid configuration, listing the problems', async () => {
    const server = start({ PORT: 'ottanta', GRAPHQL_INTROSPECTION: 'forse' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('Configurazione non valida');
    expect(server.output()).toContain('PORT deve essere un intero');
    expect(server.output()).toContain('GRAPHQL_INTROSPECTION deve essere true o false');
  });
});
