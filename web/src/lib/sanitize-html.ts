// Rich text from the back office (news content, activity descriptions) goes through
// DOMPurify before it is rendered as HTML: scripts, event handlers and javascript:
// URLs are removed, so a <script> in content stays inert. The server sanitises rich
// text when it is written (server/src/modules/common/rich-text.ts, sanitize-html); the
// server's render of a page (no DOM there for DOMPurify) shows it as stored, and the
// browser sanitises again whatever it renders itself.
import DOMPurify from 'dompurify';
import { htmlToText as plainText } from './html-to-text';

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Links that leave the site open in a new tab without handing it window.opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return html;
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/** True when the value carries HTML markup (an element tag), not just text. */
function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(value);
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * News content as safe HTML. The back office writes it in a plain textarea: paragraphs
 * separated by a blank line, line breaks kept. Content that already is HTML (imported or
 * written with tags) goes through the sanitiser instead.
 */
export function contentToSafeHtml(content: string | null | undefined): string {
  if (!content) return '';
  if (looksLikeHtml(content)) return sanitizeHtml(content);
  return content
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Rich text as plain text (cards, meta descriptions): tags dropped, entities decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return looksLikeHtml(html) ? plainText(html) : html;
}
