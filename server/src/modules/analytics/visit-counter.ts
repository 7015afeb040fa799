// The visit counter: every public page the site answers (rendered, from the page cache or
// its fast lane: platform/pages/pages.ts calls record()), and every page the site's router
// then shows in the browser (its beacon, POST /api/analytics/views: recordNavigation()),
// is counted here, in memory, and written in batches (every FLUSH_INTERVAL_MS and when the
// app stops), so that a page view costs no database write. What is kept, per committee and day (Europe/Rome), is only
// aggregate: the views, by path, by referring site (its host only) and by device class
// (phone, tablet, desktop from the user agent), and the unique visitors' estimate.
//
// A visitor is hash(daily salt, address, user agent). The salt is random, one per
// committee and day in analytics_salts (created by the first process that needs it,
// INSERT ... ON CONFLICT DO NOTHING, so that every process hashes a visitor alike), and
// deleted with the day's hashes (analytics_visitors) once the day is over: the same
// person on two days gives two hashes nothing links. Between two flushes the memory holds
// sha256(address, user agent) only, salted when written; neither the address nor the user
// agent is ever stored. A flush inserts the day's hashes ON CONFLICT DO NOTHING and adds
// the rows it really inserted to the day's visitors: several processes add up, and a
// visitor seen by two of them counts once.
//
// Not counted: crawlers and bots (by their user agents), HEAD requests and anything but a
// 200 page, the back office's previews (?anteprima), and the committee's own signed-in
// users. The back office signs in with a bearer token kept in its localStorage and sets no
// cookie, so a page request cannot show its session; what it can show, and what is used:
//   - an Authorization header: a browser's navigation never sends one, the back office's
//     calls and the staff's tools do;
//   - a Referer on the back office (/admin on the same host): the staff opening the site
//     from the back office (its "show on the site" links, its previews).
// A committee that turned the statistics off (settings.analyticsEnabled) is not counted:
// the flush reads the switch and drops its batch, and later views are not even gathered.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { runAcrossCommittees } from '../../platform/db/committee-context.js';
import { romeDay } from '../../platform/time/rome.js';

/** How often the gathered counts are written. */
export const FLUSH_INTERVAL_MS = 10_000;
/** The longest path kept (longer ones are cut). */
const MAX_PATH_LENGTH = 300;
/**
 * Bounds of one committee's day in memory, should the database stay out of reach for
 * long: beyond them views are still counted, new paths, sites and visitors are not.
 */
const MAX_KEYS_PER_BATCH = 5_000;
const MAX_VISITORS_PER_BATCH = 200_000;

export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export const DEVICE_CLASSES: readonly DeviceClass[] = ['phone', 'tablet', 'desktop'];

/** User agents of crawlers, bots, link previews, monitors and HTTP libraries. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrape|fetch|archiver|curl|wget|python|httpclient|http-client|okhttp|go-http|java\/|libwww|axios|^node$|undici|headless|phantom|puppeteer|playwright|selenium|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|facebookexternalhit|whatsapp|telegram|embedly|ia_archiver/i;

/** The site's paths that are never a public page: the back office, the API, files, probes. */
const NOT_A_PAGE =
  /^\/(admin|api|graphql|uploads|assets|healthz|livez|sitemap\.xml|robots\.txt|feed)(\/|$|\.)/i;

/**
 * Whether a path a browser reported (the site's beacon) can be a page of the public site:
 * an absolute path, no longer than the longest kept, without query, fragment, control
 * characters, dot segments or a file's extension, and outside the back office and the API.
 */
export function isCountablePath(path: string): boolean {
  return (
    path.length <= MAX_PATH_LENGTH &&
    /^\/(?!\/)/.test(path) &&
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    !/[\u0000-\u001f\u007f?#\\\s]/.test(path) &&
    !/(^|\/)\.\.?(\/|$)/.test(path) &&
    !/\.[a-z0-9]{1,5}$/i.test(path) &&
    !NOT_A_PAGE.test(path)
  );
}

/** Whether a user agent is a crawler's or a program's (an empty one is). */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_PATTERN.test(userAgent);
}

/** The device class of a user agent. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|nexus (7|9|10)|android(?!.*mobile)/i.test(userAgent)) {
    return 'tablet';
  }
  if (/mobi|iphone|ipod|android|phone|blackberry|opera mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * The client's address as express finds it with `trust proxy` set to a number of hops:
 * that many entries of X-Forwarded-For from the right are trusted proxies' (the page cache's
 * fast lane answers before express).
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const remote = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const chain = [
    remote,
    ...header
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .reverse(),
  ];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? remote;
}

/**
 * A path that URL's parsing keeps as it is: no dot segment, escape, backslash or character
 * it would encode. Most views' paths are: they are counted without parsing a URL, an
 * object and its garbage per view.
 */
