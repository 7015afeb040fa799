// The article of the back office's 'Anteprima' (lib/preview.ts): the news form's values as
// the article page shows a stored news item, read defensively (they come from the
// browser's storage); the content is sanitised when rendered, as any article's.
import { READING_WORDS_PER_MINUTE } from '../../config/constants';
import { NewsCategory, type NewsArticleFragment } from '../../gql/graphql';
import { htmlToText } from '../../lib/html-to-text';
import { previewChoice, previewImage, previewText } from '../../lib/preview';

/** Minutes to read the content, at least 1 (the server's readTime alike). */
export function readingMinutes(html: string): number {
  const text = htmlToText(html).trim();
  const words = text === '' ? 0 : text.split(/\s+/).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

export function previewArticle(
  values: Record<string, unknown> | null,
  id: string,
): NewsArticleFragment | null {
  if (!values) return null;
  const content = previewText(values, 'content');
  return {
    id,
    title: previewText(values, 'title') || 'Senza titolo',
    content,
    category: previewChoice(values, 'category', NewsCategory, NewsCategory.Notizie),
    date: previewText(values, 'date'),
    image: previewImage(values),
    imageAlt: previewText(values, 'imageAlt') || null,
    author: previewText(values, 'author'),
    readTime: readingMinutes(content),
  };
}
