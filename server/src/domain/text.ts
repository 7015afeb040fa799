// Text derivations shared by entities: excerpts, reading times, human file sizes.
// Pure functions, so the GraphQL fields and the REST answers compute the same values.

/** Length the public home block shows; cut at a word boundary below it. */
export const EXCERPT_LENGTH = 200;
/** Average adult silent-reading speed in Italian, words per minute. */
export const WORDS_PER_MINUTE = 200;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  egrave: 'è',
  eacute: 'é',
  agrave: 'à',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
};

/** Plain text of a rich-text (HTML subset) value: tags dropped, entities decoded, spaces collapsed. */
export function toPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most EXCERPT_LENGTH characters of plain text, cut at a word boundary, with an ellipsis when cut. */
export function deriveExcerpt(content: string, maxLength = EXCERPT_LENGTH): string {
  const text = toPlainText(content);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : text.slice(0, maxLength);
  return `${base.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Minutes to read the content at WORDS_PER_MINUTE, at least 1. */
export function deriveReadTime(content: string): number {
  const text = toPlainText(content);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "850 B", "12.4 KB", "1.2 MB": the fileSize text of documents. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
