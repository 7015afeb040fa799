import { describe, expect, it } from 'vitest';
import { euroAmountProblem, formatEuro } from './money';

describe('euro amounts in the admin', () => {
  it('are shown in Italian format', () => {
    expect(formatEuro(12500).replace(/\s/g, ' ')).toBe('12.500,00 €');
    expect(formatEuro(4200).replace(/\s/g, ' ')).toBe('4.200,00 €');
    expect(formatEuro(0.1).replace(/\s/g, ' ')).toBe('0,10 €');
    expect(formatEuro(undefined)).toBe('');
  });

  it('are checked for sign and decimals before sending', () => {
    expect(euroAmountProblem(10.55, false)).toBeUndefined();
    expect(euroAmountProblem(0, false)).toBe("L'importo deve essere positivo");
    expect(euroAmountProblem(0, true)).toBeUndefined();
    expect(euroAmountProblem(-1, true)).toBe("L'importo non può essere negativo");
    expect(euroAmountProblem(1.005, true)).toBe('Al massimo due decimali');
  });
});
