// The /trasparenza list logic: title-only case-insensitive search, category, pages of
// DOCUMENTS_PAGE_SIZE, and the page's canonical URL for the list the URL asks for.
import { DOCUMENTS_PAGE_SIZE, LIST_PARAMS } from '../../config/constants';
import { paths } from '../../config/paths';
import { clampPage, isSearching, readChoice, readPage, readSearch } from '../../lib/list-params';
import { lowerItalian } from '../../lib/italian-text';

/** The categories of the back office's document form, in its order. */
export const DOCUMENT_CATEGORIES = [
  'Bilanci',
  'Statuto',
  'Relazioni',
  'Regolamenti',
  'Altri Documenti',
] as const;

/** ?categoria= as one of the categories, or '' (all). */
export function readDocumentCategory(value: string | null): string {
  return readChoice(value, DOCUMENT_CATEGORIES) ?? '';
}

export interface FilterableDocument {
  title: string;
  category: string;
}

export function filterDocuments<T extends FilterableDocument>(
  documents: readonly T[],
  { query, category }: { query: string; category: string },
): T[] {
  const needle = lowerItalian(query.trim());
  return documents.filter(
    (d) =>
      (!category || d.category === category) && (!needle || lowerItalian(d.title).includes(needle)),
  );
}

export function pageCount(total: number, pageSize = DOCUMENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of a 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = DOCUMENTS_PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * Page numbers to show: all of them up to seven, otherwise the first, the last and
 * the neighbours of the current one, with null where pages are skipped.
 */
export function visiblePages(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const around = [current - 1, current, current + 1].filter((p) => p > 1 && p < total);
  const pages: (number | null)[] = [1];
  if (around[0] > 2) pages.push(null);
  pages.push(...around);
  if (around[around.length - 1] < total - 1) pages.push(null);
  pages.push(total);
  return pages;
}

/**
 * The canonical path of /trasparenza at this URL (see canonicalPath in use-page-meta.ts):
 * a page of the whole list names itself (?pagina=N, clamped as the list shows it, page 1
 * without the parameter); a search or a category names the unfiltered list, as does
 * every other parameter (the grants' year).
 */
export function documentsCanonicalPath(params: URLSearchParams, total: number): string {
  const filtered =
    isSearching(readSearch(params.get(LIST_PARAMS.search))) ||
    readDocumentCategory(params.get(LIST_PARAMS.category)) !== '';
  const page = filtered ? 1 : clampPage(readPage(params.get(LIST_PARAMS.page)), pageCount(total));
  return page > 1 ? `${paths.transparency}?${LIST_PARAMS.page}=${page}` : paths.transparency;
}
