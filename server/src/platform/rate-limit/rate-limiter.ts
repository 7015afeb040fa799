// Fixed-window rate limiting with the counters in PostgreSQL, so that every server
// process shares them. One atomic upsert per attempt: it starts a new window when the
// old one has ended, otherwise increments, and returns the count and the time left.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { RateLimitRule } from '../../rate-limits.js';
import { WRITING_COMMITTEE } from '../db/committee-context.js';

/** Counters idle for this long are deleted (longer than any window). */
const STALE_AFTER_SECONDS = 24 * 60 * 60;
/** Keys embed user input (a username): bounded so the table cannot be bloated through them. */
const MAX_KEY_LENGTH = 200;

interface CounterRow {
  hits: number;
  seconds_left: string | number;
}

/**
 * Counts one attempt under key in a window of windowSeconds and returns how many the
 * window holds now (this one included) and the seconds it has left.
 */
export async function countAttempt(
  em: EntityManager,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; secondsLeft: number }> {
  const boundedKey = key.slice(0, MAX_KEY_LENGTH);
  const rows = await em.getConnection().execute<CounterRow[]>(
    `insert into rate_limits as r (committee_id, key, window_start, hits)
     values (${WRITING_COMMITTEE}, ?, clock_timestamp(), 1)
     on conflict (committee_id, key) do update set
       window_start = case when r.window_start <= clock_timestamp() - make_interval(secs => ?)
                           then clock_timestamp() else r.window_start end,
       hits = case when r.window_start <= clock_timestamp() - make_interval(secs => ?)
                   then 1 else r.hits + 1 end
     returning hits,
       extract(epoch from (window_start + make_interval(secs => ?) - clock_timestamp())) as seconds_left`,
    [boundedKey, windowSeconds, windowSeconds, windowSeconds],
  );
  const row = rows[0];
  if (row.hits === 1) {
    // A new window began for this key: a cheap moment to forget counters idle for a day.
    await em
      .getConnection()
      .execute(
        `delete from rate_limits where window_start < clock_timestamp() - make_interval(secs => ?)`,
        [STALE_AFTER_SECONDS],
      );
  }
  return { hits: row.hits, secondsLeft: Number(row.seconds_left) };
}

function tooMany(secondsLeft: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(secondsLeft));
  return new AppError('TOO_MANY_REQUESTS', undefined, undefined, retryAfter);
}

/**
 * Counts one attempt under key; throws TOO_MANY_REQUESTS (with Retry-After seconds) when
 * the attempt goes over rule.limit within the current window.
 */
export async function consumeRateLimit(
  em: EntityManager,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const { hits, secondsLeft } = await countAttempt(em, key, rule.windowSeconds);
  if (hits > rule.limit) throw tooMany(secondsLeft);
}

/**
 * Throws TOO_MANY_REQUESTS when key has already used up rule.limit in its current window,
 * without counting anything: lets a route refuse a request before it reads its body.
 */
export async function assertWithinRateLimit(
  em: EntityManager,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const rows = await em.getConnection().execute<CounterRow[]>(
    `select hits,
       extract(epoch from (window_start + make_interval(secs => ?) - clock_timestamp())) as seconds_left
     from rate_limits
     where key = ? and window_start > clock_timestamp() - make_interval(secs => ?)`,
    [rule.windowSeconds, key.slice(0, MAX_KEY_LENGTH), rule.windowSeconds],
  );
  const row = rows[0] as CounterRow | undefined;
  if (row && row.hits >= rule.limit) throw tooMany(Number(row.seconds_left));
}

/**
 * Gives back one attempt counted under key: a successful login is not an attempt to slow
 * down, so an administrator who signs in often is never locked out by their own logins.
 */
export async function refundRateLimit(em: EntityManager, key: string): Promise<void> {
  await em
    .getConnection()
    .execute(`update rate_limits set hits = greatest(hits - 1, 0) where key = ?`, [
      key.slice(0, MAX_KEY_LENGTH),
    ]);
}
