// Whether a reply to a contact request has really left, said as it is. With no mail
// server configured (no SMTP_URL) a reply waits in the outbox: its request is marked
// 'reply-queued', not 'replied', and the reply reads 'awaiting-mail-server'. Once a
// server is configured, the outbox worker sends it and the request moves on to 'replied'
// (markRepliesDelivered, the contacts' job that follows the outbox's delivery).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactStatus } from './contact-status.js';
import type { OutboxMessage } from '../mail/outbox-message.entity.js';

/** The request's status while its reply waits for a mail server to be configured. */
export const REPLY_QUEUED_STATUS = ContactStatus.replyQueued;

/** sent; sending (queued, a mail server configured); awaiting-mail-server; failed (after the last try). */
export type ReplyDelivery = 'sent' | 'sending' | 'awaiting-mail-server' | 'failed';

/** The delivery of a reply's e-mail; null for a reply kept before deliveries were tracked. */
export function replyDelivery(
  mail: OutboxMessage | null,
  mailServerConfigured: boolean,
): ReplyDelivery | null {
  if (!mail) return null;
  if (mail.status === 'sent') return 'sent';
  if (mail.status === 'failed') return 'failed';
  return mailServerConfigured ? 'sending' : 'awaiting-mail-server';
}

/** The status a request takes when a reply is written to it. */
export function statusAfterReply(mailServerConfigured: boolean): ContactStatus {
  return mailServerConfigured ? ContactStatus.replied : REPLY_QUEUED_STATUS;
}

/** The requests whose waiting reply has left are replied now; returns how many. */
export async function markRepliesDelivered(em: EntityManager): Promise<number> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `update contacts c set status = 'replied', updated_at = now()
     from contact_replies r join mail_outbox m on m.id = r.mail_id
     where r.contact_id = c.id and m.status = 'sent' and c.status = ?
     returning c.id`,
    [REPLY_QUEUED_STATUS],
  );
  return rows.length;
}
