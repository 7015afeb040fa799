import { formatEuro, formatInteger } from './format-number';

describe('formatInteger', () => {
  const italian = new Intl.NumberFormat('it-IT');
  const always = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: true });

  it('writes what Intl writes for it-IT', () => {
    for (const value of [
      0, 7, 999, 1000, 1500, 9999, 10_000, 25_000, 123_456, 1_234_567, -1500, -25_000,
    ]) {
      expect(formatInteger(value), String(value)).toBe(italian.format(value));
      expect(formatInteger(value, 'always'), String(value)).toBe(always.format(value));
    }
  });
});

describe('formatEuro', () => {
  const euro = new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });

  it('writes euro in Italian format, thousands grouped, two decimals', () => {
    expect(formatEuro(12500)).toBe('12.500,00\u00a0€');
    expect(formatEuro(2350.75)).toBe('2.350,75\u00a0€');
    expect(formatEuro(0.1)).toBe('0,10\u00a0€');
    expect(formatEuro(1234567.5)).toBe('1.234.567,50\u00a0€');
  });

  it('writes what Intl writes for it-IT, no-break space included', () => {
    const values = [0, 0.1, 0.005, 1.005, 2350.75, 12_500, 1_234_567.5, -1234.5, -0.001, 99_999.99];
    for (let cents = 0; cents < 2_000_000; cents += 7_919) values.push(cents / 100);
    for (const value of values) expect(formatEuro(value), String(value)).toBe(euro.format(value));
  });
});
