import { formatEuro } from './format-money';

/** Intl puts a no-break space before the sign: compared as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuro', () => {
  it('writes euro in Italian format, thousands grouped, two decimals', () => {
    expect(plain(formatEuro(12500))).toBe('12.500,00 €');
    expect(plain(formatEuro(2350.75))).toBe('2.350,75 €');
    expect(plain(formatEuro(0.1))).toBe('0,10 €');
    expect(plain(formatEuro(1234567.5))).toBe('1.234.567,50 €');
  });
});
