import { formatDate, formatDateRange, isoDate, parseDate } from './format-date';

describe('formatDate', () => {
  it('writes a calendar day in Italian', () => {
    expect(formatDate('2026-03-05')).toBe('5 marzo 2026');
  });

  it('shows a timestamp on its day in Rome', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('1 gennaio 2026');
  });

  it('shows text that is not a date as it was written', () => {
    expect(formatDate('primavera 2026')).toBe('primavera 2026');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(parseDate('12/03/2026')).toBeNull();
    expect(formatDate(null)).toBe('');
  });

  it('joins a range, or gives one day when both ends agree', () => {
    expect(formatDateRange('2026-03-10', '2026-04-02')).toBe('dal 10 marzo 2026 al 2 aprile 2026');
    expect(formatDateRange('2026-03-10', '2026-03-10')).toBe('10 marzo 2026');
    expect(formatDateRange('2026-03-10', '')).toBe('10 marzo 2026');
  });

  it('gives a machine-readable value only for dates', () => {
    expect(isoDate('2026-03-10')).toBe('2026-03-10');
    expect(isoDate('domani')).toBeUndefined();
  });
});

describe('formatDate against Intl', () => {
  const intl = new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  });

  it('gives the day Intl gives in Rome, every hour around each summer time change', () => {
    for (let year = 1990; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
        for (let hour = -30; hour <= 30; hour += 1) {
          const at = new Date(sunday + hour * 3_600_000);
          expect(formatDate(at.toISOString()), at.toISOString()).toBe(intl.format(at));
        }
      }
    }
  });

  it('gives the day Intl gives in Rome at midnight and at 22:30 and 23:30 UTC of every day', () => {
    for (let day = Date.UTC(1997, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      for (const minutes of [0, 22 * 60 + 30, 23 * 60 + 30]) {
        const at = new Date(day + minutes * 60_000);
        expect(formatDate(at.toISOString()), at.toISOString()).toBe(intl.format(at));
      }
    }
  });
});
