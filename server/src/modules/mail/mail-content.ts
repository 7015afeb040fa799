// The e-mails the committee's site sends, rendered when they enter the outbox: the
// notification of a new contact request (to the committee, Reply-To the visitor) and the
// reply from the back office (to the visitor, quoting the request). Both as plain text and
// HTML (every value HTML-escaped). A header value never carries a line break: CR, LF and
// the other control characters are replaced by spaces, so a name or a subject cannot add
// headers of its own (nodemailer folds and encodes what is left).
import type { OutboxKind } from './outbox-message.entity.js';

export interface RenderedMail {
  kind: OutboxKind;
  recipient: string;
  replyTo: string | null;
  replyToName: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export interface ContactSummary {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
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

/** The request's page in the back office. */
export function adminContactUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/admin/contacts/${id}`;
}

const paragraphs = (text: string): string => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n');

/** A whole HTML message around body (already escaped). */
export const htmlPage = (body: string): string =>
  `<!doctype html>\n<html lang="it"><head><meta charset="utf-8"></head>` +
  `<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">\n${body}\n</body></html>\n`;

export function contactNotification(
  contact: ContactSummary,
  committeeAddress: string,
  publicUrl: string,
): RenderedMail {
  const link = adminContactUrl(publicUrl, contact.id);
  const received = formatRomeDateTime(contact.createdAt);
  const rows: [string, string][] = [
    ['Nome', contact.name],
    ['E-mail', contact.email],
    ['Oggetto', contact.subject],
    ['Ricevuta il', received],
  ];
  const textBody = [
    'Una nuova richiesta di contatto è arrivata dal sito.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Messaggio:',
    contact.message,
    '',
    `Apri la richiesta nell'area riservata: ${link}`,
    'Per rispondere al mittente usa "Rispondi" dal tuo programma di posta o dall\'area riservata.',
    '',
  ].join('\n');
  const htmlBody = htmlPage(
    [
      '<p>Una nuova richiesta di contatto è arrivata dal sito.</p>',
      '<table cellpadding="4" style="border-collapse: collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right: 12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      '<p><strong>Messaggio:</strong></p>',
      `<p>${paragraphs(contact.message)}</p>`,
      `<p><a href="${escapeHtml(link)}">Apri la richiesta nell'area riservata</a></p>`,
    ].join('\n'),
  );
  return {
    kind: 'contact-notification',
    recipient: committeeAddress,
    replyTo: contact.email,
    replyToName: headerText(contact.name),
    subject: headerText(`Nuova richiesta di contatto: ${contact.subject}`),
    textBody,
    htmlBody,
  };
}

export function contactReply(
  contact: ContactSummary,
  reply: string,
  committee: { name: string; email: string },
): RenderedMail {
  const received = formatRomeDateTime(contact.createdAt);
  const quoted = contact.message
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const textBody = [
    reply,
    '',
    '--',
    committee.name,
    '',
    `Il ${received} ${contact.name} ha scritto:`,
    `> Oggetto: ${contact.subject}`,
    '>',
    quoted,
    '',
  ].join('\n');
  const htmlBody = htmlPage(
    [
      `<p>${paragraphs(reply)}</p>`,
      `<p>--<br>\n${escapeHtml(committee.name)}</p>`,
      `<p>Il ${escapeHtml(received)} ${escapeHtml(contact.name)} ha scritto:</p>`,
      '<blockquote style="margin: 0 0 0 8px; padding-left: 12px; border-left: 3px solid #ccc; color: #555">',
      `<p><strong>Oggetto:</strong> ${escapeHtml(contact.subject)}</p>`,
      `<p>${paragraphs(contact.message)}</p>`,
      '</blockquote>',
    ].join('\n'),
  );
  return {
    kind: 'contact-reply',
    recipient: contact.email,
    replyTo: committee.email,
    replyToName: headerText(committee.name),
    subject: headerText(`Re: ${contact.subject}`),
    textBody,
    htmlBody,
  };
}
