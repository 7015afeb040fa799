// The SMTP transport (nodemailer) built from SMTP_URL, or none when it is not set. One
// delivery is bounded by config.mail.sendTimeoutMs at every step (connection, greeting,
// idle socket), so a server that hangs is a failed try, retried later.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings } from '../../config.js';
/** A rendered message as the outbox keeps it. */
export interface MailMessage {
  id: number;
  recipient: string;
  /** The From of the message; null: the deployment's (MAIL_FROM). */
  sender: string | null;
  replyTo: string | null;
  replyToName: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Date;
  /** Files sent with it (a calendar entry, a receipt). */
  attachments?: readonly { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(settings: MailSettings): Mailer | null {
  if (!settings.smtpUrl) return null;
  const url = new URL(settings.smtpUrl);
  const senderDomain = /@([^\s<>@]+)>?\s*$/.exec(settings.from)?.[1] ?? url.hostname;
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: settings.sendTimeoutMs,
    greetingTimeout: settings.sendTimeoutMs,
    socketTimeout: settings.sendTimeoutMs,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: message.sender ?? settings.from,
        to: message.recipient,
        replyTo: message.replyTo
          ? { name: message.replyToName ?? '', address: message.replyTo }
          : undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        attachments: message.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        // A message is rendered once and may be retried: the same Message-ID every time.
        messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${senderDomain}>`,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
