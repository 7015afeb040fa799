// Dates as the visitor reads them: Italian words, Europe/Rome calendar day. A value
// that cannot be parsed is shown as it was written (the public spec's rule for
// project dates), so a hand-typed "primavera 2026" still reaches the page.

const TIME_ZONE = 'Europe/Rome';
const LOCALE = 'it-IT';

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses `YYYY-MM-DD` (a calendar day, no time zone) or an ISO 8601 timestamp.
 * Returns null for anything else, including impossible days such as 2026-02-30.
 */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    // Noon UTC is the same calendar day in Rome whatever the season.
    const date = new Date(Date.UTC(year, month - 1, day, 12));
    const sameDay =
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    return sameDay ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "15 marzo 2026"; the raw text when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  if (date) return longDate.format(date);
  return value?.trim() ?? '';
}

/** "dal 2 marzo 2026 al 30 aprile 2026", or a single day when both ends agree. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!to || to === from) return from;
  if (!from) return to;
  return `dal ${from} al ${to}`;
}

/** Machine-readable value for <time dateTime>, or undefined when not a date. */
export function isoDate(value: string | null | undefined): string | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  return DATE_ONLY.test(value!.trim()) ? value!.trim() : date.toISOString();
}
