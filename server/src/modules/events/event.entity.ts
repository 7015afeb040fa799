// A one-off event of the committee (a blood drive, an open day, a fundraising market):
// published content as news (drafts, scheduled), with its start and end times (stored as
// instants, shown in Rome time), its place and the same booking options as courses.
// Entity and GraphQL type in one class.
import { Index, Property } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { PublishedContent, PublishedEntity, RichTextColumn } from '../../domain/publication.js';
import { BookingMode } from '../projects/booking-mode.js';

@PublishedEntity('events')
export class Event extends PublishedContent {
  @RichTextColumn()
  description!: string;

  @Index()
  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When the event starts (shown in Europe/Rome time)' })
  startsAt!: Date;

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When the event ends, not before startsAt' })
  endsAt!: Date;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Where the event takes place' })
  location!: string;

  @Property({ type: 'text', default: BookingMode.none })
  @Field(() => BookingMode)
  bookingMode: BookingMode = BookingMode.none;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Required when bookingMode is calendly' })
  calendlyId: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Required when bookingMode is link' })
  bookingUrl: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Required when bookingMode is onsite' })
  seats: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'Enrolment on the site closes at this time' })
  enrolmentDeadline: Date | null = null;
}
