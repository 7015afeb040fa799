// REST request bodies under hostile input (readBody's rules, over real HTTP): routes
// without a file part take JSON only, every body is bounded by its route with a 413 that
// names the limit, and what is refused is refused from the headers, while the client is
// still sending, so a flood of large bodies never sits in the server's memory. Public
// routes check their rate limit before reading anything.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { defaultRateLimits } from '../../rate-limits.js';
import { call } from '../../testing/api-client.js';
import { BODY_RULES } from './rest-bodies.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  // One proxy hop trusted: X-Forwarded-For names the client's address.
  app = await createTestApp({
    trustProxy: 1,
    rateLimits: { ...defaultRateLimits, contactPerIp: { limit: 1, windowSeconds: 600 } },
  });
  token = await app.loginAsAdmin();
});

afterAll(async () => {
  await app.close();
});

const onlyJson = { message: 'Formato della richiesta non supportato: invia i dati in JSON' };
const contact = {
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  subject: 'Informazioni',
  message: 'Vorrei sapere se ci sono posti per il corso.',
};

interface PartialAnswer {
  status: number;
  body: unknown;
  /** Bytes of the body the client had written when the answer's headers arrived. */
  sent: number;
}

/**
 * Announces a body of `announced` bytes (or chunked when null) and sends it slowly, chunk by
 * chunk, until the server answers: the answer must come while the body is still unsent.
 * A raw socket rather than node:http's client: the server closes the connection right after
 * its answer, and a write failing then (EPIPE, ECONNRESET) must not hide the answer already
 * received, which node:http's client reports as an error before parsing the answer.
 */
function sendUntilAnswered(
  path: string,
  headers: Record<string, string>,
  announced: number | null,
  chunk = Buffer.alloc(16 * 1024, 0x61),
): Promise<PartialAnswer> {
  const url = new URL(path, app.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentWhenAnswered: number | null = null;
    const received: Buffer[] = [];
    const socket = net.connect(Number(url.port), url.hostname);
    const head = [
      `POST ${url.pathname} HTTP/1.1`,
      `Host: ${url.host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      announced === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${announced}`,
      '',
      '',
    ].join('\r\n');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`nessuna risposta dopo ${sent} byte inviati`));
    }, 10_000);
    const pump = (): void => {
      if (sentWhenAnswered !== null || socket.destroyed || !socket.writable) return;
      if (announced !== null && sent + chunk.length >= announced) return; // never complete it
      sent += chunk.length;
      socket.write(
        announced === null
          ? Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from('\r\n'),
            ])
          : chunk,
      );
      setTimeout(pump, 5);
    };
    let settled = false;
    const settle = (outcome: () => PartialAnswer): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      try {
        resolve(outcome());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const answer = (): PartialAnswer => ({
      ...parseAnswer(Buffer.concat(received)),
      sent: sentWhenAnswered ?? sent,
    });
    socket.on('data', (part: Buffer) => {
      sentWhenAnswered ??= sent;
      received.push(part);
      // Complete once its body is all here, whether the server closes or keeps the connection.
      if (isComplete(Buffer.concat(received))) settle(answer);
    });
    // Writes after the server's close fail: what it answered before is already received.
    socket.on('error', () => undefined);
    socket.on('close', () => settle(answer));
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

/** Whether a raw HTTP/1.1 answer has arrived whole. */
function isComplete(raw: Buffer): boolean {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const head = raw.subarray(0, split).toString('latin1').toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) return raw.length - split - 4 >= Number(length[1]);
  return raw.subarray(split).includes('\r\n0\r\n\r\n');
}

