// A record's version, for changes made from an outdated copy (two editors on the same
// record): the time of its last change, in milliseconds, which the ORM sets on every
// change that alters it (content-record.ts). REST sends it as the ETag of each record and
// takes it back in If-Match; GraphQL shows it as `version` and takes it back as the
// `version` argument of an update. The check runs on the row locked for the change
// (SELECT … FOR UPDATE), so two changes made from the same version cannot both pass it.
import type { Request, Response } from 'express';
import { AppError } from '../../errors.js';

/** What has a version: every record (updatedAt), or the settings. */
export interface Versioned {
  updatedAt: Date;
}

export function versionOf(record: Versioned): string {
  return String(new Date(record.updatedAt).getTime());
}

/** The ETag of a record: its version, quoted (a strong validator). */
export function etagOf(record: Versioned): string {
  return `"${versionOf(record)}"`;
}

/** Sets the record's ETag on a REST answer (express keeps it instead of its own hash). */
export function sendVersion(res: Response, record: Versioned): void {
  res.set('ETag', etagOf(record));
}

/**
 * The version a REST change was made from: If-Match's entity tag (quotes and a weak
 * prefix dropped); null without one, or with `*` (any version).
 */
export function ifMatchOf(req: Request): string | null {
  const header = req.headers['if-match'];
  if (typeof header !== 'string') return null;
  const tags = header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => tag !== '');
  if (tags.length === 0 || tags.includes('*')) return null;
  return tags.join(',');
}

/**
 * Refuses a change made from another version than the record's current one (409
 * CONFLICT); a change that names no version is made.
 */
export function checkVersion(record: Versioned, expected: string | null | undefined): void {
  if (expected === null || expected === undefined || expected === '') return;
  const current = versionOf(record);
  if (!expected.split(',').includes(current)) throw new AppError('CONFLICT');
}
