// Rome's calendar: the day and the year a committee's visitors live in, whatever the
// server's own time zone. The formatters are made once: making one costs tens of
// microseconds, which counting a page view paid on every request when each call made its own.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' });

/** The calendar day in Rome at `now`, YYYY-MM-DD. */
export function romeDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The year in Rome at `now`. */
export function romeYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}
