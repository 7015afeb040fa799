// The enrolments module: enrolment in courses and events booked on the committee's site (seats and
// a waiting list, never oversold), their e-mails through the outbox, the personal
// cancellation page, the committee's list, attendance, cancellation and CSV export, the
// reminders before the start and the deletion after the retention period.
import type { ResourceModule } from '../../domain/module.js';
import { STAFF } from '../../domain/policy.js';
import { CalendarResolver } from './calendar.resolver.js';
import { cancellationRoutes } from './cancellation.routes.js';
import {
  deleteExpiredEnrolments,
  ENROLMENT_REMINDER_JOB,
  ENROLMENT_RETENTION_JOB,
  sendDueReminders,
} from './enrolment-jobs.js';
import { Enrolment } from './enrolment.entity.js';
import { EnrolmentResolver } from './enrolment.resolver.js';
import { enrolmentsRoutes } from './enrolments.routes.js';
import { courseTarget, eventTarget } from './enrolment-target.js';

export const enrolments: ResourceModule = {
  name: 'enrolments',
  entities: [Enrolment],
  resolvers: [CalendarResolver, EnrolmentResolver],
  api: {
    '/projects/:projectId/enrolments': () => enrolmentsRoutes(courseTarget),
    '/events/:eventId/enrolments': () => enrolmentsRoutes(eventTarget),
  },
  site: cancellationRoutes,
  access: { enrolments: { read: STAFF, write: STAFF } },
  jobs: [
    {
      // Before the outbox's delivery of the next tick; once per reminder across processes.
      name: ENROLMENT_REMINDER_JOB,
      async run({ orm }) {
        await sendDueReminders(orm.em.fork());
      },
    },
    {
      name: ENROLMENT_RETENTION_JOB,
      interval: (config) => config.mail.retentionIntervalMs,
      async run({ orm, logger }) {
        await deleteExpiredEnrolments(orm.em.fork(), logger);
      },
    },
  ],
};
