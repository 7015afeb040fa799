// Rich text (news content, course descriptions, activity and service bodies) is sanitised
// by the server when it is stored, whichever API wrote it: only the tags and attributes of
// this allowlist survive, so no script, event handler, inline style or javascript: link is
// ever kept. Images keep only an http(s) source or one of our uploads, and their alt text.
// Clients sanitise again when rendering; this is the guarantee that does not depend on them.
import sanitizeHtml from 'sanitize-html';

/** Our uploads, as the upload path answers them (/uploads/...) or as served (/api/uploads/...). */
const UPLOAD_PATH = /^\/(?:api\/)?uploads\/[A-Za-z0-9._-]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'br',
    'img',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  // Absolute links of these schemes, or relative ones (/servizi, #contatti).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The content of what is dropped as a whole (a script's code) must not become text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageSource(frame.attribs.src),
};

function isImageSource(src: string | undefined): boolean {
  return src !== undefined && (HTTP_URL.test(src) || UPLOAD_PATH.test(src));
}

/** The stored form of a rich-text body: the allowlisted HTML, trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES).trim();
}
