// Display formatting shared by the admin screens: dates (list days, it-IT long month),
// the dashboard's relative ages and the list previews.
import {
  DISPLAY_LOCALE,
  DISPLAY_TIME_ZONE,
  ELLIPSIS,
  HOURS_BEFORE_DAYS,
  PREVIEW_LENGTH,
} from '../config';

const HOUR_MS = 60 * 60 * 1000;

/** A list date as YYYY-MM-DD (zero padded), from a YYYY-MM-DD string or an ISO timestamp. */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (day) {
    const [, y, m, d] = day;
    return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // The day as seen in Rome, so that a midnight timestamp does not slip to the day before.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return parts;
}

function formatLong(value: string | null | undefined, withTime: boolean): string {
  try {
    if (value == null || value === '') return 'Data non valida';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return 'Data non valida';
    return new Intl.DateTimeFormat(DISPLAY_LOCALE, {
      timeZone: DISPLAY_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    }).format(date);
  } catch {
    return 'Data non disponibile';
  }
}

/** it-IT long-month date, e.g. "22 novembre 2026" (documents). */
export function formatLongDate(value: string | null | undefined): string {
  return formatLong(value, false);
}

/** it-IT long-month date with hours and minutes, e.g. "22 novembre 2026 alle ore 10:15" (contacts). */
export function formatLongDateTime(value: string | null | undefined): string {
  return formatLong(value, true);
}

/** Dashboard age: 'Nh fa' (whole hours) under 24 hours, otherwise 'Nd fa' (whole days). */
export function formatRelativeAge(createdAt: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < HOURS_BEFORE_DAYS) return `${hours}h fa`;
  return `${Math.floor(hours / HOURS_BEFORE_DAYS)}d fa`;
}

/** Plain text of a rich-text (HTML subset) value, whitespace collapsed. */
export function plainText(html: string): string {
  const withoutTags = html.replace(/<[^>]*>/g, ' ');
  const decoded = new DOMParser().parseFromString(withoutTags, 'text/html').documentElement
    .textContent;
  return (decoded ?? '').replace(/\s+/g, ' ').trim();
}

/** The first 100 characters of a text followed by an ellipsis when it is longer. */
export function previewText(text: string | null | undefined, length = PREVIEW_LENGTH): string {
  if (!text) return '';
  const plain = plainText(text);
  const chars = Array.from(plain);
  if (chars.length <= length) return plain;
  return `${chars.slice(0, length).join('')}${ELLIPSIS}`;
}

/** Today's date (Europe/Rome) as YYYY-MM-DD: the default date of a new news item. */
export function todayIsoDate(now: Date = new Date()): string {
  return formatListDate(now.toISOString());
}
