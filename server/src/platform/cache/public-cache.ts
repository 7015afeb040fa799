// A validated cache of the public read answers (REST lists and anonymous GraphQL reads).
// It can never answer stale data, even with several server processes on one database:
// every request first reads the content versions (table content_versions, bumped by
// triggers in the writing transaction, see the content_versions migration) and a stored
// answer is sent only when it was computed under the same versions. A miss computes the
// answer as before and stores it under the versions read BEFORE its data queries, so a
// write that commits meanwhile can only cause one more recomputation, never a stale hit.
// What it saves is the ORM, hydration, derivations, GraphQL execution and serialisation;
// the answer is kept serialised, with its ETag and lazily compressed gzip/br bytes.
// Versions change only on writes, but a scheduled publication (news, courses) becomes
// public when its time comes: an answer is also kept only until the earliest future
// publication of its resources, read just before the answer's data (expiresAt).
// Stale-if-error: while the database cannot be reached (the versions cannot be read), a
// stored answer is sent as it is rather than failing; without one the request fails
// with the 503 of an unreachable database.
// What may be stored is declared once per read in public-reads.ts (path, filters,
// resources); the stores are LRUs bounded in bytes (lru-cache).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import accepts from 'accepts';
import type { Request, Response } from 'express';
import etag from 'etag';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { currentCommitteeId } from '../db/committee-context.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { SiteOrigin } from '../http/site-origin.js';
import {
  isPinned,
  publicRootFields,
  readKey,
  readsByPath,
  type PublicRead,
  type VersionedResource,
} from './public-reads.js';

export type { VersionedResource } from './public-reads.js';
type Versions = ReadonlyMap<string, string>;

/** What the cache may keep and how it is validated: the modules' declarations (domain/module.ts). */
export interface PublicCacheConfig {
  /** Every public read: the answers the cache may keep. */
  reads: readonly PublicRead[];
  /** The tables with a version: a page depends on all of them. */
  versionedTables: readonly VersionedResource[];
  /** The versioned tables whose rows become public at a time of their own (status, published_at). */
  scheduledTables: readonly VersionedResource[];
  /**
   * The committee of a request whose host is known in memory (the fast lanes ask without
   * waiting); undefined leaves the request to the general chain, which resolves it.
   */
  committeeOf(req: IncomingMessage): number | undefined;
}

/**
 * The committee of the work in progress (the request's, platform/db/committee-context.ts):
 * what the cache keeps is each committee's own.
 */
export function requestCommittee(): number {
  const committeeId = currentCommitteeId();
  if (committeeId === undefined)
    throw new Error('Cache pubblica usata fuori dal comitato di una richiesta');
  return committeeId;
}

