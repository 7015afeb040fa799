// `npm run bench`: throughput and latency of the built server against a baseline.
// Starts the built server (own DATA_DIR in a temporary folder, embedded PostgreSQL,
// demo content) and, on the same database, the minimal node:http + pg baseline
// (bench-baseline.mjs); then autocannon at 10 and 50 connections on GET /api/news,
// GET /api/projects, the public home page's GraphQL query and two server-rendered
// pages (GET / and GET /notizie/{id}; the baseline serves the very same HTML bytes from
// memory, so the ratio is the cost of the page cache's path; the pages are asked with a
// browser's user agent, so that the server counts each view in its visit statistics as it
// would a visitor's, and the ratio includes that cost; in the same rounds each page is
// also asked without a user agent, which the statistics do not count, and the ratio of
// the two is what counting costs: at least 0.95x, the visit statistics' target). Each row
// warms its sides up, then measures them in BENCH_ROUNDS rounds (3) of BENCH_DURATION
// seconds (5) each, the sides one after the other and in turn first, so that a machine
// that speeds up or slows down during the row weighs on all: a row's req/s is the median
// of its rounds, its ratio the median of the rounds' ratios. Prints req/s, p50, p99 and the
// ratios to the baseline (the target is >= 0.8x its throughput and a p99 no worse than
// 1.2x), plus the CPU time each side spent per request, the figure that a busy shared
// machine distorts least.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const warmup = Math.max(1, Math.round(duration / 2));
/** BENCH_ONLY=text measures only the rows whose name contains it (e.g. `projects`, `graphql`). */
const only = process.env.BENCH_ONLY;
const connectionCounts = [10, 50];
const TARGET_THROUGHPUT = 0.8;
const TARGET_P99 = 1.2;
/** A counted page view's throughput against an uncounted one's (modules/analytics). */
const TARGET_COUNTING = 0.95;

const HOME_QUERY = `query Home {
  allNews(perPage: 3, sortField: "date", sortOrder: "DESC") { id title excerpt category date image author }
  allProjects { id title description category startDate location participants image }
  allStats { id title value description }
}`;

/** A browser's user agent: the pages' views are counted as a visitor's (modules/analytics). */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const scenarios = [
  { name: 'GET /api/news', method: 'GET', path: '/api/news' },
  { name: 'GET /api/projects', method: 'GET', path: '/api/projects' },
  {
    name: 'POST /graphql (home)',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Home', query: HOME_QUERY }),
  },
];

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

async function waitFor(url, child, label) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${label} è uscito (codice ${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} non risponde su ${url}`);
}

/**
 * Runs autocannon; also keeps the exact latency (ms, with fractions) of every 2xx answer.
 * autocannon's own percentiles come from a histogram of whole milliseconds: at 3-5 ms,
 * that step alone can make a ratio between two servers read 1.33x when it is 1.03x.
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, exactLatencies: latencies }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

const ms = (value) => `${value.toFixed(2)} ms`;

/** The p-th percentile (0-100) of the values, nearest-rank, as HdrHistogram reports it. */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** CPU time (ms) a child process has used so far, from /proc on Linux; undefined elsewhere. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) are in clock ticks, 100 per second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function loadOptions(base, scenario, connections) {
  return {
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections,
    pipelining: 1,
  };
}

/** One round of one side: its requests, their exact latencies and the CPU it spent. */
async function measureRound(base, scenario, connections, pid) {
  const cpuBefore = cpuMs(pid);
  const result = await run({ ...loadOptions(base, scenario, connections), duration });
  const cpuAfter = cpuMs(pid);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${scenario.name} su ${base}: ${failed} risposte fallite`);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    latencies: result.exactLatencies,
    cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

