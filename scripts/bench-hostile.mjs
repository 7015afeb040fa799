// `npm run bench:hostile`: what a flood of large bodies to the public routes costs the built
// server in memory. Starts it (own DATA_DIR in a temporary folder, embedded PostgreSQL, no
// demo content), reads its resident memory (VmRSS of /proc/<pid>/status, Linux), sends 20
// parallel 40 MB multipart requests without a token (to POST /api/contacts,
// POST /api/auth/login and POST /graphql with the CSRF preflight header), samples the
// memory while they run and again once they are over, and prints the growth. The target:
// less than 50 MB after the flood (the exit code says whether it was met).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const REQUESTS = 20;
const BODY_BYTES = 40 * 1024 * 1024;
const TARGET_GROWTH_MB = 50;
const ROUTES = ['/api/contacts', '/api/auth/login', '/graphql'];

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

async function waitFor(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`il server è uscito (codice ${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`il server non risponde su ${url}`);
}

/** Resident memory of a process, in MB. */
function rssMb(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * One multipart request announcing and sending BODY_BYTES (a file part of zeros), as fast
 * as the server reads it; resolves with the status of the answer (or how it ended).
 */
function floodOne(port, route) {
  const boundary = '----flood';
  // The fields of a contact message (REST) or of the GraphQL multipart request spec (an
  // upload to createDocument), then a file part that fills the rest of the 40 MB.
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const operations = JSON.stringify({
    query:
      'mutation ($file: Upload!) { createDocument(title: "x", category: "Bilanci", file: $file) { id } }',
    variables: { file: null },
  });
  const fields =
    route === '/graphql'
      ? field('operations', operations) + field('map', JSON.stringify({ 0: ['variables.file'] }))
      : field('name', 'Maria') +
        field('email', 'maria@example.it') +
        field('subject', 'Oggetto') +
        field('message', 'Messaggio');
  const head = Buffer.from(
    fields +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="x.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024);
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve(outcome);
    };
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: route,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(BODY_BYTES),
        'apollo-require-preflight': 'true',
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => finish(String(res.statusCode)));
    });
    req.on('error', (error) => finish(error.code ?? 'errore'));
    let sent = 0;
    const write = () => {
      if (sent === 0) {
        req.write(head);
        sent += head.length;
      }
      while (!done && sent < BODY_BYTES - tail.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, BODY_BYTES - tail.length - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      if (!done) req.end(tail);
    };
    write();
  });
}

if (!existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Server non compilato: esegui prima `npm run build` (o `npm start`).');
  process.exit(1);
}
if (!existsSync('/proc/self/status')) {
  console.error('Serve /proc (Linux) per leggere la memoria residente del server.');
  process.exit(1);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-hostile-'));
const port = await freePort(4170);
const app = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => stop().then(() => process.exit(130)));

let met = false;
try {
  await waitFor(`http://127.0.0.1:${port}/healthz`, app);
  // A few ordinary requests first, so that what is measured is the flood, not the warm-up.
  for (let i = 0; i < 20; i += 1) await fetch(`http://127.0.0.1:${port}/api/news`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = rssMb(app.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(app.pid));
  }, 20);
  const started = Date.now();
  const outcomes = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) => floodOne(port, ROUTES[i % ROUTES.length])),
  );
  const elapsed = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  clearInterval(sampler);
  const after = rssMb(app.pid);
  const counts = {};
  outcomes.forEach((outcome, i) => {
    const key = `${ROUTES[i % ROUTES.length]} ${outcome}`;
    counts[key] = (counts[key] ?? 0) + 1;
  });
  const growth = after - before;
  met = growth < TARGET_GROWTH_MB;
  console.log(
    `\n${REQUESTS} richieste multipart parallele di 40 MB, senza token, in ${elapsed} ms`,
  );
  for (const [key, count] of Object.entries(counts)) console.log(`  ${key}: ${count}`);
  console.log(`Memoria residente del server (MB):`);
  console.log(`  prima        ${before.toFixed(1)}`);
  console.log(`  picco        ${peak.toFixed(1)}  (+${(peak - before).toFixed(1)})`);
  console.log(`  dopo         ${after.toFixed(1)}  (+${growth.toFixed(1)})`);
  console.log(
    `Obiettivo: crescita < ${TARGET_GROWTH_MB} MB dopo le richieste: ${met ? 'raggiunto' : 'NON raggiunto'}`,
  );
} finally {
  await stop();
}
process.exit(met ? 0 : 1);
