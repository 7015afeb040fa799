// Derived texts: the news excerpt (plain text, word boundary), reading time, file sizes.
import { describe, expect, it } from 'vitest';
import { deriveExcerpt, deriveReadTime, formatFileSize, toPlainText } from './text.js';
import { parseId } from './ids.js';
import { isCalendarDate } from './validation.js';

describe('text derivations', () => {
  it('turns rich text into plain text', () => {
    expect(
      toPlainText(
        '<p>Primo&nbsp;soccorso<br>e <strong>BLSD</strong> &amp; altro</p><script>alert(1)</script>',
      ),
    ).toBe('Primo soccorso e BLSD & altro');
    expect(toPlainText('caff&egrave; &#233; &#x41;')).toBe('caffè é A');
  });

  it('cuts the excerpt at a word boundary near 200 characters', () => {
    const words = 'volontariato '.repeat(40);
    const excerpt = deriveExcerpt(`<p>${words}</p>`);
    expect(excerpt.endsWith('volontariato…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(deriveExcerpt('<p>Breve.</p>')).toBe('Breve.');
  });

  it('derives the reading time at 200 words a minute, at least 1', () => {
    expect(deriveReadTime('')).toBe(1);
    expect(deriveReadTime('parola '.repeat(200))).toBe(1);
    expect(deriveReadTime('parola '.repeat(201))).toBe(2);
  });

  it('formats file sizes', () => {
    expect(formatFileSize(850)).toBe('850 B');
    expect(formatFileSize(12_700)).toBe('12.4 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
  });
});

describe('ids and dates', () => {
  it('accepts only positive integer ids within the serial range', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(7)).toBe(7);
    for (const raw of [
      '0',
      '-1',
      '01',
      '1.0',
      '1e3',
      'abc',
      '',
      '2147483648',
      null,
      undefined,
      {},
    ]) {
      expect(parseId(raw)).toBeNull();
    }
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const raw of ['2027-02-29', '2026-13-01', '2026-1-1', '01/02/2026', 20260101]) {
      expect(isCalendarDate(raw)).toBe(false);
    }
  });
});
