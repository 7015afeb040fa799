// Text into XML: the five special characters as entities, and the characters XML 1.0
// cannot hold at all (control characters other than tab and line breaks, lone
// surrogates, U+FFFE and U+FFFF) dropped. Escaped text needs no CDATA, so a `]]>` in a
// title is just text.
const SPECIAL: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (char) => SPECIAL[char] as string);
}

/** An element with escaped text content. */
export function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}
