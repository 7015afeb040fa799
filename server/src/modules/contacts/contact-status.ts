// Where a contact request stands: the GraphQL enum ContactStatus (its names), stored and sent
// over REST as its values (the same words but 'reply-queued', which GraphQL spells replyQueued).
import { registerEnumType } from 'type-graphql';

export enum ContactStatus {
  pending = 'pending',
  read = 'read',
  replied = 'replied',
  /** A reply waits for a mail server to be configured (reply-delivery.ts). */
  replyQueued = 'reply-queued',
}

registerEnumType(ContactStatus, {
  name: 'ContactStatus',
  description:
    'pending: not read yet; read; replied: a reply was sent from the back office; replyQueued: a reply waits for a mail server to be configured',
});
