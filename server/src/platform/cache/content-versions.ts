// The content versions (table content_versions): one number per committee and versioned
// table, bumped by a trigger in the transaction of every write (see the content_versions
// and committees migrations). Whatever is kept of the public answers is valid while the
// versions it was computed under are unchanged; reading them is the one query a kept
// answer costs, shared by the requests of a batch, and it reads only the tables those
// requests depend on. Also when a kept answer stops being right by itself: the next
// scheduled publication of the tables it reads.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { VersionedResource } from './public-reads.js';

/** A committee's versions, by table. */
export type Versions = ReadonlyMap<string, string>;

/**
 * The query, prepared once per connection (a named statement): PostgreSQL then skips its
 * parsing and planning, a quarter of a round trip's time here. Should a migration change
 * the table under a running process, the failing connection is dropped and a new one
 * prepares it again.
 */
const VERSIONS_STATEMENT = 'content-versions';
const VERSIONS_QUERY =
  'select committee_id, resource, version from content_versions' +
  ' where committee_id = any($1::int[]) and resource = any($2::text[])';

interface VersionRow {
  committee_id: number;
  resource: string;
  /** bigint: a string from pg. */
  version: string;
}

/** Version queries in flight at once: a slow one does not hold up every later request. */
export const MAX_CONCURRENT_VERSION_READS = 2;

/**
 * How long the version reads wait for a connection to open before taking the database for
 * unreachable (stale-if-error, else 503).
 */
export const VERSION_CONNECT_TIMEOUT_MS = 5_000;

/** The application_name of the version reads' own connections. */
export const VERSION_READS_APPLICATION_NAME = 'comitato-content-versions';

/** Called with the versions read for a request, or with why they could not be read. */
export type VersionsCallback = (error: unknown, versions?: Versions) => void;

/** A request waiting for the versions of some of its committee's tables. */
interface VersionsWaiter {
  committeeId: number;
  resources: readonly VersionedResource[];
  callback: VersionsCallback;
}

/**
 * Reads the content versions of the requests' committees, sharing one query among the
 * requests of a batch (whatever their committees and tables): the versions of the tables
 * any request of the batch asked for, in every committee of the batch. Reading only those
 * keeps a batch spread over many committees cheap (20 committees' every table took twice
 * as long as their one table each, on 600 committees). A request
 * never joins a query that started before it arrived (that query may predate a write the
 * caller already saw committed): it joins the batch whose query has not started yet, or
 * opens one. A batch starts its query once the event loop has handled the requests that
 * arrived with it (setImmediate) and fewer than MAX_CONCURRENT_VERSION_READS queries are
 * running. Under load, one round trip serves a whole batch of requests. One reader per
 * process and database (publicCache) serves the API and the pages alike.
 *
 * The queries run on connections of the reader's own (at most MAX_CONCURRENT_VERSION_READS),
 * kept open between batches, outside the ORM's pool: taking a pooled connection and giving
 * it back for every batch cost more than the query, and a pool may hold a single
 * connection. A connection that fails or closes is dropped; the next batch opens another.
 */
export class ContentVersions {
  /** The requests of the batch whose query has not started, if one is open. */
  private waiting: VersionsWaiter[] | undefined;
  /** Whether the open batch has let the event loop handle the requests that came with it. */
  private waitingReady = false;
  private running = 0;
  /** Open connections between two queries. */
  private readonly idle: pg.Client[] = [];
  private closed = false;

  constructor(private readonly orm: MikroORM) {}

  /** The versions of a committee's tables: at least of the resources given. */
  read(committeeId: number, resources: readonly VersionedResource[]): Promise<Versions> {
    return new Promise((resolve, reject) =>
      this.whenRead(committeeId, resources, (error, versions) =>
        versions ? resolve(versions) : reject(error),
      ),
    );
  }

  /**
   * As read(), with a callback: the fast lanes call it for every request they answer, and a
   * callback costs no promise per request (on Node 20, with AsyncLocalStorage in use, every
   * promise also runs its hooks). The callbacks of a batch are called in arrival order.
   */
  whenRead(
    committeeId: number,
    resources: readonly VersionedResource[],
    callback: VersionsCallback,
  ): void {
    const waiter = { committeeId, resources, callback };
    if (this.waiting) {
      this.waiting.push(waiter);
      return;
    }
    this.waiting = [waiter];
    this.waitingReady = false;
    setImmediate(() => {
      this.waitingReady = true;
      this.startWaiting();
    });
  }

  /** Closes the reader's connections (the app stops); later reads open and close their own. */
  close(): void {
    this.closed = true;
    for (const connection of this.idle.splice(0)) this.drop(connection);
  }

