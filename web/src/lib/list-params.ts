// The lists' filters and page as URL query parameters (?q=, ?categoria=, ?pagina=; names in
// config/constants.ts). A URL is whatever a visitor types or a robot invents, so every
// reader here falls back instead of failing: an unknown category is no filter, a page that
// is not a positive whole number is the first, a page past the end is the last (clampPage),
// an overlong search is cut. The writer builds the query of the links and forms that carry
// the lists' state, with or without JavaScript.
import { LIST_SEARCH_MAX_LENGTH } from '../config/constants';
import { lowerItalian } from './italian-text';

/** The search text of a parameter: '' when absent, at most LIST_SEARCH_MAX_LENGTH characters. */
export function readSearch(value: string | null): string {
  return (value ?? '').slice(0, LIST_SEARCH_MAX_LENGTH);
}

/** True when a search text filters anything (the lists ignore surrounding spaces). */
export function isSearching(text: string): boolean {
  return text.trim() !== '';
}

/**
 * The choice a parameter names, as the choices spell it (the case of the URL does not
 * matter), or null for no filter: absent, empty or unknown.
 */
export function readChoice<T extends string>(
  value: string | null,
  choices: readonly T[],
): T | null {
  if (!value) return null;
  if ((choices as readonly string[]).includes(value)) return value as T;
  const wanted = lowerItalian(value.trim());
  return choices.find((choice) => lowerItalian(choice) === wanted) ?? null;
}

/**
 * The 1-based page a parameter asks for: 1 unless it is a whole number of at least 1 in
 * plain digits ('0', '-1', '2.5', '1e3', 'abc' are page 1); a number too large to hold
 * exactly asks for the last page, as 99999 does once clamped.
 */
export function readPage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  if (!Number.isSafeInteger(page)) return Number.MAX_SAFE_INTEGER;
  return Math.max(1, page);
}

/** A page within 1..totalPages (a list has at least one page, even when empty). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

/**
 * The parameters a page knows, each with its reader: the value as the page writes it
 * again, or null when it says nothing (invalid, empty, the default).
 */
export type ParamReaders = Readonly<Record<string, (value: string) => string | null>>;

/**
 * The page's parameters, read and written back as the page would write them (in the
 * URL's order); unknown ones are dropped. Links and forms built on them carry the list's
 * state, never the rest of a hostile URL.
 */
export function knownParams(params: URLSearchParams, readers: ParamReaders): URLSearchParams {
  const known = new URLSearchParams();
  for (const [name, value] of params) {
    if (known.has(name) || !Object.hasOwn(readers, name)) continue;
    const read = readers[name](value);
    if (read) known.set(name, read);
  }
  return known;
}

/** The reader of ?q=: the text, cut; nothing when empty. */
export function searchParamReader(value: string): string | null {
  return readSearch(value) || null;
}

/** The reader of ?pagina=: a page after the first; page 1 is the URL without it. */
export function pageParamReader(value: string): string | null {
  const page = readPage(value);
  return page > 1 ? String(page) : null;
}

/** New values of parameters: null, undefined or '' removes one. */
export type ParamChanges = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The query string ('?…', or '' when nothing is left) of `params` with `changes` applied.
 * Empty parameters are dropped (a form sent without JavaScript sends its empty fields):
 * they say nothing, and the same list keeps one URL.
 */
export function searchWith(params: URLSearchParams, changes: ParamChanges = {}): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  for (const name of new Set(next.keys())) {
    if (next.getAll(name).every((value) => value === '')) next.delete(name);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
