// The admin's dates are Italian whatever the browser: calendar days (YYYY-MM-DD) and
// instants (ISO 8601) shown and typed as Rome's wall clock. The date pickers work on
// the browser's local Date; these helpers carry Rome's wall clock in and out of them.
import { DISPLAY_TIME_ZONE } from '../config';

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Rome's wall clock at an instant, as [year, month (1-12), day, hour, minute, second]. */
function romeParts(instant: Date): number[] {
  const parts = Object.fromEntries(
    WALL_CLOCK.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second];
}

/** A YYYY-MM-DD day as a local Date at midnight (what a date picker shows), or null. */
export function dayToPickerValue(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A picker's local Date as YYYY-MM-DD (its own calendar day, no time zone involved). */
export function pickerValueToDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO instant as a local Date showing Rome's wall clock at that instant, or null. */
export function instantToPickerValue(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const [y, mo, d, h, mi, s] = romeParts(instant);
  return new Date(y, mo - 1, d, h, mi, s);
}

/** A picker's local Date read as Rome's wall clock, as an ISO instant. */
export function pickerValueToInstant(date: Date): string {
  const wall = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
  // Rome's offset at the guess, then once more at the corrected instant (DST changes).
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const [y, mo, d, h, mi, s] = romeParts(new Date(instant));
    instant = wall - (Date.UTC(y, mo - 1, d, h, mi, s) - instant);
  }
  return new Date(instant).toISOString();
}