/** A stored answer's key within its committee's. */
export function committeeKey(committeeId: number, key: string): string {
  return `${committeeId}|${key}`;
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

/**
 * Bytes of stored answers beyond the pinned ones (filtered lists, GraphQL variants, other
 * origins): least recently used go first.
 */
export const MAX_VARIANT_BYTES = 16 * 1024 * 1024;
/** Bytes of the pinned answers (one per unfiltered read: a bounded set in practice). */
export const MAX_PINNED_BYTES = 32 * 1024 * 1024;
/** Larger answers are computed every time rather than kept in memory. */
export const MAX_CACHED_BODY_BYTES = 256 * 1024;
/** Compressing answers smaller than this costs more than it saves (compression's own threshold). */
const COMPRESSION_THRESHOLD = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The query, prepared once per connection (a named statement): PostgreSQL then skips its
 * parsing and planning, a quarter of a round trip's time here. Should a migration change
 * the table under a running process, the failing connection is dropped and a new one
 * prepares it again.
 */
const VERSIONS_STATEMENT = 'content-versions';
const VERSIONS_QUERY =
  'select committee_id, resource, version from content_versions where committee_id = any($1::int[])';

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

/** A request waiting for the versions of its committee's tables. */
interface VersionsWaiter {
  committeeId: number;
  callback: VersionsCallback;
}

/**
 * Reads the content versions of the requests' committees, sharing one query among the
 * requests of a batch (whatever their committees). A request
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

  /** The versions of a committee's tables. */
  read(committeeId: number): Promise<Versions> {
    return new Promise((resolve, reject) =>
      this.whenRead(committeeId, (error, versions) =>
        versions ? resolve(versions) : reject(error),
      ),
    );
  }

  /**
   * As read(), with a callback: the fast lanes call it for every request they answer, and a
   * callback costs no promise per request (on Node 20, with AsyncLocalStorage in use, every
   * promise also runs its hooks). The callbacks of a batch are called in arrival order.
   */
  whenRead(committeeId: number, callback: VersionsCallback): void {
    const waiter = { committeeId, callback };
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
      this.select(open, committees, (error, rows) =>
        error ? this.selectOnNew(committees, settle) : settle(error, rows),
      );
    else this.selectOnNew(committees, settle);
  }

  private selectOnNew(
    committees: number[],
    done: (error: unknown, rows?: VersionRow[]) => void,
  ): void {
    this.connect().then(
      (connection) => this.select(connection, committees, done),
      (error: unknown) => done(error ?? new Error('content versions: no connection')),
    );
  }

  private select(
    connection: pg.Client,
    committees: number[],
    done: (error: unknown, rows?: VersionRow[]) => void,
  ): void {
    const query = { name: VERSIONS_STATEMENT, text: VERSIONS_QUERY, values: [committees] };
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

/** The encodings a stored answer is sent in besides identity, best first. */
type Encoding = 'br' | 'gzip';

/** A serialised answer and what it was computed from. */
export interface CachedAnswer {
  /** The versions of the resources it read, joined: valid while they are unchanged. */
  readonly tag: string;
  /** Epoch ms of the next scheduled publication among its resources: invalid from then on. */
  readonly expiresAt?: number;
  readonly body: Buffer;
  readonly contentType: string;
  /** Cache-Control of the answer, when its read names one (the feed, the sitemap). */
  readonly cacheControl?: string;
  /** The weak ETag of the body as express computes it (the `etag` package). */
  readonly etag: string;
  /** The body compressed, made on first demand: the bytes once made, the promise meanwhile. */
  readonly encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

export function cachedAnswer(
  tag: string,
  body: string | Buffer,
  contentType: string,
  expiresAt?: number,
  cacheControl?: string,
): CachedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return {
    tag,
    expiresAt,
    body: bytes,
    contentType,
    cacheControl,
    etag: etag(bytes, { weak: true }),
    encoded: {},
  };
}

/** Whether a stored answer may be sent: computed under these versions, and not past its expiry. */
export function isCurrent(answer: CachedAnswer | undefined, tag: string): answer is CachedAnswer {
  return (
    answer !== undefined &&
    answer.tag === tag &&
    (answer.expiresAt === undefined || Date.now() < answer.expiresAt)
  );
}

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => gzip(body, { level: 9 }),
};

/** The answer's body in an encoding: compressed once, then kept with the answer. */
function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer | Promise<Buffer> {
  const { encoded } = answer;
  let body = encoded[encoding];
  if (body === undefined) {
    const compressing = COMPRESS[encoding](answer.body);
    encoded[encoding] = compressing;
    // Once made, the bytes themselves: later answers are sent without waiting for a promise.
    compressing.then(
      (bytes) => {
        if (encoded[encoding] === compressing) encoded[encoding] = bytes;
      },
      () => {
        if (encoded[encoding] === compressing) delete encoded[encoding];
      },
    );
    body = compressing;
  }
  return body;
}

/**
 * Sends a stored answer: 304 when the client's copy is current, else compressed when
 * accepted. It works on plain node:http objects (the fast lane answers before express) and
 * decides as express and its compression middleware would: `req.fresh` (GET and HEAD
 * only), then br before gzip. Sent at once (undefined returned) unless the compressed
 * body is still being made for the first time: then a promise of its sending.
 */
export function sendCachedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
): Promise<void> | undefined {
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('ETag', answer.etag);
  if (answer.cacheControl) res.setHeader('Cache-Control', answer.cacheControl);
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    fresh(req.headers, { etag: answer.etag })
  ) {
    res.statusCode = 304;
    res.end();
    return undefined;
  }
  if (answer.body.length < COMPRESSION_THRESHOLD || !req.headers['accept-encoding']) {
    endWith(res, answer.body);
    return undefined;
  }
  const encoding = accepts(req).encoding(['br', 'gzip', 'identity']);
  if (encoding !== 'br' && encoding !== 'gzip') {
    endWith(res, answer.body);
    return undefined;
  }
  const body = encodedBody(answer, encoding);
  if (Buffer.isBuffer(body)) {
    endEncoded(res, encoding, body);
    return undefined;
  }
  return body.then((bytes) => endEncoded(res, encoding, bytes));
}

/** The compression middleware leaves an answer that already has an encoding alone. */
function endEncoded(res: ServerResponse, encoding: Encoding, body: Buffer): void {
  res.setHeader('Content-Encoding', encoding);
  endWith(res, body);
}

