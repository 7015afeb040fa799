// `npm run bench:committees [-- --committees N]`: one deployment of many committees
// (PLATFORM_DOMAIN=localhost, every committee on <slug>.localhost) against the same
// deployment with its first committee alone, in one run:
//   1. starts the built server (own DATA_DIR in a temporary folder, embedded PostgreSQL,
//      the demo content of the first committee), restarts it (timed) and measures, with
//      one committee, GET / (the rendered home page) and GET /api/news: throughput, p50
//      and p99, then the server's resident memory (RSS, from /proc);
//   2. adds N - 1 committees (600 in all unless --committees says otherwise), each with a
//      copy of the first committee's demo rows (news, projects, documents, registers,
//      team, slides, activities, services, timeline, settings, users, content versions),
//      by one SQL statement per table on the database's owner connection: minutes for 600
//      committees where creating each through the platform with its demo (files drawn and
//      rendered) would take hours on a small machine. The copies point at the first
//      committee's file names, which the measured answers do not read;
//   3. restarts the server and times its first start with every committee (from the spawn
//      to the first answer of the last committee's host);
//   4. measures the same two requests with their Host header spread evenly over every
//      committee's host name (autocannon cycles through one request per host), after one
//      pass over every host (each committee's first answer is computed, then kept, as a
//      visitor would find it), then the RSS again.
// Prints a table of both sets of figures and their ratios against the targets: p99 at most
// 2x and throughput at least 0.5x of one committee's, RSS at most 1 GB, and writes them to
// bench-results/. Each measure runs BENCH_ROUNDS rounds (3) of BENCH_DURATION seconds (10)
// at BENCH_CONNECTIONS (20): its req/s is the median of its rounds, its percentiles over
// every answer of them. The built server (npm run build) and the built site are required.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const committeeCount = Number(argument('--committees', 600));
if (!Number.isInteger(committeeCount) || committeeCount < 2 || committeeCount > 5000) {
  console.error('--committees vuole un numero intero tra 2 e 5000');
  process.exit(1);
}
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const DOMAIN = 'localhost';
const FIRST_SLUG = 'comitato';
const TARGET_P99 = 2;
const TARGET_THROUGHPUT = 0.5;
const TARGET_RSS_BYTES = 1024 ** 3;
/** Tables whose rows are a committee's traffic, not its content: not copied. */
const NOT_COPIED = new Set([
  'sessions',
  'password_tokens',
  'rate_limits',
  'activity_log',
  'mail_outbox',
  'mail_attachments',
  'contacts',
  'contact_replies',
]);

const webDist = process.env.WEB_DIST || path.join(root, 'web', 'dist');
for (const [file, what] of [
  [path.join(root, 'server/dist/main.js'), 'Server non compilato'],
  [path.join(webDist, 'index.html'), 'Sito non compilato'],
]) {
  if (!existsSync(file)) {
    console.error(`${what}: esegui prima \`npm run build\` (${path.relative(root, file)}).`);
    process.exit(1);
  }
}

/** A free port in the platform's range 4100-4199. */
async function freePort(start) {
  for (let port = start; port < 4200; port += 1) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('nessuna porta libera tra 4100 e 4199');
}

/** GET on 127.0.0.1:port with a Host header of our choosing (fetch would send its own). */
function get(port, pathname, host) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host, accept: 'text/html' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
  });
}

