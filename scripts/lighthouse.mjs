// `npm run lighthouse`: Lighthouse (mobile preset) on /, /progetti, /news and the first
// news item's /notizie/{id} of the built product, in Debian's Chromium through
// chrome-launcher. Prints the four
// category scores per page against the targets (100 each, LCP at most 1.2 s), and the
// initial JavaScript of /: the modules that its page has the boot script load after the
// first paint (gzip), and every script the browser actually transferred while loading /
// without any interaction (Lighthouse's network records: the parts of the page that
// hydrate when needed load only if they are near the viewport).
//
// Without LIGHTHOUSE_URL it starts the built server (server/dist/main.js) on a free
// port with a temporary DATA_DIR and demo content (SEED=true), and stops it at the
// end. LIGHTHOUSE_URL=http://host:port measures a server that already runs.
// LIGHTHOUSE_REPORT_DIR=folder also writes each page's full HTML and JSON reports there.
// Each page is measured LIGHTHOUSE_RUNS times (3) and the run with the median performance
// score is the one reported, as Lighthouse's documentation on variability advises: one run
// on a shared machine moves by several points; every run's score is printed as well.
// Exit code 1 when a page misses a target or the initial JavaScript exceeds its budget.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';

const repoRoot = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/progetti', '/news'];

/** The four pages: the lists and the first news item's page (its id from the API). */
async function pagesOf(baseUrl) {
  const response = await fetch(`${baseUrl}/api/news`);
  if (!response.ok) throw new Error(`GET /api/news: ${response.status}`);
  const [first] = await response.json();
  return first ? [...PAGES, `/notizie/${first.id}`] : PAGES;
}
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** The issue's targets: 100 in every category, and a Largest Contentful Paint of at most 1.2 s. */
const CATEGORIES = [
  { id: 'performance', label: 'Performance', target: 100 },
  { id: 'accessibility', label: 'Accessibilità', target: 100 },
  { id: 'best-practices', label: 'Best practices', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
];
const LCP_TARGET_MS = 1200;
/** Budget of the JavaScript that / loads before any interaction (gzip), from the issue. */
const INITIAL_JS_BUDGET_KB = 150;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`il server è terminato con codice ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`il server non ha risposto su ${baseUrl}/healthz entro ${timeoutMs} ms`);
}

/** Starts the built server; returns its URL and a stop function. */
async function startServer() {
  for (const built of [
    'server/dist/main.js',
    'web/dist/index.html',
    'web/dist-ssr/entry-server.js',
  ]) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} non esiste: esegui prima "npm run build"`);
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cri-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED: 'true',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${output.join('')}`);
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The modules that the served page of / has its boot script load after the first paint
 * (the JSON list #app-modules, web/vite.config.ts), with their gzip size.
 */
async function entryJavaScript(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const list = html.match(/<script type="application\/json" id="app-modules">([^<]*)<\/script>/);
  if (!list) throw new Error('la pagina / non ha la lista dei moduli #app-modules');
  const urls = JSON.parse(list[1]).map((ref) => new URL(ref, `${baseUrl}/`).href);
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ url, raw: body.length, gzip: gzipSync(body).length });
  }
  return files;
}

/** Scripts of the page's own host transferred while Lighthouse loaded it. */
function transferredScripts(lhr, baseUrl) {
  const host = new URL(baseUrl).host;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' && new URL(item.url).host === host)
    .map((item) => ({
      url: item.url,
      transfer: item.transferSize ?? 0,
      raw: item.resourceSize ?? 0,
    }));
}

/** The failing audits of a category that weigh on its score, for a quick diagnosis. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map(
      (audit) =>
        `${audit.id} (${audit.score === 0 ? 0 : Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

/** One Lighthouse run; a trace lost on a busy machine (e.g. NO_NAVSTART) is retried once. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: { onlyCategories: CATEGORIES.map((c) => c.id) },
      },
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, ripeto la misura`);
  }
}

async function main() {
  const server = process.env.LIGHTHOUSE_URL ? null : await startServer();
  const baseUrl = (process.env.LIGHTHOUSE_URL ?? server.baseUrl).replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  let failed = false;
  try {
    console.log(`Lighthouse (preset mobile) su ${baseUrl}\n`);
    const results = [];
    for (const page of await pagesOf(baseUrl)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await audit(`${baseUrl}${page}`, chrome.port));
      const byScore = runs.toSorted(
        (a, b) => a.categories.performance.score - b.categories.performance.score,
      );
      const lhr = byScore[Math.floor((byScore.length - 1) / 2)];
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        const dir = path.resolve(process.env.LIGHTHOUSE_REPORT_DIR);
        await mkdir(dir, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-');
        await writeFile(path.join(dir, `${name}.report.html`), generateReport(lhr, 'html'));
        await writeFile(path.join(dir, `${name}.report.json`), JSON.stringify(lhr));
      }
      results.push({ page, lhr, runs });
    }

    const header = ['Pagina', ...CATEGORIES.map((c) => `${c.label} (≥ ${c.target})`)];
    const rows = results.map(({ page, lhr }) => [
      page,
      ...CATEGORIES.map((c) => {
        const score = Math.round((lhr.categories[c.id].score ?? 0) * 100);
        if (score < c.target) failed = true;
        return `${score}${score < c.target ? ' ✗' : ''}`;
      }),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));

    if (RUNS > 1) {
      console.log(`\nPerformance di ognuna delle ${RUNS} misure (in tabella la mediana):`);
      for (const { page, runs } of results)
        console.log(
          `  ${page}: ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')}`,
        );
    }

    for (const { page, lhr } of results) {
      for (const c of CATEGORIES) {
        const score = Math.round((lhr.categories[c.id].score ?? 0) * 100);
        if (score >= c.target) continue;
        console.log(
          `\n${page} – ${c.label} ${score}: ${failingAudits(lhr, c.id).join('; ') || 'nessun audit singolo sotto 90'}`,
        );
      }
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`)
        .join(' · ');
      console.log(`\n${page} – ${metrics}`);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      if (lcp > LCP_TARGET_MS) {
        failed = true;
        console.log(`${page} – Largest Contentful Paint oltre ${LCP_TARGET_MS / 1000} s ✗`);
      }
    }

    const entry = await entryJavaScript(baseUrl);
    const entryGzip = entry.reduce((sum, f) => sum + f.gzip, 0);
    console.log('\nJavaScript iniziale di / (la lista #app-modules della pagina, gzip):');
    for (const f of entry)
      console.log(`  ${new URL(f.url).pathname}  ${kb(f.raw)} KB  →  ${kb(f.gzip)} KB gzip`);
    console.log(`  totale ${kb(entryGzip)} KB gzip`);

    const home = results.find((r) => r.page === '/');
    const loaded = transferredScripts(home.lhr, baseUrl);
    let loadedGzip = 0;
    let loadedTransfer = 0;
    console.log(
      '\nJavaScript caricato aprendo / senza interagire (richieste di rete di Lighthouse):',
    );
    for (const f of loaded) {
      const body = Buffer.from(await (await fetch(f.url)).arrayBuffer());
      const gzip = gzipSync(body).length;
      loadedGzip += gzip;
      loadedTransfer += f.transfer;
      console.log(
        `  ${new URL(f.url).pathname}  ${kb(body.length)} KB  →  ${kb(gzip)} KB gzip (${kb(f.transfer)} KB trasferiti con le intestazioni)`,
      );
    }
    const overBudget = loadedGzip / 1024 > INITIAL_JS_BUDGET_KB;
    if (overBudget) failed = true;
    console.log(
      `  totale ${kb(loadedGzip)} KB gzip, ${kb(loadedTransfer)} KB trasferiti (budget ${INITIAL_JS_BUDGET_KB} KB gzip)${overBudget ? ' ✗' : ''}`,
    );
  } finally {
    await chrome.kill();
    await server?.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
