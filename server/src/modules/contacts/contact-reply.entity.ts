// A reply the committee sent from the back office to a contact request: kept with the
// request (its history on the detail page) and deleted with it.
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Contact } from './contact.entity.js';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

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

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Field(() => ID)
  get contactId(): number {
    return this.contact.id;
  }
}
