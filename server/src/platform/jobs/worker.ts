// The background worker of every server process, started and stopped with the app: on
// each tick (config.mail.pollIntervalMs) it delivers the outbox's due e-mails when SMTP is
// configured, and runs the daily contact retention when this process wins the day's run
// (scheduled_jobs, once across processes). A failing tick (database down) is logged and
// the next one tries again; stop() waits for the tick in progress.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config.js';
import { claimScheduledRun } from './scheduled-job.entity.js';
import { CONTACT_RETENTION_JOB, deleteExpiredContacts } from '../../modules/contacts/contact-retention.js';
import { createMailer } from '../mail/mailer.js';
import { deliverDueMail } from '../mail/outbox.js';

export interface BackgroundWorker {
  /** Runs one tick now (after the one in progress, if any). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startBackgroundWorker(
  orm: MikroORM,
  config: AppConfig,
  logger: Logger,
): BackgroundWorker {
  const log = logger.child({ component: 'worker' });
  const mailer = createMailer(config.mail);
  if (!mailer) log.warn('SMTP_URL non impostato: le e-mail restano in coda e non vengono inviate');
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const work = async () => {
    try {
      if (mailer) await deliverDueMail(orm, mailer, config.mail, log);
      const em = orm.em.fork();
      if (await claimScheduledRun(em, CONTACT_RETENTION_JOB, config.mail.retentionIntervalMs)) {
        await deleteExpiredContacts(em, log);
      }
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'lavoro in background non riuscito');
    }
  };

  const tick = (): Promise<void> => {
    running = running.then(work);
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().then(schedule);
    }, config.mail.pollIntervalMs);
    timer.unref();
  };
  void tick().then(schedule);

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    },
  };
}
