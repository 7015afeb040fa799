import { describe, expect, it } from 'vitest';
import { analyticsCsv, lastDays, shortDay } from './analytics';

describe('visit statistics helpers', () => {
  it('makes the last 30 days, today (Rome) included', () => {
    expect(lastDays(30, new Date('2026-03-31T23:30:00Z'))).toEqual({
      from: '2026-03-03',
      to: '2026-04-01',
    });
    expect(shortDay('2026-03-04')).toBe('04/03');
  });

  it('exports CSV with a BOM, semicolons and quoted cells', () => {
    const csv = analyticsCsv({
      days: [{ date: '2026-03-01', views: 3, visitors: 2 }],
      pages: [{ path: '/news;x', views: 2 }],
      referrers: [{ host: 'google.com', views: 1 }],
      devices: [{ device: 'phone', views: 3 }],
    });
    expect(csv.startsWith('\uFEFFData;Visite;Visitatori\r\n2026-03-01;3;2\r\n')).toBe(true);
    expect(csv).toContain('\r\nPagina;Visite\r\n"/news;x";2\r\n');
    expect(csv).toContain('Sito di provenienza;Visite\r\ngoogle.com;1\r\n');
    expect(csv.endsWith('Dispositivo;Visite\r\nTelefono;3\r\n')).toBe(true);
  });
});
