// The Italian fiscal code algorithms (common/formats.ts) against codes computed by hand and the usual mistakes.
import { describe, expect, it } from 'vitest';
import { isFiscalCode, numericCheckDigit, personalCheckCharacter } from './formats.js';

describe('fiscal code of an organisation (11 digits)', () => {
  it('accepts a code whose last digit is its check digit', () => {
    // Comune di Milano: 0+1+9+5+1 (odd) + 2+9+4+0+1 (even, doubled) = 32 -> 8.
    expect(numericCheckDigit('0119925015')).toBe(8);
    expect(isFiscalCode('01199250158')).toBe(true);
    expect(isFiscalCode(' 01199250158 ')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isFiscalCode('01199250157')).toBe(false);
    expect(isFiscalCode('0119925015')).toBe(false);
    expect(isFiscalCode('011992501588')).toBe(false);
    expect(isFiscalCode('0119925015A')).toBe(false);
    expect(isFiscalCode('')).toBe(false);
    expect(isFiscalCode(1199250158)).toBe(false);
  });
});

describe('fiscal code of a person (16 characters)', () => {
  it('accepts a code whose last letter is its check character, in any case', () => {
    expect(personalCheckCharacter('RSSMRA85T10A562')).toBe('S');
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isFiscalCode('rssmra85t10a562s')).toBe(true);
  });

  it('accepts omocodia letters in place of digits when the check character follows them', () => {
    const first15 = 'RSSMRA85T10A56N';
    expect(isFiscalCode(`${first15}${personalCheckCharacter(first15)}`)).toBe(true);
  });

  it('refuses a wrong check character and malformed codes', () => {
    expect(isFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isFiscalCode('RSSMRA85Z10A562S')).toBe(false);
    expect(isFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(isFiscalCode('1SSMRA85T10A562S')).toBe(false);
  });
});
