import { LIST_SEARCH_MAX_LENGTH } from '../config/constants';
import {
  clampPage,
  isSearching,
  knownParams,
  pageParamReader,
  searchParamReader,
  readChoice,
  readPage,
  readSearch,
  searchWith,
} from './list-params';

describe('list parameters', () => {
  it('reads a search, cut to its maximum length', () => {
    expect(readSearch(null)).toBe('');
    expect(readSearch('  bilancio ')).toBe('  bilancio ');
    expect(readSearch('x'.repeat(10_000))).toHaveLength(LIST_SEARCH_MAX_LENGTH);
    expect(isSearching('   ')).toBe(false);
    expect(isSearching(' a ')).toBe(true);
  });

  it('reads a choice as the choices spell it, or no filter', () => {
    const choices = ['Bilanci', 'Altri Documenti'] as const;
    expect(readChoice('Bilanci', choices)).toBe('Bilanci');
    expect(readChoice('altri documenti', choices)).toBe('Altri Documenti');
    expect(readChoice(' BILANCI ', choices)).toBe('Bilanci');
    expect(readChoice('Statuto', choices)).toBeNull();
    expect(readChoice('', choices)).toBeNull();
    expect(readChoice(null, choices)).toBeNull();
    expect(readChoice('x'.repeat(100_000), choices)).toBeNull();
  });

  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    ['007', 7],
    ['0', 1],
    ['-1', 1],
    ['+2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['abc', 1],
    [' 2', 1],
    ['99999', 99999],
    ['9'.repeat(400), Number.MAX_SAFE_INTEGER],
  ])('reads the page %j as %d', (value, page) => {
    expect(readPage(value)).toBe(page);
  });

  it('clamps a page to the pages there are', () => {
    expect(clampPage(99999, 3)).toBe(3);
    expect(clampPage(Number.MAX_SAFE_INTEGER, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it("keeps a page's known parameters, as the page writes them, in the URL's order", () => {
    const readers = { q: searchParamReader, pagina: pageParamReader };
    const known = (query: string) => knownParams(new URLSearchParams(query), readers).toString();
    expect(known('pagina=2&utm_source=x&q=bilancio')).toBe('pagina=2&q=bilancio');
    expect(known('q=&pagina=1')).toBe('');
    expect(known('pagina=abc&q=a&q=b')).toBe('q=a');
    expect(known(`q=${'x'.repeat(5000)}`)).toBe(`q=${'x'.repeat(LIST_SEARCH_MAX_LENGTH)}`);
    expect(known('constructor=1&__proto__=2&toString=3')).toBe('');
  });

  it('writes a query: changes applied, empty parameters dropped, others kept', () => {
    const params = new URLSearchParams('q=bilancio&categoria=&anno=2024&pagina=3');
    expect(searchWith(params)).toBe('?q=bilancio&anno=2024&pagina=3');
    expect(searchWith(params, { pagina: null })).toBe('?q=bilancio&anno=2024');
    expect(searchWith(params, { pagina: 2, categoria: 'Altri Documenti' })).toBe(
      '?q=bilancio&categoria=Altri+Documenti&anno=2024&pagina=2',
    );
    expect(searchWith(params, { q: '', anno: undefined, pagina: null })).toBe('');
    expect(searchWith(new URLSearchParams('q=a&b'), { q: 'città & mare' })).toBe(
      '?q=citt%C3%A0+%26+mare',
    );
  });
});
