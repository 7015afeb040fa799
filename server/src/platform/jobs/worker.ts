// The background worker of every server process, started and stopped with the app: on
// each tick (config.mail.pollIntervalMs) it runs the jobs the modules declare, in order,
// across every committee (each job sees every committee's rows and keeps to each one's
// rules: the outbox sends every committee's messages, retention follows each one's months).
// A job with an interval runs once across processes per interval (the process that claims
// it in scheduled_jobs); the others run at every tick (the outbox's delivery). A failing
// job (database down) is logged and the next tick tries again; stop() waits for the tick
// in progress.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FileStorage } from '../storage/index.js';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { runAcrossCommittees } from '../db/committee-context.js';
import { claimScheduledRun } from './scheduled-job.entity.js';

/** What a job runs with. */
export interface JobDeps {
  orm: MikroORM;
  config: AppConfig;
  logger: Logger;
  /** The SMTP transport, or null when SMTP_URL is not set. */
  mailer: Mailer | null;
  /** The uploaded files, and whether a record still names one (so it must stay). */
  files?: JobFiles;
}

export interface JobFiles {
  storage: FileStorage;
  isReferenced(em: EntityManager, url: string): Promise<boolean>;
}

export interface BackgroundJob {
  /** Its name in scheduled_jobs and in the logs. */
  name: string;
  /** Once across processes per this many milliseconds; without it, at every tick. */
  interval?(config: AppConfig): number;
  run(deps: JobDeps): Promise<void>;
}

export interface BackgroundWorker {
  /** Runs one tick now (after the one in progress, if any). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startBackgroundWorker(
  orm: MikroORM,
  config: AppConfig,
  logger: Logger,
  jobs: readonly BackgroundJob[],
  files?: JobFiles,
): BackgroundWorker {
  const log = logger.child({ component: 'worker' });
  const mailer = createMailer(config.mail);
  if (!mailer) log.warn('SMTP_URL non impostato: le e-mail restano in coda e non vengono inviate');
  const deps: JobDeps = { orm, config, logger: log, mailer, files };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runJob = async (job: BackgroundJob) => {
    try {
      const interval = job.interval?.(config);
      if (interval !== undefined && !(await claimScheduledRun(orm.em.fork(), job.name, interval))) {
        return;
      }
      await runAcrossCommittees(() => job.run(deps));
    } catch (error) {
      if (!stopped) log.error({ err: error, job: job.name }, 'lavoro in background non riuscito');
    }
  };

  const tick = (): Promise<void> => {
    running = running.then(async () => {
      for (const job of jobs) await runJob(job);
    });
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
