// A message sent through the public contact form. privacyConsentAt records when the
// visitor accepted the privacy notice (GDPR accountability). The sender's IP is not kept.
import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';
import { ContactStatus } from './contact-status.js';

@Entity({ tableName: 'contacts' })
@Index({ properties: ['createdAt'] })
@ObjectType()
export class Contact extends ContentRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  email!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  subject!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  message!: string;

  @Index()
  @Property({ type: 'text' })
  @Field(() => ContactStatus, {
    description: 'replyQueued: a reply waits for a mail server to be configured',
  })
  status: ContactStatus = ContactStatus.pending;

  @Property({ type: 'datetime' })
  @Field(() => Date)
  privacyConsentAt!: Date;
}
