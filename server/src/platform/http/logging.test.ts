// Request logs are structured and never carry a password, a token or an Authorization
// header: the real app logs into a captured stream while a client logs in, sends its
// token and even puts secrets in the query string.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltServer } from '../../testing/built-server.js';
import {
  capturedLogger,
  createTestApp,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../testing/test-app.js';
import pino from 'pino';
import { createLogger, isoTimeOncePerMillisecond, safeUrl } from './logging.js';

describe('request logs', () => {
  const lines: string[] = [];
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ logLevel: 'info' }, { logger: capturedLogger(lines) });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('logs one JSON line per request without passwords, tokens or Authorization headers', async () => {
    const token = await app.loginAsAdmin();
    await fetch(`${app.url}/api/contacts?token=${token}&password=${TEST_ADMIN_PASSWORD}`, {
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
    });
    await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($p: String!) { login(username: "admin", password: $p) { token } }',
        variables: { p: TEST_ADMIN_PASSWORD },
      }),
    });
    await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'una-password-sbagliata' }),
    });
    // pino writes asynchronously through the stream: give it a tick.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const entries = lines.map(
      (line) =>
        JSON.parse(line) as { req?: { method: string; url: string }; res?: { statusCode: number } },
    );
    const requests = entries.filter((entry) => entry.req && entry.res);
    expect(
      requests.map(
        (entry) => `${entry.req?.method} ${entry.req?.url.split('?')[0]} ${entry.res?.statusCode}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login 200',
        'GET /api/contacts 200',
        'POST /graphql 200',
        'POST /api/auth/login 401',
      ]),
    );
    const everything = lines.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
    expect(everything).not.toContain('una-password-sbagliata');
    expect(everything.toLowerCase()).not.toContain('bearer');
    expect(everything).toContain('token=%5Bredatto%5D');
  });

  it('redacts secrets in whatever else is logged', () => {
    const captured: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          captured.push(chunk.toString());
          done();
        },
      }),
    );
    logger.info(
      {
        user: { username: 'admin', password: 'segreto-1' },
        token: 'segreto-2',
        headers: { authorization: 'Bearer segreto-3' },
      },
      'prova',
    );
    expect(captured.join('')).not.toMatch(/segreto-\d/);
    expect(captured.join('')).toContain('admin');
  });

  it('masks secret-looking query parameters', () => {
    expect(safeUrl('/api/news?page=2&access_token=abc&Password=x')).toBe(
      '/api/news?page=2&access_token=%5Bredatto%5D&Password=%5Bredatto%5D',
    );
    expect(safeUrl('/api/news')).toBe('/api/news');
  });

  it("writes pino's ISO time, the same within a millisecond and new at the next", () => {
    const time = isoTimeOncePerMillisecond();
    const realNow = Date.now;
    try {
      let now = Date.UTC(2026, 10, 25, 13, 21, 18, 123);
      Date.now = () => now;
      const first = time();
      expect(first).toBe(pino.stdTimeFunctions.isoTime());
      expect(first).toBe(',"time":"2026-11-25T13:21:18.123Z"');
      expect(time()).toBe(first);
      now += 1;
      expect(time()).toBe(',"time":"2026-11-25T13:21:18.124Z"');
    } finally {
      Date.now = realNow;
    }
  });
});

// The server's stdout (main.ts): lines written in batches, yet none held back for long and
// none lost when the process ends. Run in a real process, on the built module.
describe('buffered standard output', () => {
  const logging = path.resolve(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'dist',
    'platform',
    'http',
    'logging.js',
  );

  const THEN = {
    exit: 'process.exit(3);',
    stay: 'setInterval(() => {}, 1000);',
    // SIGKILL runs no exit handler: only what flush had written by then reaches stdout.
    'flush-then-kill': "logger.flush(() => process.kill(process.pid, 'SIGKILL'));",
  };

  /** A process that logs `count` lines, then exits, keeps running or flushes and is killed. */
  function logInProcess(count: number, then: keyof typeof THEN) {
    const script = `
      const { bufferedStdout, createLogger } = await import(${JSON.stringify(pathToFileURL(logging).href)});
      const logger = createLogger('info', bufferedStdout());
      for (let i = 0; i < ${count}; i++) logger.info({ i }, 'riga');
      ${THEN[then]}
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { child, output: () => output, exited };
  }

  const lineCount = (output: string) =>
    output.split('\n').filter((line) => line.includes('"msg":"riga"')).length;

  beforeAll(ensureBuiltServer, 180_000);

  it('writes every line when the process exits right after logging them', async () => {
    const run = logInProcess(2000, 'exit');
    expect(await run.exited).toBe(3);
    expect(lineCount(run.output())).toBe(2000);
  });

  it("calls flush's callback only once every line logged before is written", async () => {
    const run = logInProcess(2000, 'flush-then-kill');
    expect(await run.exited).toBeNull();
    expect(run.child.signalCode).toBe('SIGKILL');
    expect(lineCount(run.output())).toBe(2000);
  });

  it('writes a line far shorter than a batch soon after it is logged', async () => {
    const run = logInProcess(1, 'stay');
    try {
      const since = Date.now();
      while (lineCount(run.output()) === 0 && Date.now() - since < 5000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lineCount(run.output())).toBe(1);
      expect(run.child.exitCode).toBeNull();
    } finally {
      run.child.kill();
      await run.exited;
    }
  });
});
