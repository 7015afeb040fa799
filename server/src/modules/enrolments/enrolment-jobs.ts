// The worker's work on enrolments. The reminder: 48 hours before a course starts (its
// first day at midnight, Rome time), each confirmed person is reminded once; the claim is
// one UPDATE ... WHERE reminded_at IS NULL per committee, in the transaction that puts the
// e-mails in the outbox, so however many processes run it, each reminder leaves once.
// Retention (GDPR): enrolments are deleted, with their e-mails, once their course ended
// longer ago than the committee's retention period of contact requests.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { runAsCommittee } from '../../platform/db/committee-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { Project } from '../projects/project.entity.js';
import { ENROLMENT_MAIL_SUBJECT, enrolmentMailSubject, reminderMail } from './enrolment-mail.js';
import { Enrolment } from './enrolment.entity.js';
import { mailContext } from './enrolment.service.js';

export const ENROLMENT_REMINDER_JOB = 'enrolment-reminders';
export const ENROLMENT_RETENTION_JOB = 'enrolment-retention';

/** How long before a course's start its reminder leaves. */
export const REMINDER_BEFORE_HOURS = 48;

const DUE = `e.status = 'confirmed' and e.reminded_at is null
  and (p.start_date::timestamp at time zone 'Europe/Rome') > now()
  and (p.start_date::timestamp at time zone 'Europe/Rome') - make_interval(hours => ${REMINDER_BEFORE_HOURS}) <= now()`;

/** Puts the due reminders of every committee em may see in the outbox; returns how many. */
export async function sendDueReminders(em: EntityManager): Promise<number> {
  const committees = await em
    .getConnection()
    .execute<{ committee_id: number }[]>(
      `select distinct e.committee_id from enrolments e join projects p on p.id = e.project_id where ${DUE}`,
    );
  let sent = 0;
  for (const { committee_id: committeeId } of committees) {
    sent += await runAsCommittee(committeeId, () =>
      em.fork().transactional(async (tx) => {
        const claimed = await tx.getConnection().execute<{ id: number }[]>(
          `update enrolments e set reminded_at = now() from projects p
           where p.id = e.project_id and e.committee_id = ? and ${DUE}
           returning e.id`,
          [committeeId],
          'all',
          tx.getTransactionContext(),
        );
        if (claimed.length === 0) return 0;
        const enrolments = await tx.find(Enrolment, { id: { $in: claimed.map((row) => row.id) } });
        const courses = new Map(
          (
            await tx.find(Project, {
              id: { $in: enrolments.map((enrolment) => enrolment.projectId as number) },
            })
          ).map((course) => [course.id, course]),
        );
        for (const enrolment of enrolments) {
          const course = courses.get(enrolment.projectId as number);
          if (!course) continue;
          enqueueMail(
            tx,
            reminderMail(mailContext(enrolment, course)),
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

/** Deletes the enrolments of courses that ended before each committee's retention period. */
export async function deleteExpiredEnrolments(em: EntityManager, logger: Logger): Promise<number> {
  const deleted = await em.getConnection().execute<{ id: number }[]>(
    `with expired as (
       delete from enrolments e using projects p, settings s
       where p.id = e.project_id and s.committee_id = e.committee_id
         and (p.end_date + 1)::timestamp at time zone 'Europe/Rome'
             < now() - make_interval(months => s.contact_retention_months)
       returning e.id
     ), mail as (
       delete from mail_outbox where subject_type = ? and subject_id in (select id from expired)
     )
     select id from expired`,
    [ENROLMENT_MAIL_SUBJECT],
  );
  if (deleted.length > 0) {
    logger.info(
      { deleted: deleted.length },
      `conservazione: eliminate ${deleted.length} iscrizioni a corsi conclusi`,
    );
  }
  return deleted.length;
}
