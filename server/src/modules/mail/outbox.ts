// The durable outbox: enqueueMail adds a rendered message in the caller's unit of work (so
// it commits or rolls back with what caused it); deliverDueMail is one pass of a process's
// worker: it claims due messages with FOR UPDATE SKIP LOCKED (a message is claimed by one
// process only) under a lease (a process that dies mid-send leaves it to be retried when
// the lease ends), sends them, and records the outcome: sent; or a new try after an
// exponential backoff; or, after the last try or a permanent (5xx) refusal, failed. A
// reply that has left moves its request from reply-queued on to replied; a message with a
// personal link (a password reset, an invitation) keeps no text once it has left.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { MailSettings } from '../../config.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { MailAttachment } from './mail-attachment.entity.js';
import type { RenderedMail } from './mail-content.js';
import { OutboxMessage, type MailSubject } from './outbox-message.entity.js';

/** Messages one pass claims at most (the rest wait for the next pass). */
const CLAIM_BATCH = 20;

export function enqueueMail(
  em: EntityManager,
  mail: RenderedMail,
  subject: MailSubject | null,
): OutboxMessage {
  const { attachments = [], ...rendered } = mail;
  const message = Object.assign(new OutboxMessage(), {
    ...rendered,
    forgetWhenSent: mail.forgetWhenSent ?? false,
    subjectType: subject?.type ?? null,
    subjectId: subject?.id ?? null,
  });
  em.persist(message);
  for (const attachment of attachments) {
    em.persist(Object.assign(new MailAttachment(), { ...attachment, message }));
  }
  return message;
}

/** Wait before try number `attempts + 1`, after `attempts` failed tries. */
export function retryDelayMs(settings: MailSettings, attempts: number): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.maxRetryDelayMs);
}

/** A refusal that another try will not change (SMTP 5xx), as opposed to 4xx, timeouts, outages. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

async function claimDue(em: EntityManager, settings: MailSettings): Promise<OutboxMessage[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `update mail_outbox set status = 'sending', attempts = attempts + 1,
       locked_until = now() + (? * interval '1 millisecond')
     where id in (
       select id from mail_outbox
       where (status = 'pending' and next_attempt_at <= now())
          or (status = 'sending' and locked_until < now())
       order by next_attempt_at, id
       limit ?
       for update skip locked)
     returning id`,
    [settings.leaseMs, CLAIM_BATCH],
  );
  if (rows.length === 0) return [];
  return em.find(
    OutboxMessage,
    { id: { $in: rows.map((row) => row.id) } },
    { orderBy: { id: 'asc' } },
  );
}

/** Sends what is due; returns how many messages were sent. */
export async function deliverDueMail(
  orm: MikroORM,
  mailer: Mailer,
  settings: MailSettings,
  logger: Logger,
): Promise<number> {
  const em = orm.em.fork();
  const claimed = await claimDue(em, settings);
  const attachments = claimed.length
    ? await em.find(MailAttachment, { message: { $in: claimed } }, { orderBy: { id: 'asc' } })
    : [];
  let sent = 0;
  for (const message of claimed) {
    const connection = em.getConnection();
    try {
      await mailer.send({
        ...message,
        attachments: attachments.filter((attachment) => attachment.message === message),
      });
      // Only while the claim is still ours: a lease that ran out meanwhile is another's now.
      const forget = message.forgetWhenSent;
      await connection.execute(
        `update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
           ${forget ? ", text_body = '', html_body = ''" : ''}
         where id = ? and status = 'sending'`,
        [message.id],
      );
      sent += 1;
      logger.info({ mailId: message.id, kind: message.kind }, 'e-mail inviata');
    } catch (error) {
      const final = isPermanent(error) || message.attempts >= settings.maxAttempts;
      await connection.execute(
        `update mail_outbox set status = ?, locked_until = null, last_error = ?,
           next_attempt_at = now() + (? * interval '1 millisecond')
         where id = ? and status = 'sending'`,
        [
          final ? 'failed' : 'pending',
          describe(error),
          final ? 0 : retryDelayMs(settings, message.attempts),
          message.id,
        ],
      );
      const log = {
        mailId: message.id,
        kind: message.kind,
        attempts: message.attempts,
        err: error,
      };
      if (final) logger.error(log, 'e-mail non inviata: tentativi esauriti');
      else logger.warn(log, 'e-mail non inviata: nuovo tentativo più tardi');
    }
  }
  return sent;
}
