// One e-mail in the durable outbox (table mail_outbox): written in the same transaction as
// what caused it (a contact request, a reply, a password link…), already rendered
// (recipient, subject, both parts), then delivered by the outbox worker of any server
// process (outbox.ts). It names the record it is about (subjectType and subjectId: a
// contact request…), whose module deletes its messages with it.
// status: pending (waiting for its next try at nextAttemptAt), sending (claimed by one
// process until lockedUntil), sent, failed (after the last try; shown in the admin).
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

/** Where a message of the outbox stands (above), the schema's enum MailMessageStatus. */
export enum OutboxStatus {
  pending = 'pending',
  sending = 'sending',
  sent = 'sent',
  failed = 'failed',
}

registerEnumType(OutboxStatus, {
  name: 'MailMessageStatus',
  description: 'Where an e-mail of the outbox stands',
});

/** What a message is, e.g. contact-notification or contact-reply: its module names it. */
export type OutboxKind = string;

/** The record a message is about, by type (contact…) and id. */
export interface MailSubject {
  type: string;
  id: number;
}

@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
@Index({ properties: ['subjectType', 'subjectId'] })
@ObjectType('MailMessage', { description: 'An e-mail of the outbox (admin only)' })
export class OutboxMessage {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'What the message is: contact-notification, contact-reply…' })
  kind!: OutboxKind;

  @Property({ type: 'text' })
  @Field(() => String)
  recipient!: string;

  /**
   * A message carrying a personal link (a password token): its text is emptied once sent,
   * so that the outbox does not keep a working link to an account.
   */
  @Property({ type: 'boolean', default: false })
  forgetWhenSent: boolean = false;

  /** The From of the message (its committee's); null: MAIL_FROM. */
  @Property({ type: 'text', nullable: true })
  sender: string | null = null;

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

  /** The type of the record the message is about (contact…): deleted with it. */
  @Property({ type: 'text', nullable: true })
  subjectType: string | null = null;

  @Property({ type: 'integer', nullable: true })
  subjectId: number | null = null;

  @Property({ type: 'text' })
  @Field(() => OutboxStatus)
  status: OutboxStatus = OutboxStatus.pending;

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
    return this.subjectType === 'contact' ? this.subjectId : null;
  }
}
