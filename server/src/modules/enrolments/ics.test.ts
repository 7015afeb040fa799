// The iCalendar writer, parsed back line by line (RFC 5545): CRLF lines of at most 75
// octets, escaped text, whole days for courses, Rome times with TZID for timed items.
import { describe, expect, it } from 'vitest';
import { escapeText, renderCalendar, romeLocal } from './ics.js';

/** Unfolds the lines and reads each property (name with parameters -> value). */
function parse(calendar: string): string[] {
  expect(calendar.endsWith('\r\n')).toBe(true);
  const physical = calendar.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return calendar.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

describe('renderCalendar', () => {
  it('writes a course as whole days and a timed item in Rome time, with the time zone', () => {
    const lines = parse(
      renderCalendar(
        [
          {
            uid: 'project-7@comitato.example.org',
            summary: 'Corso BLSD; adulti, bambini',
            start: '2027-02-10',
            end: '2027-02-12',
            location: 'Via dei Volontari 12, Valdoria',
            url: 'https://comitato.example.org/progetti/7',
          },
          {
            uid: 'event-3@comitato.example.org',
            summary: 'Donazione del sangue',
            start: new Date('2027-07-01T07:30:00Z'),
            end: new Date('2027-01-15T11:00:00Z'),
            description: 'Porta un documento.\nA digiuno leggero.',
          },
        ],
        { now: new Date('2026-11-27T10:00:00Z'), name: 'Calendario' },
      ),
    );
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Europe/Rome');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:project-7@comitato.example.org');
    expect(lines).toContain('DTSTAMP:20261127T100000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270210');
    expect(lines).toContain('DTEND;VALUE=DATE:20270213');
    expect(lines).toContain('SUMMARY:Corso BLSD\\; adulti\\, bambini');
    expect(lines).toContain('LOCATION:Via dei Volontari 12\\, Valdoria');
    expect(lines).toContain('URL:https://comitato.example.org/progetti/7');
    // Summer time (+2) and winter time (+1).
    expect(lines).toContain('DTSTART;TZID=Europe/Rome:20270701T093000');
    expect(lines).toContain('DTEND;TZID=Europe/Rome:20270115T120000');
    expect(lines).toContain('DESCRIPTION:Porta un documento.\\nA digiuno leggero.');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const summary = 'Attività è così '.repeat(12);
    const calendar = renderCalendar([
      { uid: 'x@y', summary, start: '2027-01-01', end: '2027-01-01' },
    ]);
    expect(parse(calendar)).toContain(`SUMMARY:${escapeText(summary)}`);
  });

  it('reads a time as Rome reads it', () => {
    expect(romeLocal(new Date('2027-03-28T00:30:00Z'))).toBe('20270328T013000');
    expect(romeLocal(new Date('2027-03-28T01:30:00Z'))).toBe('20270328T033000');
  });
});
