// Whether a reply to a contact request has really left, said as it is. With no mail
// server configured (no SMTP_URL) a reply waits in the outbox: its request is marked
// 'reply-queued', not 'replied', and the reply reads 'awaiting-mail-server'. Once a
// server is configured, the outbox worker sends it and the request moves on to 'replied'
// (markReplyDelivered, called by the worker after the send).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxMessage } from '../mail/outbox-message.entity.js';

/** The request's status while its reply waits for a mail server to be configured. */
export const REPLY_QUEUED_STATUS = 'reply-queued';

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
export function statusAfterReply(mailServerConfigured: boolean): string {
  return mailServerConfigured ? 'replied' : REPLY_QUEUED_STATUS;
}

/** A reply that waited for the mail server has left: its request is now replied. */
export async function markReplyDelivered(em: EntityManager, contactId: number): Promise<void> {
  await em
    .getConnection()
    .execute(
      `update contacts set status = 'replied', updated_at = now() where id = ? and status = ?`,
      [contactId, REPLY_QUEUED_STATUS],
    );
}
