// Retention of contact requests (GDPR): requests older than the settings'
// contactRetentionMonths are deleted, with their replies and their outbox messages (both
// cascade with the request). Run once a day across processes by the background worker.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SettingsService } from '../settings/settings.service.js';

export const CONTACT_RETENTION_JOB = 'contact-retention';

/** Deletes the expired requests; returns how many. */
export async function deleteExpiredContacts(em: EntityManager, logger: Logger): Promise<number> {
  const { contactRetentionMonths } = await new SettingsService(em).get();
  const deleted = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `delete from contacts where created_at < now() - make_interval(months => ?) returning id`,
      [contactRetentionMonths],
    );
  logger.info(
    { deleted: deleted.length, months: contactRetentionMonths },
    `conservazione: eliminate ${deleted.length} richieste di contatto più vecchie di ${contactRetentionMonths} mesi`,
  );
  return deleted.length;
}
