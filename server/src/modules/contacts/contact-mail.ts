// The e-mails of contact requests, rendered when they enter the outbox: the notification
// of a new request (to the committee, Reply-To the visitor) and the reply from the back
// office (to the visitor, quoting the request).
import {
  escapeHtml,
  formatRomeDateTime,
  headerText,
  htmlPage,
  paragraphs,
  type RenderedMail,
} from '../mail/mail-content.js';
import type { MailSubject } from '../mail/outbox-message.entity.js';

/** The outbox's name of a contact request: its messages are deleted with it. */
export const CONTACT_MAIL_SUBJECT = 'contact';

export function mailSubject(contact: { id: number }): MailSubject {
  return { type: CONTACT_MAIL_SUBJECT, id: contact.id };
}

export interface ContactSummary {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** The request's page in the back office. */
export function adminContactUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/admin/contacts/${id}`;
}

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
