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
