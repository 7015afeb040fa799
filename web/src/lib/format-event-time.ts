// An event's start and end times as the visitor reads them, in Rome time (as the server's
// e-mails say them): "10 aprile 2027, dalle 09:30 alle 13:00"; over several days "dalle
// 18:00 del 10 aprile 2027 alle 12:00 dell'11 aprile 2027". Only the events' pages load it.
import { formatDate, parseDate, romeCalendarDay } from './format-date';

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
function of(date: Date): string {
  return [1, 8, 11].includes(romeCalendarDay(date).getUTCDate()) ? "dell'" : 'del ';
}

export function formatEventTime(startsAt: string, endsAt: string): string {
  const start = parseDate(startsAt);
  const end = parseDate(endsAt);
  if (!start || !end) return formatDate(startsAt);
  if (romeDayKey(start) === romeDayKey(end)) {
    return `${formatDate(startsAt)}, dalle ${romeTime(start)} alle ${romeTime(end)}`;
  }
  return `dalle ${romeTime(start)} ${of(start)}${formatDate(startsAt)} alle ${romeTime(end)} ${of(end)}${formatDate(endsAt)}`;
}
