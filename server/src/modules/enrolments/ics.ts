// iCalendar (RFC 5545) entries of courses and events: a VCALENDAR with VTIMEZONE
// Europe/Rome and one VEVENT per item (UID, DTSTAMP, DTSTART/DTEND, SUMMARY, LOCATION,
// URL, DESCRIPTION). A course has whole days (DTSTART;VALUE=DATE, DTEND the day after
// its last one); an event has Rome times (DTSTART;TZID=Europe/Rome). Text is escaped and
// lines are folded at 75 octets, CRLF between lines.

export interface CalendarItem {
  /** Unique and stable, e.g. project-12@host. */
  uid: string;
  summary: string;
  /** YYYY-MM-DD (whole days) or a Date (a time, written in Rome time). */
  start: string | Date;
  /** The last day (inclusive, YYYY-MM-DD) or the end time. */
  end: string | Date;
  location?: string | null;
  url?: string | null;
  description?: string | null;
}

const ROME_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'X-LIC-LOCATION:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (continuations begin with a space), UTF-8 safe. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: string): string => day.replace(/-/g, '');

/** The day after a YYYY-MM-DD day (DTEND of whole days is exclusive). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A time as Rome's local time, 20270210T183000. */
export function romeLocal(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function when(name: 'DTSTART' | 'DTEND', value: string | Date, isEnd: boolean): string {
  if (typeof value === 'string') {
    return `${name};VALUE=DATE:${compactDate(isEnd ? nextDay(value) : value)}`;
  }
  return `${name};TZID=Europe/Rome:${romeLocal(value)}`;
}

/** A whole calendar (one item for a course's attachment, many for the feed). */
export function renderCalendar(
  items: readonly CalendarItem[],
  options: { name?: string; now?: Date; method?: 'PUBLISH' } = {},
): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Croce Rossa Italiana//Sito del Comitato//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    'X-WR-TIMEZONE:Europe/Rome',
    ...ROME_TIMEZONE,
  ];
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.uid}`,
      `DTSTAMP:${stamp}`,
      when('DTSTART', item.start, false),
      when('DTEND', item.end, true),
      `SUMMARY:${escapeText(item.summary)}`,
      ...(item.location ? [`LOCATION:${escapeText(item.location)}`] : []),
      ...(item.url ? [`URL:${item.url}`] : []),
      ...(item.description ? [`DESCRIPTION:${escapeText(item.description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
