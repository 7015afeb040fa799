// The worker's work on enrolments in courses and events. The reminder: 48 hours before a
// course starts (its first day at midnight, Rome time) or an event starts (its time), each
// confirmed person is reminded once; the claim is one UPDATE ... WHERE reminded_at IS NULL
// per committee, in the transaction that puts the e-mails in the outbox, so however many
// processes run it, each reminder leaves once. Retention (GDPR): enrolments are deleted,
// with their e-mails, once their course or event ended longer ago than the committee's
// retention period of contact requests.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { runAsCommittee } from '../../platform/db/committee-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { ENROLMENT_MAIL_SUBJECT, enrolmentMailSubject, reminderMail } from './enrolment-mail.js';
import {
  ENROLMENT_TARGETS,
  targetOf,
  type EnrollableRecord,
  type EnrolmentTarget,
} from './enrolment-target.js';
import { Enrolment } from './enrolment.entity.js';
import { mailContext } from './enrolment.service.js';

export const ENROLMENT_REMINDER_JOB = 'enrolment-reminders';
export const ENROLMENT_RETENTION_JOB = 'enrolment-retention';

/** How long before a course's or event's start its reminder leaves. */
export const REMINDER_BEFORE_HOURS = 48;

/** The confirmed enrolments of one kind whose reminder is due (alias e; its record is t). */
const due = (target: EnrolmentTarget) => `e.status = 'confirmed' and e.reminded_at is null
  and ${target.sql.start} > now()
  and ${target.sql.start} - make_interval(hours => ${REMINDER_BEFORE_HOURS}) <= now()`;

async function sendDueRemindersOf(em: EntityManager, target: EnrolmentTarget): Promise<number> {
  const { table, foreignKey } = target.sql;
  const committees = await em
    .getConnection()
    .execute<{ committee_id: number }[]>(
      `select distinct e.committee_id from enrolments e join ${table} t on t.id = e.${foreignKey} where ${due(target)}`,
    );
  let sent = 0;
  for (const { committee_id: committeeId } of committees) {
    sent += await runAsCommittee(committeeId, () =>
      em.fork().transactional(async (tx) => {
        const claimed = await tx.getConnection().execute<{ id: number }[]>(
          `update enrolments e set reminded_at = now() from ${table} t
           where t.id = e.${foreignKey} and e.committee_id = ? and ${due(target)}
           returning e.id`,
          [committeeId],
          'all',
          tx.getTransactionContext(),
        );
        if (claimed.length === 0) return 0;
        const enrolments = await tx.find(Enrolment, { id: { $in: claimed.map((row) => row.id) } });
        const ids = enrolments.map((enrolment) => targetOf(enrolment)?.id ?? 0);
        const records = new Map(
          (await tx.find(target.entity, { id: { $in: ids } } as FilterQuery<EnrollableRecord>)).map(
            (record) => [record.id, record],
          ),
        );
        for (const enrolment of enrolments) {
          const record = records.get(targetOf(enrolment)?.id ?? 0);
          if (!record) continue;
          enqueueMail(
            tx,
            reminderMail(mailContext(enrolment, target.describe(record))),
            enrolmentMailSubject(enrolment),
          );
        }
        await tx.flush();
        return enrolments.length;
      }),
    );
  }
  return sent;
}

/** Puts the due reminders of every committee em may see in the outbox; returns how many. */
export async function sendDueReminders(em: EntityManager): Promise<number> {
  let sent = 0;
  for (const target of ENROLMENT_TARGETS) sent += await sendDueRemindersOf(em, target);
  return sent;
}

/** Deletes the enrolments of courses and events that ended before each committee's retention period. */
export async function deleteExpiredEnrolments(em: EntityManager, logger: Logger): Promise<number> {
  let total = 0;
  for (const target of ENROLMENT_TARGETS) {
    const { table, foreignKey, end } = target.sql;
    const deleted = await em.getConnection().execute<{ id: number }[]>(
      `with expired as (
         delete from enrolments e using ${table} t, settings s
         where t.id = e.${foreignKey} and s.committee_id = e.committee_id
           and ${end} < now() - make_interval(months => s.contact_retention_months)
         returning e.id
       ), mail as (
         delete from mail_outbox where subject_type = ? and subject_id in (select id from expired)
       )
       select id from expired`,
      [ENROLMENT_MAIL_SUBJECT],
    );
    total += deleted.length;
  }
  if (total > 0) {
    logger.info(
      { deleted: total },
      `conservazione: eliminate ${total} iscrizioni a corsi ed eventi conclusi`,
    );
  }
  return total;
}