const PLAIN_PATH = /^\/(?!\/)[\w\-/~!$&'()*+,;=:@]*$/;

/** The path a page request viewed, as URL parses it; undefined for a preview (?anteprima) or no URL. */
export function viewedPath(requestUrl: string): string | undefined {
  if (PLAIN_PATH.test(requestUrl)) return requestUrl;
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://site.invalid');
  } catch {
    return undefined;
  }
  return url.searchParams.has('anteprima') ? undefined : url.pathname;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The host of a request without its port, lower case. */
function hostOf(value: string | undefined): string {
  return (value ?? '').toLowerCase().replace(/:\d+$/, '');
}

/** One committee's day, gathered in memory. */
interface DayBatch {
  committeeId: number;
  day: string;
  views: number;
  pages: Map<string, number>;
  referrers: Map<string, number>;
  devices: Map<string, number>;
  /** sha256(address, user agent): salted with the day's salt when written. */
  visitors: Set<string>;
}

const add = (counts: Map<string, number>, key: string, views = 1) => {
  if (counts.size >= MAX_KEYS_PER_BATCH && !counts.has(key)) return;
  counts.set(key, (counts.get(key) ?? 0) + views);
};

export interface VisitCounterOptions {
  /** Proxies in front of the server (TRUST_PROXY). */
  trustedHops: number;
  /** The clock (tests move it to the next day). */
  now?: () => Date;
  /** Flush every this many milliseconds; 0 never by itself (flush() and stop() only). */
  flushIntervalMs?: number;
}

export class VisitCounter {
  private batches = new Map<string, DayBatch>();
  /** The committees that turned the statistics off, as the last flush read them. */
  private disabled = new Set<number>();
  /** The day whose older salts and hashes this process last deleted. */
  private purgedBefore: string | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    private readonly options: VisitCounterOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    const interval = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    if (interval > 0) {
      this.timer = setInterval(() => void this.flush(), interval);
      this.timer.unref();
    }
  }

  /** Counts a page view of committeeId's site, unless it is not a visitor's (see above). */
  record(req: IncomingMessage, committeeId: number): void {
    if (req.method !== 'GET') return;
    const path = viewedPath(req.url ?? '/');
    if (path !== undefined) this.count(req, committeeId, path, req.headers.referer);
  }

  /**
   * Counts a page the site showed in the browser without asking the server for it (its
   * router's navigation, reported by the site's beacon: analytics.routes.ts), by the same
   * rules as a page the server sent: path is the page's (checked by isCountablePath), and
   * referrer the page the visitor came from, the site's own previous page on a navigation.
   */
  recordNavigation(
    req: IncomingMessage,
    committeeId: number,
    view: { path: string; referrer?: string },
  ): void {
    this.count(req, committeeId, view.path, view.referrer);
  }

  private count(
    req: IncomingMessage,
    committeeId: number,
    path: string,
    referer: string | undefined,
  ): void {
    if (this.disabled.has(committeeId)) return;
    if (req.headers.authorization !== undefined) return;
    const userAgent = req.headers['user-agent'] ?? '';
    if (isBot(userAgent)) return;
    let referrer: string | undefined;
    if (referer) {
      try {
        const from = new URL(referer);
        if (from.hostname.toLowerCase() === hostOf(req.headers.host)) {
          // The staff coming from the back office; any other page of the site is no referrer.
          if (from.pathname === '/admin' || from.pathname.startsWith('/admin/')) return;
        } else if (from.protocol === 'http:' || from.protocol === 'https:') {
          referrer = from.hostname.toLowerCase().replace(/^www\./, '');
        }
      } catch {
        // A Referer that is no URL names no site.
      }
    }
    const day = romeDay(this.now());
    const key = `${committeeId}|${day}`;
    let batch = this.batches.get(key);
    if (!batch) {
      batch = {
        committeeId,
        day,
        views: 0,
        pages: new Map(),
        referrers: new Map(),
        devices: new Map(),
        visitors: new Set(),
      };
      this.batches.set(key, batch);
    }
    batch.views += 1;
    add(batch.pages, path.slice(0, MAX_PATH_LENGTH));
    if (referrer) add(batch.referrers, referrer.slice(0, MAX_PATH_LENGTH));
    add(batch.devices, deviceClass(userAgent));
    if (batch.visitors.size < MAX_VISITORS_PER_BATCH) {
      batch.visitors.add(sha256(`${clientAddress(req, this.options.trustedHops)}\n${userAgent}`));
    }
  }

  /** Writes what was gathered (one flush at a time); a failure keeps it for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    const batches = [...this.batches.values()];
    this.batches = new Map();
    const today = romeDay(this.now());
    // Nothing gathered, the days that are over already forgotten and no committee's views
    // held back by its switch (read again at each flush): nothing to do.
    if (batches.length === 0 && this.purgedBefore === today && this.disabled.size === 0) return;
    try {
      await runAcrossCommittees(() =>
        this.orm.em.fork().transactional(async (em) => {
          const connection = em.getConnection();
          const off = await connection.execute<{ committee_id: number }[]>(
            `select "committee_id" from "settings" where not "analytics_enabled"`,
          );
          this.disabled = new Set(off.map((row) => row.committee_id));
          for (const batch of batches) {
            if (this.disabled.has(batch.committeeId)) continue;
            await this.writeBatch(em, batch);
          }
          if (this.purgedBefore !== today) {
            // The salts and the hashes of the days that are over.
            await connection.execute(`delete from "analytics_visitors" where "day" < ?`, [today]);
            await connection.execute(`delete from "analytics_salts" where "day" < ?`, [today]);
          }
        }),
      );
      this.purgedBefore = today;
    } catch (error) {
      for (const batch of batches) this.restore(batch);
      this.logger.error({ err: error }, 'statistiche delle visite non salvate: nuovo tentativo');
    }
  }

  private async writeBatch(em: EntityManager, batch: DayBatch): Promise<void> {
    const connection = em.getConnection();
    const { committeeId, day } = batch;
    await connection.execute(
      `insert into "analytics_salts" ("committee_id", "day", "salt") values (?, ?, ?)
       on conflict ("committee_id", "day") do nothing`,
      [committeeId, day, randomBytes(32).toString('hex')],
    );
    const [{ salt }] = await connection.execute<{ salt: string }[]>(
      `select "salt" from "analytics_salts" where "committee_id" = ? and "day" = ?`,
      [committeeId, day],
    );
    const hashes = [...batch.visitors].map((visitor) => sha256(`${salt}\n${visitor}`));
    const inserted = await connection.execute<{ hash: string }[]>(
      `insert into "analytics_visitors" ("committee_id", "day", "hash")
       select ?, ?, "value" from json_array_elements_text(?::json)
       on conflict do nothing returning "hash"`,
      [committeeId, day, JSON.stringify(hashes)],
    );
    await connection.execute(
      `insert into "analytics_days" ("committee_id", "day", "views", "visitors") values (?, ?, ?, ?)
       on conflict ("committee_id", "day") do update set
         "views" = "analytics_days"."views" + excluded."views",
         "visitors" = "analytics_days"."visitors" + excluded."visitors"`,
      [committeeId, day, batch.views, inserted.length],
    );
    const kinds: (readonly [string, Map<string, number>])[] = [
      ['page', batch.pages],
      ['referrer', batch.referrers],
      ['device', batch.devices],
    ];
    const rows = kinds.flatMap(([kind, counts]) =>
      [...counts].map(([key, views]) => ({ kind, key, views })),
    );
    if (rows.length === 0) return;
    await connection.execute(
      `insert into "analytics_counts" ("committee_id", "day", "kind", "key", "views")
       select ?, ?, "kind", "key", "views"
       from json_to_recordset(?::json) as r("kind" text, "key" text, "views" int)
       on conflict ("committee_id", "day", "kind", "key") do update set
         "views" = "analytics_counts"."views" + excluded."views"`,
      [committeeId, day, JSON.stringify(rows)],
    );
  }

  /** Puts a batch that could not be written back with what came since. */
  private restore(batch: DayBatch): void {
    const key = `${batch.committeeId}|${batch.day}`;
    const current = this.batches.get(key);
    if (!current) {
      this.batches.set(key, batch);
      return;
    }
    current.views += batch.views;
    for (const [name, counts] of [
      ['pages', batch.pages],
      ['referrers', batch.referrers],
      ['devices', batch.devices],
    ] as const) {
      for (const [entry, views] of counts) add(current[name], entry, views);
    }
    for (const visitor of batch.visitors) current.visitors.add(visitor);
  }
}
