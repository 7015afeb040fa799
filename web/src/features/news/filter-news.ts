// The /news filters: a category chosen among those present in the data ('' = all)
// and a case-insensitive substring search on the title or the text of the content.
import type { NewsCategory } from '../../gql/graphql';
import { htmlToText } from '../../lib/html-to-text';
import { compareItalian, lowerItalian } from '../../lib/italian-text';

export interface FilterableNews {
  title: string;
  content: string;
  category: NewsCategory;
}

/** Distinct categories of the loaded news, in Italian alphabetical order. */
export function newsCategories(news: readonly FilterableNews[]): NewsCategory[] {
  return [...new Set(news.map((n) => n.category))].sort(compareItalian);
}

/** Pairs each item with the searchable text of its content, computed once per list. */
export function indexNews<T extends FilterableNews>(news: readonly T[]) {
  return news.map((item) => ({
    item,
    haystack: lowerItalian(`${item.title}\n${htmlToText(item.content)}`),
  }));
}

export function filterNews<T extends FilterableNews>(
  index: ReturnType<typeof indexNews<T>>,
  { query, category }: { query: string; category: NewsCategory | '' },
): T[] {
  const needle = lowerItalian(query.trim());
  return index
    .filter(({ item }) => !category || item.category === category)
    .filter(({ haystack }) => !needle || haystack.includes(needle))
    .map(({ item }) => item);
}
