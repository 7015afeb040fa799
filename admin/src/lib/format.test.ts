import { describe, expect, it } from 'vitest';
import {
  formatListDate,
  formatLongDate,
  formatLongDateTime,
  formatRelativeAge,
  previewText,
  todayIsoDate,
} from './format';

describe('formatListDate', () => {
  it('keeps YYYY-MM-DD and zero-pads short parts', () => {
    expect(formatListDate('2026-11-02')).toBe('2026-11-02');
    expect(formatListDate('2026-1-5')).toBe('2026-01-05');
  });

  it('turns a timestamp into the day in Rome', () => {
    expect(formatListDate('2026-03-31T23:30:00.000Z')).toBe('2026-04-01');
  });

  it('is empty for a missing value', () => {
    expect(formatListDate(null)).toBe('');
  });
});

describe('formatLongDate / formatLongDateTime', () => {
  it('uses the it-IT long month', () => {
    expect(formatLongDate('2026-11-22T10:15:00.000Z')).toBe('22 novembre 2026');
  });

  it('adds hours and minutes in Rome time', () => {
    const text = formatLongDateTime('2026-11-22T10:15:00.000Z');
    expect(text).toContain('22 novembre 2026');
    expect(text).toContain('11:15');
  });

  it("shows 'Data non valida' for an invalid date", () => {
    expect(formatLongDate('not a date')).toBe('Data non valida');
    expect(formatLongDateTime(undefined)).toBe('Data non valida');
  });
});

describe('formatRelativeAge', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it('counts whole hours under a day', () => {
    expect(formatRelativeAge('2026-11-22T11:59:00.000Z', now)).toBe('0h fa');
    expect(formatRelativeAge('2026-11-22T07:30:00.000Z', now)).toBe('4h fa');
    expect(formatRelativeAge('2026-11-21T12:00:01.000Z', now)).toBe('23h fa');
  });

  it('counts whole days from 24 hours', () => {
    expect(formatRelativeAge('2026-11-21T12:00:00.000Z', now)).toBe('1d fa');
    expect(formatRelativeAge('2026-11-19T11:00:00.000Z', now)).toBe('3d fa');
  });

  it('never shows a negative age for a clock slightly ahead', () => {
    expect(formatRelativeAge('2026-11-22T12:05:00.000Z', now)).toBe('0h fa');
  });
});

describe('previewText', () => {
  it('keeps a short text as it is', () => {
    expect(previewText('Breve testo')).toBe('Breve testo');
  });

  it('cuts at 100 characters and adds an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(previewText(long)).toBe(`${'a'.repeat(100)}...`);
    expect(previewText('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('previews the text of rich content, not its markup', () => {
    expect(previewText('<p>Ciao <strong>a tutti</strong> &amp; benvenuti</p>')).toBe(
      'Ciao a tutti & benvenuti',
    );
  });

  it('does not split a character made of two code units', () => {
    const text = `${'x'.repeat(99)}😀😀`;
    expect(previewText(text)).toBe(`${'x'.repeat(99)}😀...`);
  });
});

describe('todayIsoDate', () => {
  it('is the day in Rome', () => {
    expect(todayIsoDate(new Date('2026-06-30T22:30:00.000Z'))).toBe('2026-07-01');
  });
});
