// A reply the committee sent from the back office to a contact request: kept with the
// request (its history on the detail page) and deleted with it, with the outbox message
// that carries it (whether it has left: reply-delivery.ts).
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { Contact } from './contact.entity.js';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import type { ReplyDelivery } from './reply-delivery.js';

@Entity({ tableName: 'contact_replies' })
@Index({ properties: ['contact', 'createdAt'] })
@ObjectType()
export class ContactReply {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @ManyToOne(() => Contact, { deleteRule: 'cascade', index: false })
  contact!: Contact;

  @Property({ type: 'text' })
  @Field(() => String)
  message!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Username of the administrator who sent it' })
  author!: string;

  /** The e-mail of the reply in the outbox (none for replies kept before it was recorded). */
  @ManyToOne(() => OutboxMessage, { nullable: true, deleteRule: 'set null', index: false })
  mail: OutboxMessage | null = null;

  /** Not stored: told by ContactService from the outbox message and the configuration. */
  @Field(() => String, {
    nullable: true,
    description:
      'sent | sending | awaiting-mail-server (no SMTP server configured: it leaves once one is) | failed; null for replies kept before deliveries were tracked',
  })
  delivery?: ReplyDelivery | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Field(() => ID)
  get contactId(): number {
    return this.contact.id;
  }
}
