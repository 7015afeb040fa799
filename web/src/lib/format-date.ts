// Dates as the visitor reads them: Italian words, Europe/Rome calendar day. A value
// that cannot be parsed is shown as it was written (the public spec's rule for
// project dates), so a hand-typed "primavera 2026" still reaches the page.
// Written without Intl.DateTimeFormat for the dates of the last decades: the browser's
// first Italian date formatter with a time zone loads the locale's and the zone's data,
// measured at 150 to 460 ms of main thread in Chromium, and a page that shows a date
// would pay it while it starts. The result is Intl's own "5 marzo 2026" (a test compares
// the two over every day of those years); older dates still go through Intl.

const TIME_ZONE = 'Europe/Rome';
const LOCALE = 'it-IT';

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** Since 1996 Italy follows the EU's summer time rule, the one romeCalendarDay computes. */
const EU_SUMMER_TIME_SINCE = 1996;
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-11): when EU summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The calendar day in Rome (UTC+1, UTC+2 in summer time: from the last Sunday of March to
 * the last Sunday of October, at 01:00 UTC), as a Date whose UTC fields are that day.
 */
function romeCalendarDay(date: Date): Date {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

/** The year in Rome at that moment (on New Year's Eve at 23:30 UTC, already the next one). */
export function romeYear(date: Date): number {
  return romeCalendarDay(date).getUTCFullYear();
}

let intlLongDate: Intl.DateTimeFormat | undefined;

function longDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (year > EU_SUMMER_TIME_SINCE && year < 10_000) {
    const day = romeCalendarDay(date);
    return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  }
  intlLongDate ??= new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  });
  return intlLongDate.format(date);
}

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
  if (date) return longDate(date);
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

/** "09:30": the time in Rome. */
export function romeTime(date: Date): string {
  const local = romeCalendarDay(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** "2027-04-10": the day in Rome. */
export function romeDayKey(date: Date): string {
  return romeCalendarDay(date).toISOString().slice(0, 10);
}

/** del/dell' before a day: l'1, l'8, l'11 (Italian elision). */
function dayOf(date: Date): string {
  return [1, 8, 11].includes(romeCalendarDay(date).getUTCDate()) ? "dell'" : 'del ';
}

/**
 * An event's start and end in Rome time, as the server's e-mails say them: "10 aprile
 * 2027, dalle 09:30 alle 13:00"; over several days "dalle 18:00 del 10 aprile 2027 alle
 * 12:00 dell'11 aprile 2027".
 */
export function formatEventTime(startsAt: string, endsAt: string): string {
  const start = parseDate(startsAt);
  const end = parseDate(endsAt);
  if (!start || !end) return formatDate(startsAt);
  if (romeDayKey(start) === romeDayKey(end)) {
    return `${formatDate(startsAt)}, dalle ${romeTime(start)} alle ${romeTime(end)}`;
  }
  return `dalle ${romeTime(start)} ${dayOf(start)}${formatDate(startsAt)} alle ${romeTime(end)} ${dayOf(end)}${formatDate(endsAt)}`;
}
