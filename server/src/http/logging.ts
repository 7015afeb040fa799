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

/** Log lines are written to stdout in batches of about this many bytes (bufferedStdout). */
export const LOG_BATCH_BYTES = 4096;
/** ...and at the latest this long after they were logged. */
export const LOG_FLUSH_INTERVAL_MS = 100;

/**
 * The server's standard output for its logs, written in batches of LOG_BATCH_BYTES and
 * asynchronously, at the latest LOG_FLUSH_INTERVAL_MS after a line was logged, rather than
 * one blocking write per request log line: a pipe to a slow log collector (a container's
 * logs) then never holds up the event loop, and a busy server makes one system call per
 * twenty lines or so. What is still buffered when the process exits is
 * written then (pino's own exit handler for the destinations it makes), so no line of a
 * shutdown or a crash is lost.
 */
export function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  // Flushed only when something was written since the last time: an idle server stays idle.
  let written = false;
  const write = destination.write.bind(destination);
  destination.write = (chunk: string) => {
    written = true;
    return write(chunk);
  };
  const timer = setInterval(() => {
    if (!written) return;
    written = false;
    destination.flush();
  }, LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  return destination;
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
