// The embedded PostgreSQL keeps its data across restarts and recovers from a previous
// process that died without stopping it (SIGKILL leaves the postmaster running).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAlive,
  startEmbeddedPostgres,
  startTimeOf,
  type RunningPostgres,
} from './embedded-postgres.js';

const logger = pino({ level: 'silent' });

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  const running: RunningPostgres[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-pg-test-'));
  });

  afterAll(async () => {
    for (const postgres of running) await postgres.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('initialises a cluster under DATA_DIR/postgres and keeps the data after a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir, logger, tuning: 'fast' });
    await first.ensureDatabase('app');
    await query(
      first.connectionUrl('app'),
      'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$ciao$$)',
    );
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, logger, tuning: 'fast' });
    running.push(second);
    expect(second.port).not.toBe(5432);
    expect(await query(second.connectionUrl('app'), 'SELECT value FROM kept')).toEqual([
      { value: 'ciao' },
    ]);
    const state = JSON.parse(await fs.readFile(path.join(dataDir, 'postgres.json'), 'utf8')) as {
      port: number;
    };
    expect(state.port).toBe(second.port);
    await expect(fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).resolves.toBeTruthy();
    await second.stop();
    running.pop();
  });

  it('stops a postmaster orphaned by a killed owner, then starts again with the data', async () => {
    // No supervision: its owner is about to be "dead", and a dead owner supervises nothing.
    const orphan = await startEmbeddedPostgres({
      dataDir,
      logger,
      tuning: 'fast',
      supervise: false,
    });
    // Simulate the owner dying with SIGKILL: the postmaster keeps running and the state
    // file names an owner process that no longer exists.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    const stateFile = path.join(dataDir, 'postgres.json');
    const state = JSON.parse(await fs.readFile(stateFile, 'utf8')) as Record<string, unknown>;
    await fs.writeFile(stateFile, JSON.stringify({ ...state, ownerPid: dead.pid }));
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const orphanPid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);

    const recovered = await startEmbeddedPostgres({ dataDir, logger, tuning: 'fast' });
    running.push(recovered);
    expect(isAlive(orphanPid)).toBe(false);
    expect(await query(recovered.connectionUrl('app'), 'SELECT value FROM kept')).toEqual([
      { value: 'ciao' },
    ]);
    expect(orphan.port).toBeGreaterThan(0);
  });

  it('removes a stale postmaster.pid left by a crashed server', async () => {
    await running.pop()?.stop();
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    await fs.writeFile(pidFile, `${dead.pid}\n${path.join(dataDir, 'postgres')}\n0\n5499\n`);

    const restarted = await startEmbeddedPostgres({ dataDir, logger, tuning: 'fast' });
    running.push(restarted);
    expect(await query(restarted.connectionUrl('app'), 'SELECT value FROM kept')).toEqual([
      { value: 'ciao' },
    ]);
  });

  it('refuses a DATA_DIR whose cluster belongs to another live server process', async () => {
    // The cluster's last owner stops it first: left running, its supervision would go on
    // restarting the postmaster that the start below takes over, after this test ended.
    await running.pop()?.stop();
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const stateFile = path.join(dataDir, 'postgres.json');
      const state = JSON.parse(await fs.readFile(stateFile, 'utf8')) as Record<string, unknown>;
      const ownerPid = owner.pid ?? 0;
      const ownerStarted = startTimeOf(ownerPid);
      await fs.writeFile(stateFile, JSON.stringify({ ...state, ownerPid, ownerStarted }));
      await expect(startEmbeddedPostgres({ dataDir, logger, tuning: 'fast' })).rejects.toThrow(
        /già in uso/,
      );
      // The same pid with another start time is a recycled pid, not the owner: the start goes on.
      await fs.writeFile(stateFile, JSON.stringify({ ...state, ownerPid, ownerStarted: '1' }));
      const restarted = await startEmbeddedPostgres({ dataDir, logger, tuning: 'fast' });
      running.push(restarted);
      expect(await query(restarted.connectionUrl('app'), 'SELECT value FROM kept')).toEqual([
        { value: 'ciao' },
      ]);
    } finally {
      owner.kill('SIGKILL');
    }
  });
});
