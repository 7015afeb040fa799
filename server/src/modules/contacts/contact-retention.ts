// Retention of contact requests (GDPR): requests older than the settings'
// contactRetentionMonths are deleted, with their replies (which cascade with the request)
// and their outbox messages. Run once a day across processes by the background worker.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { committeeSettings } from '../settings/settings.service.js';
import { CONTACT_MAIL_SUBJECT } from './contact-mail.js';

export const CONTACT_RETENTION_JOB = 'contact-retention';

/** Deletes the expired requests; returns how many. */
export async function deleteExpiredContacts(em: EntityManager, logger: Logger): Promise<number> {
  const { contactRetentionMonths } = await committeeSettings(em);
  const deleted = await em.getConnection().execute<{ id: number }[]>(
    `with expired as (
       delete from contacts where created_at < now() - make_interval(months => ?) returning id
     ), mail as (
       delete from mail_outbox where subject_type = ? and subject_id in (select id from expired)
     )
     select id from expired`,
    [contactRetentionMonths, CONTACT_MAIL_SUBJECT],
  );
  logger.info(
    { deleted: deleted.length, months: contactRetentionMonths },
    `conservazione: eliminate ${deleted.length} richieste di contatto più vecchie di ${contactRetentionMonths} mesi`,
  );
  return deleted.length;
}