/** A side's rounds as one: the median req/s, percentiles over every answer, CPU per request. */
function summary(measured) {
  const latencies = measured.flatMap((round) => round.latencies);
  const requests = measured.reduce((sum, round) => sum + round.requests, 0);
  // CPU per request: unlike req/s, it hardly depends on what else the machine is running.
  const cpuPerRequest = measured.some((round) => round.cpu === undefined)
    ? undefined
    : measured.reduce((sum, round) => sum + round.cpu, 0) / requests;
  return {
    rps: median(measured.map((round) => round.rps)),
    rounds: measured.map((round) => round.rps),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerRequest,
  };
}

if (!existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Server non compilato: esegui prima `npm run build` (o `npm start`).');
  process.exit(1);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-bench-'));
const appPort = await freePort(4150);
const basePort = await freePort(appPort + 1);
const children = [];
const stopAll = async () => {
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  await fs.rm(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

try {
  console.log(
    `Avvio del server (DATA_DIR ${dataDir}, porta ${appPort}) con i contenuti dimostrativi...`,
  );
  const app = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(appPort),
      SEED: 'true',
      NODE_ENV: 'production',
    },
    // Logs as in production (LOG_LEVEL info, one line per request), written to nowhere.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(app);
  await waitFor(`http://127.0.0.1:${appPort}/api/news`, app, 'il server');

  const { port, password } = JSON.parse(
    await fs.readFile(path.join(dataDir, 'postgres.json'), 'utf8'),
  );
  // The pages, as the server renders them, for the baseline to serve from memory.
  const appUrl = `http://127.0.0.1:${appPort}`;
  const [firstNews] = await (await fetch(`${appUrl}/api/news`)).json();
  const pagePaths = ['/', `/notizie/${firstNews.id}`];
  const pages = {};
  for (const pagePath of pagePaths) {
    const response = await fetch(`${appUrl}${pagePath}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`GET ${pagePath}: ${response.status}`);
    pages[pagePath] = await response.text();
    scenarios.push({
      name: `GET ${pagePath === '/' ? '/' : '/notizie/{id}'}`,
      method: 'GET',
      path: pagePath,
      headers: { 'user-agent': BROWSER_USER_AGENT },
      // The same page as a program asks it (no user agent): served alike, not counted.
      uncounted: { method: 'GET', path: pagePath, headers: {} },
    });
  }
  const pagesFile = path.join(dataDir, 'bench-pages.json');
  await fs.writeFile(pagesFile, JSON.stringify(pages));
  const baseline = spawn(process.execPath, ['scripts/bench-baseline.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_PAGES_FILE: pagesFile,
      PORT: String(basePort),
      DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/comitato`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(baseline);
  await waitFor(`http://127.0.0.1:${basePort}/api/news`, baseline, 'la baseline');

  const rows = [];
  const sides = {
    app: { base: `http://127.0.0.1:${appPort}`, pid: app.pid },
    base: { base: `http://127.0.0.1:${basePort}`, pid: baseline.pid },
  };
  sides.uncounted = sides.app;
  for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
    const names = scenario.uncounted ? ['app', 'base', 'uncounted'] : ['app', 'base'];
    const asked = (name) => (name === 'uncounted' ? scenario.uncounted : scenario);
    for (const connections of connectionCounts) {
      for (const name of names) {
        await run({ ...loadOptions(sides[name].base, asked(name), connections), duration: warmup });
      }
      const measured = Object.fromEntries(names.map((name) => [name, []]));
      for (let round = 0; round < rounds; round += 1) {
        // In turn first, so that no side always runs on a warmer machine.
        const shift = (rows.length + round) % names.length;
        for (const name of [...names.slice(shift), ...names.slice(0, shift)]) {
          const { base, pid } = sides[name];
          measured[name].push(await measureRound(base, asked(name), connections, pid));
        }
      }
      const ratioOf = (side, other) =>
        median(measured[side].map((round, i) => round.rps / measured[other][i].rps));
      const row = {
        scenario: scenario.name,
        connections,
        app: summary(measured.app),
        base: summary(measured.base),
        throughputRatio: ratioOf('app', 'base'),
      };
      row.p99Ratio = row.app.p99 / row.base.p99;
      if (measured.uncounted) {
        row.uncounted = summary(measured.uncounted);
        row.countingRatio = ratioOf('app', 'uncounted');
      }
      rows.push(row);
      console.log(
        `${row.scenario.padEnd(22)} c=${String(connections).padEnd(3)} server ${row.app.rps.toFixed(0).padStart(6)} req/s ` +
          `p50 ${ms(row.app.p50)} p99 ${ms(row.app.p99)} | baseline ${row.base.rps.toFixed(0).padStart(6)} req/s ` +
          `p50 ${ms(row.base.p50)} p99 ${ms(row.base.p99)} | ${row.throughputRatio.toFixed(2)}x req/s, ${row.p99Ratio.toFixed(2)}x p99` +
          ` | per round: ${measured.app.map((round, i) => (round.rps / measured.base[i].rps).toFixed(2)).join(', ')}` +
          (row.uncounted
            ? ` | senza conteggio ${row.uncounted.rps.toFixed(0)} req/s, conteggio ${row.countingRatio.toFixed(3)}x`
            : ''),
      );
    }
  }

  const cpu = (value) => (value === undefined ? 'n/d' : `${value.toFixed(2)} ms`);
  console.log(
    '\n| richiesta | conn. | server req/s | p50 | p99 | CPU/req | baseline req/s | p50 | p99 | CPU/req | req/s vs baseline | p99 vs baseline |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${r.connections} | ${r.app.rps.toFixed(0)} | ${ms(r.app.p50)} | ${ms(r.app.p99)} | ${cpu(r.app.cpuPerRequest)} | ` +
        `${r.base.rps.toFixed(0)} | ${ms(r.base.p50)} | ${ms(r.base.p99)} | ${cpu(r.base.cpuPerRequest)} | ` +
        `${r.throughputRatio.toFixed(2)}x | ${r.p99Ratio.toFixed(2)}x |`,
    );
  }
  const counted = rows.filter((r) => r.uncounted);
  if (counted.length > 0) {
    console.log(
      '\n| pagina | conn. | contata req/s | non contata req/s | CPU/req contata | CPU/req non contata | contata vs non contata |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of counted) {
      console.log(
        `| ${r.scenario} | ${r.connections} | ${r.app.rps.toFixed(0)} | ${r.uncounted.rps.toFixed(0)} | ` +
          `${cpu(r.app.cpuPerRequest)} | ${cpu(r.uncounted.cpuPerRequest)} | ${r.countingRatio.toFixed(3)}x |`,
      );
    }
    const costly = counted.filter((r) => r.countingRatio < TARGET_COUNTING);
    console.log(
      costly.length === 0
        ? `Conteggio delle visite: ogni pagina >= ${TARGET_COUNTING}x della stessa non contata.`
        : `Conteggio delle visite: obiettivo (>= ${TARGET_COUNTING}x) mancato in ${costly.length} casi su ${counted.length}.`,
    );
  }
  // The targets are the API's; the pages' rows show what the page cache's path costs.
  const misses = rows.filter(
    (r) => !r.uncounted && (r.throughputRatio < TARGET_THROUGHPUT || r.p99Ratio > TARGET_P99),
  );
  const apiRows = rows.filter((r) => !r.uncounted).length;
  console.log(
    misses.length === 0
      ? `\nObiettivo raggiunto: ogni lista >= ${TARGET_THROUGHPUT}x della baseline, p99 <= ${TARGET_P99}x.`
      : `\nObiettivo mancato in ${misses.length} casi su ${apiRows} (>= ${TARGET_THROUGHPUT}x req/s, p99 <= ${TARGET_P99}x).`,
  );
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  const file = path.join(
    root,
    'bench-results',
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ duration, rounds, cpus: os.cpus().length, node: process.version, rows }, null, 2)}\n`,
  );
  console.log(`Risultati: ${path.relative(root, file)}`);
} finally {
  await stopAll();
}
