// The contacts module: the public contact form's requests (rate-limited, spam discarded,
// the committee notified by e-mail), read, answered and deleted by administrators, and
// deleted after the settings' retention period.
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { ContactReply } from './contact-reply.entity.js';
import { CONTACT_RETENTION_JOB, deleteExpiredContacts } from './contact-retention.js';
import { Contact } from './contact.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { contactsRoutes } from './contacts.routes.js';
import { markRepliesDelivered } from './reply-delivery.js';

export const contacts: ResourceModule = {
  name: 'contacts',
  entities: [Contact, ContactReply],
  resolvers: [ContactResolver],
  api: { '/contacts': contactsRoutes },
  access: { contacts: { read: ADMINS, write: ADMINS } },
  jobs: [
    {
      // After the outbox's delivery (the mail module comes first): replies that waited
      // for a mail server and have now left make their requests replied.
      name: 'contact-replies-delivered',
      async run({ orm }) {
        await markRepliesDelivered(orm.em.fork());
      },
    },
    {
      name: CONTACT_RETENTION_JOB,
      interval: (config) => config.mail.retentionIntervalMs,
      async run({ orm, logger }) {
        await deleteExpiredContacts(orm.em.fork(), logger);
      },
    },
  ],
};
