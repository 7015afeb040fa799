// Rome's day and year, across the midnights where UTC and Rome disagree (CET and CEST).
import { describe, expect, it } from 'vitest';
import { romeDay, romeYear } from './rome.js';

describe("Rome's calendar", () => {
  it('gives the day in Rome, not in UTC', () => {
    expect(romeDay(new Date('2026-03-05T22:59:59Z'))).toBe('2026-03-05');
    expect(romeDay(new Date('2026-03-05T23:00:00Z'))).toBe('2026-03-06');
    // Summer time: Rome is two hours ahead.
    expect(romeDay(new Date('2026-07-10T21:59:59Z'))).toBe('2026-07-10');
    expect(romeDay(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('gives the right day when asked in turn for times in the same minute and across midnight', () => {
    const asked = [
      '2026-03-05T22:59:00Z',
      '2026-03-05T22:59:59.999Z',
      '2026-03-05T23:00:00Z',
      '2026-03-05T22:59:30Z',
      '2026-03-05T23:00:59Z',
    ];
    expect(asked.map((at) => romeDay(new Date(at)))).toEqual([
      '2026-03-05',
      '2026-03-05',
      '2026-03-06',
      '2026-03-05',
      '2026-03-06',
    ]);
  });

  it('gives the year in Rome at new year', () => {
    expect(romeYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(romeYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});
