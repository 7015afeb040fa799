// Two versions of a record side by side, for people: the fields that differ (the
// bookkeeping ones left out) and each value as readable text (rich text without its tags,
// dates as dates, lists one per line).

/** Fields that say nothing of the content: the record's identity, bookkeeping and place. */
const BOOKKEEPING = new Set([
  'id',
  '_id',
  'version',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'createdById',
  'updatedById',
  'committeeId',
  '__typename',
  // The place in an ordered list: the list's order, which a restore leaves as it is.
  'position',
]);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The content fields whose values differ between two versions, in the later one's order. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names.filter((name) => !BOOKKEEPING.has(name) && !same(before[name], after[name]));
}

/** A value as text: tags of rich text removed, lists one item a line, nothing as '—'. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (Array.isArray(value)) return value.map((item) => readableValue(item)).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (/<[a-z][^>]*>/i.test(text)) {
    return text
      .replace(/<\/(p|h\d|li|blockquote)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\n{2,}/g, '\n')
      .trim();
  }
  return text;
}
