import { describe, expect, it } from 'vitest';
import { cardImageLoading, EAGER_CARD_IMAGES } from './card-image-loading';

describe('cardImageLoading', () => {
  it('loads the first card image eagerly with high priority', () => {
    expect(cardImageLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('loads the rest of the first row eagerly, then lazily', () => {
    expect(cardImageLoading(1)).toEqual({ loading: 'eager', fetchPriority: 'auto' });
    expect(cardImageLoading(EAGER_CARD_IMAGES - 1).loading).toBe('eager');
    expect(cardImageLoading(EAGER_CARD_IMAGES)).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });
});
