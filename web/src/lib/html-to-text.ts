// Plain text of rich text (news content) for searching, without DOMPurify: the list
// pages need it on load, while the sanitiser is only needed when content is shown.

/**
 * Text content of rich text, for searching (never rendered as HTML). Tags are cut
 * with a pattern and only entities are decoded, through a <textarea> whose content is
 * parsed as plain text: no element of the content is ever created, so an inline
 * handler in it cannot even trip the Content Security Policy.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ');
  const decoder = document.createElement('textarea');
  decoder.innerHTML = withoutTags;
  return decoder.value.replace(/\s+/g, ' ').trim();
}
