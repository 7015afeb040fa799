// The page's own address for the addresses a router would also match.
import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './canonical-path.js';

describe('canonicalPagePath', () => {
  it('is null for a page at its own address', () => {
    for (const path of ['/', '/news', '/5x1000', '/notizie/12', '/storia/croce-rossa', '/%C3%A0'])
      expect(canonicalPagePath(path), path).toBeNull();
  });

  it('drops trailing slashes and lowers letters outside percent-escapes', () => {
    expect(canonicalPagePath('/5x1000/')).toBe('/5x1000');
    expect(canonicalPagePath('/NEWS')).toBe('/news');
    expect(canonicalPagePath('/Notizie/12//')).toBe('/notizie/12');
    expect(canonicalPagePath('/%C3%A0X')).toBe('/%C3%A0x');
  });

  it('never names another host', () => {
    expect(canonicalPagePath('//evil')).toBe('/evil');
    expect(canonicalPagePath('///Evil/')).toBe('/evil');
  });
});
