// The public reads' declarations and what is derived from them: keys, canonical answers, the fast
// lane's paths, the GraphQL allowlist; and the stores bounded in bytes.
import { describe, expect, it } from 'vitest';
import { registry } from '../../registry.js';
import { cachedAnswer } from './cached-answer.js';
import { AnswerStore, MAX_CACHED_BODY_BYTES } from './versioned-answers.js';
import {
  isCanonical,
  publicRootFields,
  readKey,
  readsByPath,
  type PublicRead,
} from './public-reads.js';

/** The modules' declared read of that name. */
function read(name: string): PublicRead {
  const found = registry.publicReads.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`lettura pubblica non dichiarata: ${name}`);
  return found;
}

const PUBLIC_ROOT_FIELDS = Object.fromEntries(publicRootFields(registry.publicReads));

describe('the declarations of the public reads', () => {
  it('key an answer by its declared filters only, string values only', () => {
    const news = read('news');
    expect(readKey(news, { category: 'Eventi', page: '2' })).toBe(
      readKey(news, { category: 'Eventi' }),
    );
    expect(readKey(news, { category: 'Eventi' })).not.toBe(readKey(news, {}));
    expect(readKey(news, { q: ['a', 'b'] })).toBe(readKey(news, {}));
    expect(readKey(news, {})).not.toBe(readKey(read('projects'), {}));
    expect(isCanonical(news, {})).toBe(true);
    expect(isCanonical(news, { q: 'corso' })).toBe(false);
    expect(isCanonical(read('grants-export'), {}, { params: ['2025', 'csv'] })).toBe(false);
  });

  it('pin an answer with absolute URLs only under the configured origin', () => {
    const sitemap = read('sitemap');
    const configured = { origin: 'https://cri.example.org', fromRequest: false };
    const fromHost = { origin: 'http://altro.example', fromRequest: true };
    expect(isCanonical(sitemap, {}, { origin: configured })).toBe(true);
    expect(isCanonical(sitemap, {}, { origin: fromHost })).toBe(false);
    expect(readKey(sitemap, {}, { origin: configured })).not.toBe(
      readKey(sitemap, {}, { origin: fromHost }),
    );
  });

  it('give the fast lane every declared path, and nothing else', () => {
    expect([...readsByPath(registry.publicReads).keys()].sort()).toEqual(
      [
        '/api/activities',
        '/api/compensations',
        '/api/documents',
        '/api/events',
        '/api/five-per-thousand',
        '/api/grants',
        '/api/grants/years',
        '/api/navigation',
        '/api/news',
        '/api/pages',
        '/api/projects',
        '/api/services',
        '/api/settings',
        '/api/slides',
        '/api/stats',
        '/api/team',
        '/api/timeline',
        '/robots.txt',
        '/rss.xml',
        '/sitemap.xml',
      ].sort(),
    );
  });

  it('derive the GraphQL allowlist: public records only', () => {
    expect(PUBLIC_ROOT_FIELDS).toMatchObject({
      __typename: null,
      allNews: 'news',
      _allNewsMeta: 'news',
      News: 'news',
      newsCategories: 'news',
      Project: 'projects',
      allEvents: 'events',
      _allEventsMeta: 'events',
      Event: 'events',
      settings: 'settings',
      allTeamMembers: 'team_members',
      grantYearTotals: 'grants',
      allFivePerThousandReports: 'five_per_thousand_reports',
      Compensation: 'compensations',
      allSitePages: 'site_pages',
      sitePageBySlug: 'site_pages',
      navigation: 'settings',
    });
    expect(Object.keys(PUBLIC_ROOT_FIELDS)).toHaveLength(48);
    for (const field of [
      'allContacts',
      'Contact',
      'me',
      'allUsers',
      'allActivityLogEntries',
      'demoContent',
    ]) {
      expect(Object.hasOwn(PUBLIC_ROOT_FIELDS, field), field).toBe(false);
    }
  });
});

describe('the answer store', () => {
  it('is bounded in bytes: the least recently used variants go first, canonical ones stay', () => {
    const body = 'x'.repeat(10_000);
    // Room for about three variants of this size.
    const store = new AnswerStore(3 * 21_000, 1_000_000);
    store.set('canonical', cachedAnswer('1', body, 'application/json'), 'canonical');
    for (const key of ['a', 'b', 'c']) {
      store.set(key, cachedAnswer('1', body, 'application/json'), 'variant');
    }
    expect(store.get('a')).toBeDefined();
    store.set('d', cachedAnswer('1', body, 'application/json'), 'variant');
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('d')).toBeDefined();
    expect(store.get('canonical')).toBeDefined();
    expect(store.calculatedSize).toBeLessThanOrEqual(3 * 21_000 + 1_000_000);
  });

  it('keeps no answer larger than the limit', () => {
    const store = new AnswerStore();
    const large = cachedAnswer('1', 'x'.repeat(MAX_CACHED_BODY_BYTES + 1), 'text/plain');
    store.set('large', large, 'canonical');
    expect(store.get('large')).toBeUndefined();
  });

  it('gives the weak ETag express gives the same body', () => {
    // express's etag setting 'weak' uses the etag package: W/"<length in hex>-<sha1 base64>".
    expect(cachedAnswer('1', 'ciao', 'text/plain').etag).toMatch(/^W\/"4-[A-Za-z0-9+/]{27}"$/);
  });
});
