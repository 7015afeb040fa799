// Whether an error means "the database cannot be reached right now" (refused or dropped
// connections, a server shutting down or restarting, a pool that cannot get a connection)
// rather than a fault of the request or of the code. Such errors become 503 with
// Retry-After (http/errors.ts, graphql/format-error.ts), never 500, and let the public
// cache answer with what it holds (modules/common/public-cache.ts).

/** Socket-level failures of node-postgres. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: admin_shutdown, crash_shutdown, cannot_connect_now
 * (starting up or in recovery), too_many_connections. Class 08 (connection exceptions) too.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres and knex say these in words only (a client whose connection died, e.g.
 * under a rollback after its server was killed: "Client was closed and is not queryable").
 */
const MESSAGES =
  /Connection terminated|connection error|Connection ended unexpectedly|Timeout acquiring a connection|terminating connection|the database system is (starting up|shutting down|in recovery)|is not queryable/i;

function causes(error: unknown, seen = new Set<unknown>()): unknown[] {
  if (typeof error !== 'object' || error === null || seen.has(error)) return [];
  seen.add(error);
  const found: unknown[] = [error];
  const record = error as { cause?: unknown; previous?: unknown; originalError?: unknown };
  for (const next of [record.cause, record.previous, record.originalError]) {
    found.push(...causes(next, seen));
  }
  if (error instanceof AggregateError) {
    for (const next of error.errors) found.push(...causes(next, seen));
  }
  return found;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((candidate) => {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    return typeof message === 'string' && MESSAGES.test(message);
  });
}
