// The parameters of /news: the search and the category of the list (news-list.tsx) and
// the item open in the dialog (?id=, news-page.tsx). The category is checked against the
// loaded news when the list filters: here it is only kept to a bounded text.
import { LIST_PARAMS } from '../../config/constants';
import { readSearch, searchParamReader, type ParamReaders } from '../../lib/list-params';

/** The ?id= parameter read as an integer, or null. */
export function parseNewsId(value: string | null): string | null {
  if (value === null) return null;
  const id = Number.parseInt(value, 10);
  return Number.isSafeInteger(id) ? String(id) : null;
}

export const NEWS_PARAMS: ParamReaders = {
  [LIST_PARAMS.search]: searchParamReader,
  [LIST_PARAMS.category]: (value) => readSearch(value).trim() || null,
  [LIST_PARAMS.newsItem]: parseNewsId,
};