function endWith(res: ServerResponse, body: Buffer): void {
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * What an answer costs the store: its body, at most as much again for its compressed
 * copies (made on demand), its key and the object around them.
 */
function answerBytes(answer: CachedAnswer, key: string): number {
  return answer.body.length * 2 + key.length * 2 + 512;
}

/**
 * The stored answers, in two LRUs bounded in bytes: the pinned ones (one per unfiltered
 * read, what the public site asks for) apart from the variants (filtered lists, GraphQL
 * bodies, other origins), so that many variants never push out the pinned answers.
 */
export class AnswerStore {
  private readonly pinned: LRUCache<string, CachedAnswer>;
  private readonly variants: LRUCache<string, CachedAnswer>;

  constructor(maxVariantBytes = MAX_VARIANT_BYTES, maxPinnedBytes = MAX_PINNED_BYTES) {
    const bounded = (maxSize: number) =>
      new LRUCache<string, CachedAnswer>({ maxSize, sizeCalculation: answerBytes });
    this.pinned = bounded(maxPinnedBytes);
    this.variants = bounded(maxVariantBytes);
  }

  get(key: string): CachedAnswer | undefined {
    return this.pinned.get(key) ?? this.variants.get(key);
  }

  set(key: string, answer: CachedAnswer, pinned: boolean): void {
    if (answer.body.length > MAX_CACHED_BODY_BYTES) return;
    (pinned ? this.pinned : this.variants).set(key, answer);
  }

  /** The bytes held (as answerBytes counts them), pinned and variants. */
  get calculatedSize(): number {
    return this.pinned.calculatedSize + this.variants.calculatedSize;
  }
}

/**
 * The content versions, or undefined when the database cannot be reached and a stored
 * answer exists to be sent instead (stale-if-error). Any other failure is thrown.
 */
export async function versionsOrStale(
  versions: ContentVersions,
  committeeId: number,
  stored: CachedAnswer | undefined,
): Promise<Versions | undefined> {
  try {
    return await versions.read(committeeId);
  } catch (error) {
    if (stored && isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}

/**
 * Calls back with the stored answer when it may be sent as it is: computed under the
 * versions read for this request (and not past its expiry) or, while the database cannot
 * be reached, however old (stale-if-error). Otherwise with undefined, also when the
 * versions could not be read for another reason (the general chain then answers). The
 * fast lanes' path: no promise per request.
 */
export function whenCurrent<Answer extends CachedAnswer>(
  versions: ContentVersions,
  committeeId: number,
  stored: Answer,
  resources: readonly VersionedResource[],
  callback: (answer: Answer | undefined) => void,
): void {
  versions.whenRead(committeeId, (error, read) => {
    if (!read) callback(isDatabaseUnavailable(error) ? stored : undefined);
    else callback(isCurrent(stored, versionTag(read, resources)) ? stored : undefined);
  });
}

/** The versions of some resources as one comparable value. */
export function versionTag(versions: Versions, resources: readonly VersionedResource[]): string {
  return resources.map((resource) => versions.get(resource) ?? '-').join(',');
}

export interface PublicListRequest {
  /** Identifies the answer among the other stored answers (readKey of public-reads.ts). */
  key: string;
  /** The tables it reads. */
  resources: readonly VersionedResource[];
  /** The unfiltered answer of a read: kept apart from the variants (isPinned). */
  pinned: boolean;
  /** Computes the answer as JSON when the stored one is missing or outdated. */
  compute(): Promise<unknown>;
  /** Another media type than JSON (an export, XML): compute() then returns the answer's text. */
  contentType?: string;
  /** Cache-Control of the answer (none by default: the API's answers are not to be kept). */
  cacheControl?: string;
}

/** How a route answers one of the declared public reads (public-reads.ts). */
export interface PublicReadRequest {
  /** The request's query: the read's filters are taken from it. */
  query?: Record<string, unknown>;
  /** Path parameters that also select the answer (an export's year and format). */
  params?: readonly string[];
  /** The origin of the answer's absolute URLs (reads declared byOrigin). */
  origin?: SiteOrigin;
  compute(): Promise<unknown>;
  contentType?: string;
  cacheControl?: string;
}

/** What each GraphQL request body reads: its resources, or null when it is not a public read. */
export type GraphQLPlan = { resources: VersionedResource[] } | null;

/** Bytes of GraphQL request bodies whose plan is remembered, beyond which the oldest go. */
const MAX_PLAN_BYTES = 4 * 1024 * 1024;

/** The plans of GraphQL request bodies, by key, in an LRU bounded in bytes. */
export class GraphQLPlans {
  // lru-cache keeps no null values: a body that is not a public read is stored as NOT_PUBLIC.
  private static readonly NOT_PUBLIC = { resources: [] as VersionedResource[], public: false };
  private readonly plans = new LRUCache<
    string,
    { resources: VersionedResource[]; public: boolean }
  >({
    maxSize: MAX_PLAN_BYTES,
    sizeCalculation: (plan, key) => key.length * 2 + plan.resources.length * 16 + 64,
  });

  /** The plan, null for a body that is not a public read, undefined when not planned yet. */
  get(key: string): GraphQLPlan | undefined {
    const plan = this.plans.get(key);
    if (plan === undefined) return undefined;
    return plan.public ? { resources: plan.resources } : null;
  }

  set(key: string, plan: GraphQLPlan): void {
    this.plans.set(
      key,
      plan ? { resources: plan.resources, public: true } : GraphQLPlans.NOT_PUBLIC,
    );
  }
}

/**
 * The public cache of one process (shared by the REST lists and the GraphQL fast path):
 * the version reader and the stored answers.
 */
export class PublicCache {
  readonly versions: ContentVersions;
  /** REST and other GET answers, by readKey (public-reads.ts). */
  readonly store = new AnswerStore();
  /** Anonymous GraphQL answers, by graphqlKey (graphql-public-cache.ts). */
  readonly graphqlAnswers = new AnswerStore();
  /** What each GraphQL request body reads (graphqlPlan of graphql-public-cache.ts). */
  readonly graphqlPlans = new GraphQLPlans();
  /** Recomputations in progress, shared by the requests that miss at the same versions. */
  private readonly computing = new Map<string, { tag: string; answer: Promise<CachedAnswer> }>();

  /** The reads with a fixed path, by path: what the fast lane may answer. */
  readonly readsByPath: ReadonlyMap<string, PublicRead>;
  /** The GraphQL root fields anonymous queries may read, with the table each one reads. */
  readonly publicRootFields: ReadonlyMap<string, VersionedResource | null>;

  constructor(
    private readonly orm: MikroORM,
    readonly config: PublicCacheConfig,
  ) {
    this.versions = new ContentVersions(orm);
    this.readsByPath = readsByPath(config.reads);
    this.publicRootFields = publicRootFields(config.reads);
  }

  /** Closes what the cache holds open (the version reads' connections): the app stops. */
  close(): void {
    this.versions.close();
  }

  /**
   * When an answer computed now stops being right by itself: the next scheduled
   * publication of the resources it reads. Read before the answer's data, so a record
   * that becomes due in between only makes the answer expire at once.
   */
  expiryOf(resources: readonly VersionedResource[]): Promise<number | undefined> {
    return nextPublication(this.orm.em.fork(), resources, this.config.scheduledTables, new Date());
  }

  /** Answers a declared public read (public-reads.ts): its key and resources come from there. */
  sendRead(
    req: Request,
    res: Response,
    read: PublicRead,
    request: PublicReadRequest,
  ): Promise<void> {
    const { query, params, origin } = request;
    return this.sendList(req, res, {
      key: readKey(read, query, { origin, params }),
      resources: read.resources,
      pinned: isPinned(read, query, { origin, params }),
      compute: request.compute,
      contentType: request.contentType,
      cacheControl: request.cacheControl,
    });
  }

  /**
   * Answers a public read as `res.json(await compute())` would (or as text of its content
   * type), from the cache when valid. A request with an Authorization header, valid or
   * not, is computed afresh and stores nothing: what a token sees may differ.
   */
  async sendList(req: Request, res: Response, list: PublicListRequest): Promise<void> {
    if (req.headers.authorization !== undefined) {
      const value = await list.compute();
      if (list.contentType) res.type(list.contentType).send(String(value));
      else res.json(value);
      return;
    }
    const committeeId = requestCommittee();
    const keyed = { ...list, key: committeeKey(committeeId, list.key) };
    const stored = this.store.get(keyed.key);
    const versions = await versionsOrStale(this.versions, committeeId, stored);
    if (!versions && stored) {
      await sendCachedAnswer(req, res, stored);
      return;
    }
    const tag = versionTag(versions ?? new Map(), list.resources);
    const answer = isCurrent(stored, tag) ? stored : await this.recompute(keyed, tag);
    await sendCachedAnswer(req, res, answer);
  }

  private recompute(list: PublicListRequest, tag: string): Promise<CachedAnswer> {
    const running = this.computing.get(list.key);
    // A computation that started before a publication became due is not joined once it is.
    if (running?.tag === tag) {
      return running.answer.then((joined) =>
        isCurrent(joined, tag) ? joined : this.recompute(list, tag),
      );
    }
    const answer = this.expiryOf(list.resources).then(async (expiresAt) => {
      const value = await list.compute();
      const computed = list.contentType
        ? cachedAnswer(tag, String(value), list.contentType, expiresAt, list.cacheControl)
        : cachedAnswer(tag, JSON.stringify(value), 'application/json; charset=utf-8', expiresAt);
      this.store.set(list.key, computed, list.pinned);
      return computed;
    });
    const entry = { tag, answer };
    this.computing.set(list.key, entry);
    const settle = () => {
      if (this.computing.get(list.key) === entry) this.computing.delete(list.key);
    };
    answer.then(settle, settle);
    return answer;
  }
}
