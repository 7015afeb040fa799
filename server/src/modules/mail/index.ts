// The mail module: the durable outbox every module writes its e-mails to (outbox.ts), its
// delivery by the background worker of every process, and what administrators see of it
// (whether SMTP is configured, what waits, what failed, a new series of tries).
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { MailResolver } from './mail.resolver.js';
import { MailAttachment } from './mail-attachment.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { deliverDueMail } from './outbox.js';

export const mail: ResourceModule = {
  name: 'mail',
  entities: [OutboxMessage, MailAttachment],
  resolvers: [MailResolver],
  access: { mail: { read: ADMINS, write: ADMINS } },
  jobs: [
    {
      name: 'mail-delivery',
      async run({ orm, mailer, config, logger }) {
        if (mailer) await deliverDueMail(orm, mailer, config.mail, logger);
      },
    },
  ],
};
