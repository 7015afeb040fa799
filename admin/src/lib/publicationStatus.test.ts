import { describe, expect, it } from 'vitest';
import { publicationStatus } from './publicationStatus';

const now = new Date('2026-11-26T12:00:00Z');

describe('publicationStatus', () => {
  it('tells a draft, whatever its date', () => {
    expect(
      publicationStatus({ status: 'draft', publishedAt: '2027-01-01T09:00:00Z' }, 'feminine', now),
    ).toEqual({
      state: 'draft',
      label: 'Bozza',
      when: null,
    });
  });

  it('tells a scheduled record with its date and time on Rome’s clock', () => {
    expect(
      publicationStatus(
        { status: 'published', publishedAt: '2026-12-12T09:00:00Z' },
        'feminine',
        now,
      ),
    ).toEqual({
      state: 'scheduled',
      label: 'Programmata',
      when: '12 dicembre 2026 alle ore 10:00',
    });
    expect(
      publicationStatus(
        { status: 'published', publishedAt: '2026-12-12T09:00:00Z' },
        'masculine',
        now,
      ).label,
    ).toBe('Programmato');
  });

  it('tells a published record: no date, or a date that has come', () => {
    expect(publicationStatus({ status: 'published', publishedAt: null }, 'feminine', now)).toEqual({
      state: 'published',
      label: 'Pubblicata',
      when: null,
    });
    expect(
      publicationStatus(
        { status: 'published', publishedAt: '2026-11-26T11:59:00Z' },
        'masculine',
        now,
      ).label,
    ).toBe('Pubblicato');
  });
});
