import { describe, expect, it } from 'vitest';
import { moveId } from './reorder';

describe('moveId', () => {
  it('swaps a record with the one above or below it', () => {
    expect(moveId(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });

  it('matches ids whatever their type (the URL gives strings)', () => {
    expect(moveId([1, 2, 3], '3', 'up')).toEqual([1, 3, 2]);
  });

  it('keeps the order when the record is already first or last, or unknown', () => {
    expect(moveId(['a', 'b'], 'a', 'up')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'b', 'down')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'z', 'down')).toEqual(['a', 'b']);
  });
});
