// What the admin sees of the outbox: whether SMTP is configured, how many messages wait
// and how many failed (the dashboard), the failed ones, and a new series of tries for one.
import type { RequestScope } from '../../domain/scope.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../domain/ids.js';
import { OutboxMessage, OutboxStatus } from './outbox-message.entity.js';

/** Failed messages the admin is shown at most (newest first). */
export const FAILED_MAIL_LIST_SIZE = 50;

export interface MailStatusValues {
  configured: boolean;
  pendingCount: number;
  failedCount: number;
}

export class MailService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  private get config(): AppConfig {
    return this.scope.config;
  }

  async status(): Promise<MailStatusValues> {
    this.scope.authorize('mail', 'read');
    const [pendingCount, failedCount] = await Promise.all([
      this.em.count(OutboxMessage, {
        status: { $in: [OutboxStatus.pending, OutboxStatus.sending] },
      }),
      this.em.count(OutboxMessage, { status: OutboxStatus.failed }),
    ]);
    return { configured: Boolean(this.config.mail.smtpUrl), pendingCount, failedCount };
  }

  failed(): Promise<OutboxMessage[]> {
    this.scope.authorize('mail', 'read');
    return this.em.find(
      OutboxMessage,
      { status: OutboxStatus.failed },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: FAILED_MAIL_LIST_SIZE },
    );
  }

  /** A failed message gets a new series of tries, from now. */
  async retry(rawId: unknown): Promise<OutboxMessage> {
    this.scope.authorize('mail', 'write');
    const id = parseId(rawId);
    const message = id === null ? null : await this.em.findOne(OutboxMessage, { id });
    if (!message) throw AppError.notFound('E-mail non trovata');
    if (message.status === OutboxStatus.failed) {
      Object.assign(message, {
        status: OutboxStatus.pending,
        attempts: 0,
        nextAttemptAt: new Date(),
      });
      await this.em.flush();
    }
    return message;
  }
}
