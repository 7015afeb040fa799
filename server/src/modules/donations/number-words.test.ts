// Amounts in Italian words: the elisions (ventuno, centotto, centottanta), the accent of a
// final tre, thousands and millions, and euro with cents as a receipt writes them.
import { describe, expect, it } from 'vitest';
import { euroInWords, integerInWords } from './number-words.js';

describe('integerInWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'uno'],
    [3, 'tre'],
    [16, 'sedici'],
    [21, 'ventuno'],
    [23, 'ventitré'],
    [28, 'ventotto'],
    [40, 'quaranta'],
    [99, 'novantanove'],
    [100, 'cento'],
    [101, 'centouno'],
    [103, 'centotré'],
    [108, 'centotto'],
    [180, 'centottanta'],
    [200, 'duecento'],
    [381, 'trecentottantuno'],
    [1000, 'mille'],
    [1003, 'milletré'],
    [1100, 'millecento'],
    [2000, 'duemila'],
    [2345, 'duemilatrecentoquarantacinque'],
    [23000, 'ventitremila'],
    [100000, 'centomila'],
    [999999, 'novecentonovantanovemilanovecentonovantanove'],
    [1000000, 'un milione'],
    [1000500, 'un milione cinquecento'],
    [3000000, 'tre milioni'],
    [23000000, 'ventitré milioni'],
  ])('%i is %s', (value, words) => {
    expect(integerInWords(value)).toBe(words);
  });

  it('refuses what is not a non-negative whole number', () => {
    expect(() => integerInWords(-1)).toThrow(RangeError);
    expect(() => integerInWords(1.5)).toThrow(RangeError);
  });
});

describe('euroInWords', () => {
  it.each([
    [100, 'un euro'],
    [2100, 'ventuno euro'],
    [5000, 'cinquanta euro'],
    [12345, 'centoventitré euro e quarantacinque centesimi'],
    [50, 'zero euro e cinquanta centesimi'],
    [1001, 'dieci euro e un centesimo'],
    [150000, 'millecinquecento euro'],
    [100000000, 'un milione di euro'],
    [300000000, 'tre milioni di euro'],
  ])('%i cents are %s', (cents, words) => {
    expect(euroInWords(cents)).toBe(words);
  });
});