async function waitFor(port, host, child) {
  for (let i = 0; i < 3000; i += 1) {
    if (child.exitCode !== null) throw new Error(`il server è uscito (codice ${child.exitCode})`);
    try {
      if ((await get(port, '/api/news', host)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`il server non risponde per ${host}`);
}

/** Resident memory of a process (bytes): now and at its peak, from /proc on Linux. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** The p-th percentile (0-100) of the values, nearest-rank. */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** autocannon over the given requests (cycled per connection), exact latencies kept. */
function load(port, requests, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        requests,
        connections,
        pipelining: 1,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.errors + result.timeouts + result.non2xx;
        if (failed > 0)
          return reject(new Error(`${failed} risposte fallite su ${result.requests.total}`));
        resolve({ rps: result.requests.average, latencies });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

const scenarios = [
  { name: 'GET /', path: '/', headers: { accept: 'text/html' } },
  { name: 'GET /api/news', path: '/api/news', headers: {} },
];

/** One request per host, for a scenario: autocannon spreads the load evenly over them. */
const requestsFor = (scenario, hosts) =>
  hosts.map((host) => ({
    method: 'GET',
    path: scenario.path,
    headers: { ...scenario.headers, host },
  }));

async function measure(port, hosts, pid) {
  const figures = {};
  for (const scenario of scenarios) {
    // One pass over every host: each committee's answer computed once and kept.
    for (const host of hosts) {
      const answer = await get(port, scenario.path, host);
      if (answer.status !== 200) throw new Error(`${scenario.path} su ${host}: ${answer.status}`);
    }
    const requests = requestsFor(scenario, hosts);
    await load(port, requests, Math.max(1, Math.round(duration / 3)));
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      measured.push(await load(port, requests, duration));
    }
    const latencies = measured.flatMap((round) => round.latencies);
    figures[scenario.name] = {
      rps: median(measured.map((round) => round.rps)),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
    console.log(
      `  ${scenario.name.padEnd(14)} ${figures[scenario.name].rps.toFixed(0).padStart(6)} req/s ` +
        `p50 ${figures[scenario.name].p50.toFixed(2)} ms p99 ${figures[scenario.name].p99.toFixed(2)} ms`,
    );
  }
  return { figures, memory: memoryOf(pid) };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-bench-committees-'));
const port = await freePort(4150);
let server;

function startServer() {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'true',
      NODE_ENV: 'production',
      PLATFORM_DOMAIN: DOMAIN,
      WEB_DIST: webDist,
    },
    // Logs as in production (one line per request), written to nowhere.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  return child;
}

async function stopServer() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** Starts the server; the time until the given host's first answer (ms). */
async function timedStart(host) {
  const started = performance.now();
  const child = startServer();
  await waitFor(port, host, child);
  return performance.now() - started;
}

/** The committees 2..count, each with a copy of the first committee's content rows. */
async function addCommittees(count) {
  const { port: dbPort, password } = JSON.parse(
    await fs.readFile(path.join(dataDir, 'postgres.json'), 'utf8'),
  );
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/comitato`,
  });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into committees (slug, name, town, created_at, updated_at)
       select 'c' || lpad(n::text, 4, '0'), 'Comitato di prova ' || n, 'Città ' || n, now(), now()
         from generate_series(2, $1::int) as n`,
      [count],
    );
    const { rows: tables } = await client.query(
      `select table_name from information_schema.columns
        where column_name = 'committee_id' and table_schema = current_schema() order by 1`,
    );
    for (const { table_name: table } of tables) {
      if (NOT_COPIED.has(table)) continue;
      const { rows: columns } = await client.query(
        `select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = $1 and column_name <> 'committee_id'
            and coalesce(column_default, '') not like 'nextval%' and is_generated = 'NEVER'`,
        [table],
      );
      const names = columns.map((column) => `"${column.column_name}"`).join(', ');
      const copied = await client.query(
        `insert into "${table}" (${names}, "committee_id")
         select ${columns.map((column) => `t."${column.column_name}"`).join(', ')}, c.id
           from "${table}" t cross join committees c
          where t.committee_id = 1 and c.id <> 1`,
      );
      console.log(`  ${table}: ${copied.rowCount} righe`);
    }
    // The copies of the first administrator administer their committee only.
    await client.query('update users set platform_admin = false where committee_id <> 1');
    // Each committee's site under its own name.
    await client.query(
      `update settings s set name = c.name, short_name = c.name from committees c
        where s.committee_id = c.id and c.id <> 1`,
    );
    await client.query('commit');
    const { rows } = await client.query('select slug from committees order by id');
    return rows.map((row) => `${row.slug}.${DOMAIN}`);
  } finally {
    await client.end();
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
process.on('SIGINT', () =>
  stopServer()
    .then(() => fs.rm(dataDir, { recursive: true, force: true }))
    .then(() => process.exit(130)),
);

try {
  const firstHost = `${FIRST_SLUG}.${DOMAIN}`;
  console.log(`Primo avvio (DATA_DIR ${dataDir}, porta ${port}) con i contenuti dimostrativi...`);
  await timedStart(firstHost);
  await stopServer();
  // Both sets of figures on a server just started, not one still busy with its first start.
  const oneStartMs = await timedStart(firstHost);
  console.log(`Un comitato (avvio in ${(oneStartMs / 1000).toFixed(1)} s):`);
  const one = await measure(port, [firstHost], server.pid);
  await stopServer();

  console.log(`Creazione di ${committeeCount - 1} comitati con i contenuti del primo...`);
  const copyStarted = performance.now();
  // The database alone (the server is stopped): started by the server, then left to it.
  const dbServer = startServer();
  await waitFor(port, firstHost, dbServer);
  const hosts = await addCommittees(committeeCount);
  const copyMs = performance.now() - copyStarted;
  await stopServer();

  const lastHost = hosts.at(-1);
  const manyStartMs = await timedStart(lastHost);
  console.log(`${committeeCount} comitati (primo avvio in ${(manyStartMs / 1000).toFixed(1)} s):`);
  const many = await measure(port, hosts, server.pid);

  const rows = scenarios.map((scenario) => {
    const a = one.figures[scenario.name];
    const b = many.figures[scenario.name];
    return {
      scenario: scenario.name,
      one: a,
      many: b,
      throughputRatio: b.rps / a.rps,
      p99Ratio: b.p99 / a.p99,
    };
  });
  console.log(
    `\n| misura | 1 comitato | ${committeeCount} comitati | rapporto | obiettivo |\n|---|---:|---:|---:|---|`,
  );
  for (const row of rows) {
    console.log(
      `| ${row.scenario} req/s | ${row.one.rps.toFixed(0)} | ${row.many.rps.toFixed(0)} | ${row.throughputRatio.toFixed(2)}x | >= ${TARGET_THROUGHPUT}x |`,
    );
    console.log(
      `| ${row.scenario} p99 | ${ms(row.one.p99)} | ${ms(row.many.p99)} | ${row.p99Ratio.toFixed(2)}x | <= ${TARGET_P99}x |`,
    );
  }
  console.log(
    `| RSS del server | ${mb(one.memory.rss)} | ${mb(many.memory.rss)} | ${(many.memory.rss / one.memory.rss).toFixed(2)}x | <= 1 GB |`,
  );
  console.log(
    `| RSS di picco | ${mb(one.memory.peak)} | ${mb(many.memory.peak)} | ${(many.memory.peak / one.memory.peak).toFixed(2)}x | <= 1 GB |`,
  );
  console.log(
    `| avvio | ${(oneStartMs / 1000).toFixed(1)} s | ${(manyStartMs / 1000).toFixed(1)} s | ${(manyStartMs / oneStartMs).toFixed(2)}x | |`,
  );
  console.log(`\nComitati creati in ${(copyMs / 1000).toFixed(1)} s (copia SQL, server incluso).`);
  const misses = [
    ...rows
      .filter((row) => row.throughputRatio < TARGET_THROUGHPUT)
      .map((row) => `${row.scenario} req/s`),
    ...rows.filter((row) => row.p99Ratio > TARGET_P99).map((row) => `${row.scenario} p99`),
    ...(many.memory.peak > TARGET_RSS_BYTES ? ['RSS'] : []),
  ];
  console.log(
    misses.length === 0 ? 'Obiettivi raggiunti.' : `Obiettivi mancati: ${misses.join(', ')}.`,
  );
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  const file = path.join(
    root,
    'bench-results',
    `bench-committees-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        committees: committeeCount,
        duration,
        rounds,
        connections,
        cpus: os.cpus().length,
        loadAverage: os.loadavg(),
        node: process.version,
        rows,
        memory: { one: one.memory, many: many.memory },
        startMs: { one: oneStartMs, many: manyStartMs },
        copyMs,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Risultati: ${path.relative(root, file)}`);
} finally {
  await stopServer();
  await fs.rm(dataDir, { recursive: true, force: true });
}
