// Structured logs: pino for the process, pino-http for one line per request. Secrets
// never reach a log line: the request serializer keeps no headers but a few harmless
// ones, query-string values of secret-looking keys are masked, and pino's redaction
// removes passwords, tokens and Authorization headers from anything else we log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, string | string[] | undefined>;
}

const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|api[-_]?key/i;

/** Paths removed from every log line, whatever logged them. */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'token',
  'authorization',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.authorization',
  '*.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'variables.password',
  '*.variables.password',
];

/** Log lines are written to stdout in batches of about this many characters (bufferedStdout). */
export const LOG_BATCH_CHARS = 4096;
/** ...and at the latest this long after they were logged. */
export const LOG_FLUSH_INTERVAL_MS = 100;

/** pino's destination, with the flush that logger.flush(callback) calls when present. */
export interface BufferedDestination extends DestinationStream {
  flush(callback: (error?: Error) => void): void;
}

/**
 * The server's standard output for its logs, written in batches of LOG_BATCH_CHARS and
 * asynchronously, at the latest LOG_FLUSH_INTERVAL_MS after a line was logged, rather than
 * one blocking write per request log line: a pipe to a slow log collector (a container's
 * logs) then never holds up the event loop, and a busy server makes one system call per
 * dozen lines or so.
 *
 * The lines are gathered here, in an array, and handed as one string to pino's
 * asynchronous writer (sonic-boom), which queues and writes it. Gathering them with that
 * writer's own `minLength` cost more than formatting them: it appends each line to one
 * string and measures that string's UTF-8 length again at every line. A request's line,
 * formatted and written, took 4.5 µs that way and 2.2 µs this way (a loop of such lines);
 * docs/PERFORMANCE.md for what `npm run bench` saw.
 *
 * Nothing is lost when the process ends: `flush(callback)` (logger.flush, main.ts) hands the
 * gathered lines over and calls back once they are written, and on exit (process.exit, an
 * uncaught error) they are written synchronously, after what the writer still held (pino's
 * own exit handler writes that).
 */
export function bufferedStdout(): BufferedDestination {
  // minLength 1: a batch is written as soon as it is handed over, and flush(callback) waits
  // for the writes under way (with 0, sonic-boom calls back at once).
  const writer = pino.destination({ dest: 1, sync: false, minLength: 1 });
  let lines: string[] = [];
  let length = 0;
  const take = (): string | undefined => {
    if (lines.length === 0) return undefined;
    const batch = lines.join('');
    lines = [];
    length = 0;
    return batch;
  };
  const handOver = () => {
    const batch = take();
    if (batch !== undefined) writer.write(batch);
  };
  // Nothing to hand over when nothing was logged since: an idle server writes nothing.
  const timer = setInterval(handOver, LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  process.on('exit', () => {
    const batch = take();
    if (batch === undefined) return;
    try {
      writer.flushSync();
    } catch {
      // Already ended (pino's handler for a natural exit): it wrote what it held.
    }
    // At once, in sonic-boom's synchronous mode, which waits and retries while a pipe is full.
    pino.destination({ dest: 1, sync: true }).write(batch);
  });
  return {
    write(line: string) {
      lines.push(line);
      length += line.length;
      if (length >= LOG_BATCH_CHARS) handOver();
    },
    flush(callback) {
      handOver();
      writer.flush(callback);
    },
  };
}

/**
 * pino's `isoTime` (`,"time":"2026-11-25T13:21:18.123Z"`), formatted once per millisecond:
 * a busy server writes several lines in the same millisecond, and formatting the date was
 * a visible share of a cached answer's time.
 */
export function isoTimeOncePerMillisecond(): () => string {
  let formattedAt = Number.NaN;
  let formatted = '';
  return () => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      formatted = `,"time":"${new Date(now).toISOString()}"`;
    }
    return formatted;
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redatto]' },
    base: { service: 'comitato-server' },
    timestamp: isoTimeOncePerMillisecond(),
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The URL with the values of secret-looking query parameters masked. */
export function safeUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const key of params.keys()) if (SECRET_KEY.test(key)) params.set(key, '[redatto]');
  return `${url.slice(0, question)}?${params.toString()}`;
}

/** The request's id: the caller's X-Request-Id when it looks like one, else a new UUID; echoed back. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      // pino-http hands over its own wrapper of the request, already without the socket.
      req: (req: SerializedRequest) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url ?? ''),
        remoteAddress: req.remoteAddress,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    // Health probes every few seconds would drown the useful lines.
    autoLogging: { ignore: (req) => req.url === '/healthz' },
  });
}
