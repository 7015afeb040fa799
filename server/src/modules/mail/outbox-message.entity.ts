// One e-mail in the durable outbox (table mail_outbox): written in the same transaction as
// what caused it (a contact request, a reply, a password link), already rendered (recipient, subject, both
// parts), then delivered by the outbox worker of any server process (outbox-worker.ts).
// status: pending (waiting for its next try at nextAttemptAt), sending (claimed by one
// process until lockedUntil), sent, failed (after the last try; shown in the admin).
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Contact } from '../contacts/contact.entity.js';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What a message is about: the committee's notification of a request, the reply to it, a
 * password reset link, the invitation of a new user.
 */
export type OutboxKind =
  'contact-notification' | 'contact-reply' | 'password-reset' | 'user-invitation';

/**
 * Kinds that carry a personal link (a password token): their text is emptied once sent, so
 * that the outbox table does not keep a working link to an account.
 */
export const PERSONAL_LINK_KINDS: readonly OutboxKind[] = ['password-reset', 'user-invitation'];

@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
@ObjectType('MailMessage', { description: 'An e-mail of the outbox (admin only)' })
export class OutboxMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'contact-notification | contact-reply | password-reset | user-invitation',
  })
  kind!: OutboxKind;

  @Property({ type: 'text' })
  @Field(() => String)
  recipient!: string;

  @Property({ type: 'text', nullable: true })
  replyTo: string | null = null;

  /** Display name of Reply-To (the visitor's name), kept apart from the address. */
  @Property({ type: 'text', nullable: true })
  replyToName: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String)
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text' })
  htmlBody!: string;

  /** The request the message belongs to: deleted with it (retention, deletion). */
  @ManyToOne(() => Contact, { nullable: true, deleteRule: 'cascade', index: true })
  contact: Contact | null = null;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'pending | sending | sent | failed' })
  status: OutboxStatus = 'pending';

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Tries made so far' })
  attempts: number = 0;

  @Property({ type: 'datetime' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lockedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Why the last try failed' })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Field(() => ID, { nullable: true, description: 'The contact request it belongs to' })
  get contactId(): number | null {
    return this.contact?.id ?? null;
  }
}
