// How a list's card images load: the first cards are above the fold (one column on a
// phone, a row of three on a wide screen), and the first image is usually the page's
// LCP element, so they load at once; the rest wait until they near the viewport.

/** Cards whose image loads eagerly: the first row of the widest grid. */
export const EAGER_CARD_IMAGES = 3;

/** The loading attributes of the image of the card at this position in its list. */
export function cardImageLoading(index: number): {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
} {
  return {
    loading: index < EAGER_CARD_IMAGES ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : 'auto',
  };
}