  /** Starts the open batch's query when it is ready and a slot is free. */
  private startWaiting(): void {
    const batch = this.waiting;
    if (!batch || !this.waitingReady || this.running >= MAX_CONCURRENT_VERSION_READS) return;
    this.waiting = undefined;
    this.running += 1;
    const committees = [...new Set(batch.map((waiter) => waiter.committeeId))];
    const resources = [...new Set(batch.flatMap((waiter) => waiter.resources))];
    const settle = (error: unknown, rows?: VersionRow[]) => {
      this.running -= 1;
      this.startWaiting();
      const byCommittee = rows && versionsByCommittee(rows);
      for (const { committeeId, callback } of batch) {
        try {
          callback(error, byCommittee && (byCommittee.get(committeeId) ?? NO_VERSIONS));
        } catch (thrown) {
          // Callbacks answer their own failures; should one throw, the batch's other
          // requests still get their versions, and the error is reported, not lost.
          process.emitWarning(thrown instanceof Error ? thrown : String(thrown));
        }
      }
    };
    const open = this.idle.pop();
    // A kept connection may have been closed by the server since (a restart) before its
    // client noticed: its failure is not the database's, a new connection tries again.
    if (open)
      this.select(open, committees, resources, (error, rows) =>
        error ? this.selectOnNew(committees, resources, settle) : settle(error, rows),
      );
    else this.selectOnNew(committees, resources, settle);
  }

  private selectOnNew(
    committees: number[],
    resources: VersionedResource[],
    done: (error: unknown, rows?: VersionRow[]) => void,
  ): void {
    this.connect().then(
      (connection) => this.select(connection, committees, resources, done),
      (error: unknown) => done(error ?? new Error('content versions: no connection')),
    );
  }

  private select(
    connection: pg.Client,
    committees: number[],
    resources: VersionedResource[],
    done: (error: unknown, rows?: VersionRow[]) => void,
  ): void {
    const query = {
      name: VERSIONS_STATEMENT,
      text: VERSIONS_QUERY,
      values: [committees, resources],
    };
    connection.query<VersionRow>(query, (error, result) => {
      if (error) {
        this.drop(connection);
        done(error);
        return;
      }
      if (this.closed) this.drop(connection);
      else this.idle.push(connection);
      done(undefined, result.rows);
    });
  }

  private async connect(): Promise<pg.Client> {
    const connection = new pg.Client({
      connectionString: this.orm.config.get('clientUrl'),
      connectionTimeoutMillis: VERSION_CONNECT_TIMEOUT_MS,
      // How they are told apart in pg_stat_activity.
      application_name: VERSION_READS_APPLICATION_NAME,
    });
    // A connection that fails or is closed by the server (a restart) is not used again.
    const dropped = () => {
      const at = this.idle.indexOf(connection);
      if (at !== -1) this.idle.splice(at, 1);
    };
    connection.on('error', () => {
      dropped();
      this.drop(connection);
    });
    connection.on('end', dropped);
    try {
      await connection.connect();
    } catch (error) {
      this.drop(connection);
      throw error;
    }
    return connection;
  }

  private drop(connection: pg.Client): void {
    connection.end().catch(() => {
      // Already closed or broken: nothing left to release.
    });
  }
}

const NO_VERSIONS: Versions = new Map();

/** The rows read, as each committee's versions by table. */
function versionsByCommittee(rows: VersionRow[]): Map<number, Map<string, string>> {
  const byCommittee = new Map<number, Map<string, string>>();
  for (const row of rows) {
    let versions = byCommittee.get(row.committee_id);
    if (!versions) {
      versions = new Map();
      byCommittee.set(row.committee_id, versions);
    }
    versions.set(row.resource, String(row.version));
  }
  return byCommittee;
}

/** The versions of some resources as one comparable value. */
export function versionTag(versions: Versions, resources: readonly VersionedResource[]): string {
  return resources.map((resource) => versions.get(resource) ?? '-').join(',');
}

/**
 * The earliest publication after `now` among the given resources (epoch ms), or undefined:
 * an answer computed now stays right until then, unless a write changes a version first.
 */
export async function nextPublication(
  em: EntityManager,
  resources: readonly VersionedResource[],
  scheduledTables: readonly VersionedResource[],
  now: Date,
): Promise<number | undefined> {
  let next: number | undefined;
  for (const table of resources) {
    if (!scheduledTables.includes(table)) continue;
    const [row] = await em
      .getConnection()
      .execute<{ next: Date | null }[]>(
        `select min(published_at) as next from "${table}" where status = 'published' and published_at > ?`,
        [now],
      );
    const at = row?.next ? new Date(row.next).getTime() : undefined;
    if (at !== undefined && (next === undefined || at < next)) next = at;
  }
  return next;
}
