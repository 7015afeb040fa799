// Plain text of rich text (news content) for searching, cards and meta descriptions,
// without a DOM: the server renders the same pages (entry-server.tsx) and must find
// the same text as the browser, and the list pages need it before the sanitiser loads.

/** The named entities rich text from the back office may hold; others stay as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  agrave: 'à',
  aacute: 'á',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  iacute: 'í',
  ograve: 'ò',
  oacute: 'ó',
  ugrave: 'ù',
  uacute: 'ú',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  Igrave: 'Ì',
  Ograve: 'Ò',
  Ugrave: 'Ù',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  deg: '°',
  copy: '©',
};

/** Decodes character references: numeric ones, and the named ones above. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/**
 * Text content of rich text (never rendered as HTML): scripts, styles and comments
 * dropped, tags cut with a pattern, entities decoded, white space collapsed. Block ends
 * (paragraphs, line breaks, headings, list items) keep the words apart.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>?/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The start of a plain text, cut at a word, for a meta description (155 characters). */
export function summary(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, cut > 0 ? cut : max - 1)}…`;
}