/** Status and JSON body of a raw HTTP/1.1 answer (Content-Length or chunked). */
function parseAnswer(raw: Buffer): { status: number; body: unknown } {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`risposta incompleta: ${raw.toString('latin1')}`);
  const [statusLine, ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const header = (name: string): string | undefined =>
    headerLines
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  let body = raw.subarray(split + 4);
  if (header('transfer-encoding') === 'chunked') {
    const parts: Buffer[] = [];
    for (let at = 0; ;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    body = body.subarray(0, Number(header('content-length') ?? body.length));
  }
  return { status, body: JSON.parse(body.toString('utf8')) };
}

const FORTY_MB = 40 * 1024 * 1024;
const multipartType = 'multipart/form-data; boundary=----limite';

describe('routes without a file part take JSON only', () => {
  it('answers 415 in Italian to multipart, urlencoded and text bodies', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(contact)) form.append(name, value);
    const multipart = await call(app.url, '/api/contacts', { form });
    expect(multipart.status).toBe(415);
    expect(multipart.body).toEqual(onlyJson);

    const loginForm = new FormData();
    loginForm.append('username', 'admin');
    loginForm.append('password', 'qualcosa');
    const login = await call(app.url, '/api/auth/login', { form: loginForm });
    expect(login.status).toBe(415);
    expect(login.body).toEqual(onlyJson);

    for (const [path, method] of [
      ['/api/auth/login', 'POST'],
      ['/api/stats', 'POST'],
    ] as const) {
      const urlencoded = await fetch(`${app.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${token}`,
        },
        body: 'username=admin&password=x&title=a',
      });
      expect(urlencoded.status).toBe(415);
      expect(await urlencoded.json()).toEqual(onlyJson);
    }
    const text = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"username":"admin"}',
    });
    expect(text.status).toBe(415);
  });

  it('still takes JSON there, and multipart forms where a file is expected', async () => {
    const sent = await call(app.url, '/api/contacts', {
      json: contact,
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(sent.status).toBe(201);
    const form = new FormData();
    form.append('title', 'Bilancio');
    form.append('category', 'Bilanci');
    form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'b.pdf');
    const document = await call(app.url, '/api/documents', { form, token });
    expect(document.status).toBe(201);
  });
});

describe('bodies are bounded by route, with a 413 that names the limit', () => {
  it('64 KB on login and contacts, JSON announced or chunked', async () => {
    const big = { ...contact, message: 'x'.repeat(70 * 1024) };
    for (const path of ['/api/contacts', '/api/auth/login']) {
      const announced = await call(app.url, path, { json: big });
      expect(announced.status).toBe(413);
      expect(announced.body).toEqual({ message: 'Richiesta troppo grande: il limite è 64 KB' });
      const chunked = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Blob([JSON.stringify(big)]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(await chunked.json()).toEqual({
        message: 'Richiesta troppo grande: il limite è 64 KB',
      });
    }
    expect(BODY_RULES.publicJson.maxBytes).toBe(64 * 1024);
  });

  it('1 MB on admin JSON routes; the file limit only on upload forms', async () => {
    // Announced over the limit: refused from its headers (fetch would report the server's
    // close while it still sends as an error, hiding the answer).
    const stat = await sendUntilAnswered(
      '/api/stats',
      { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      1024 * 1024 + 64,
    );
    expect(stat.status).toBe(413);
    expect(stat.body).toEqual({ message: 'Richiesta troppo grande: il limite è 1 MB' });
    const upload = await sendUntilAnswered(
      '/api/documents',
      { 'content-type': multipartType, authorization: `Bearer ${token}` },
      FORTY_MB,
    );
    expect(upload.status).toBe(413);
    expect(upload.body).toEqual({ message: 'Richiesta troppo grande: il limite è 12 MB' });
  });
});

describe('large bodies to public routes are refused before they are read', () => {
  it('answers 415 to a 40 MB multipart body while the client is still sending it', async () => {
    for (const path of ['/api/contacts', '/api/auth/login']) {
      const answer = await sendUntilAnswered(path, { 'content-type': multipartType }, FORTY_MB);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual(onlyJson);
      expect(answer.sent).toBeLessThan(1024 * 1024);
    }
  });

  it('answers 413 to a 40 MB JSON body, announced or chunked, without reading past the limit', async () => {
    const announced = await sendUntilAnswered(
      '/api/auth/login',
      { 'content-type': 'application/json' },
      FORTY_MB,
    );
    expect(announced.status).toBe(413);
    expect(announced.sent).toBeLessThan(1024 * 1024);
    const chunked = await sendUntilAnswered(
      '/api/auth/login',
      { 'content-type': 'application/json' },
      null,
    );
    expect(chunked.status).toBe(413);
    expect(chunked.body).toEqual({ message: 'Richiesta troppo grande: il limite è 64 KB' });
    // Cut off at the limit: what was sent beyond it is in socket buffers, never parsed.
    expect(chunked.sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('checks the rate limit before reading the body', async () => {
    // This app takes one contact message per address; this one's went through above.
    const answer = await sendUntilAnswered(
      '/api/contacts',
      { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      60 * 1024,
    );
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message: 'Troppi tentativi. Riprova più tardi.' });
  });
});
