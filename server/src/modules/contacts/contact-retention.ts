// Retention of contact requests (GDPR): each committee's requests older than its settings'
// contactRetentionMonths are deleted, with their replies (which cascade with the request)
// and their outbox messages. Run once a day across processes and committees by the
// background worker.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { CONTACT_MAIL_SUBJECT } from './contact-mail.js';

export const CONTACT_RETENTION_JOB = 'contact-retention';

/** Deletes the expired requests of every committee em may see; returns how many. */
export async function deleteExpiredContacts(em: EntityManager, logger: Logger): Promise<number> {
  const deleted = await em.getConnection().execute<{ id: number; months: number }[]>(
    `with expired as (
       delete from contacts c using settings s
       where s.committee_id = c.committee_id
         and c.created_at < now() - make_interval(months => s.contact_retention_months)
       returning c.id, s.contact_retention_months as months
     ), mail as (
       delete from mail_outbox where subject_type = ? and subject_id in (select id from expired)
     )
     select id, months from expired`,
    [CONTACT_MAIL_SUBJECT],
  );
  const byMonths = new Map<number, number>();
  for (const row of deleted) byMonths.set(row.months, (byMonths.get(row.months) ?? 0) + 1);
  for (const [months, count] of byMonths) {
    logger.info(
      { deleted: count, months },
      `conservazione: eliminate ${count} richieste di contatto più vecchie di ${months} mesi`,
    );
  }
  if (deleted.length === 0) logger.info({ deleted: 0 }, 'conservazione: nessuna richiesta scaduta');
  return deleted.length;
}
