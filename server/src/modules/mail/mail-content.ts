// What every e-mail of the site is made of, rendered when it enters the outbox: plain text
// and HTML (every value HTML-escaped, paragraphs kept). A header value never carries a
// line break: CR, LF and the other control characters are replaced by spaces, so a name
// or a subject cannot add headers of its own (nodemailer folds and encodes what is left).
// Each module renders its own messages with these (contacts/contact-mail.ts…).
import type { OutboxKind } from './outbox-message.entity.js';
import type { AttachmentContent } from './mail-attachment.entity.js';

export interface RenderedMail {
  kind: OutboxKind;
  recipient: string;
  /** The From, when not the deployment's (MAIL_FROM): the sending committee's (senderOf). */
  sender?: string | null;
  /** Its text is emptied once sent (a personal link: a password token). */
  forgetWhenSent?: boolean;
  replyTo: string | null;
  replyToName: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Files sent with it (outbox attachments: kept with the message, deleted with it). */
  attachments?: readonly AttachmentContent[];
}

/** One line for a header: control characters (CR and LF among them) become spaces. */
export function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex -- the point is to match control characters
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** e.g. `3 dicembre 2026 alle ore 14:05` (Europe/Rome). */
export function formatRomeDateTime(date: Date): string {
  const parts = Object.fromEntries(romeDateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year} alle ore ${parts.hour}:${parts.minute}`;
}

/** Text as HTML paragraphs: escaped, line breaks kept. */
export const paragraphs = (text: string): string =>
  escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n');

/** A whole HTML message around body. */
export const htmlPage = (body: string): string =>
  `<!doctype html>\n<html lang="it"><head><meta charset="utf-8"></head>` +
  `<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">\n${body}\n</body></html>\n`;

/**
 * The From of a committee's messages: MAIL_FROM when it is set; otherwise noreply@ the
 * committee's own host, under its name (one committee: MAIL_FROM's default, PUBLIC_URL's
 * host).
 */
export function senderOf(
  mail: { from: string; fromGiven: boolean },
  committee: { name: string; primaryHost: string } | undefined,
): string | null {
  if (mail.fromGiven || !committee?.primaryHost) return null;
  return `${headerText(committee.name).replace(/[<>"]/g, '')} <noreply@${committee.primaryHost}>`;
}
