// A one-off event of the committee (a blood drive, an open day, a fundraising market):
// published content as news (drafts, scheduled), with its start and end times (stored as
// instants, shown in Rome time), its place and the same booking options as courses.
// Entity and GraphQL type in one class.
import { Index, Property } from '@mikro-orm/core';
import { Field } from 'type-graphql';
import { PublishedEntity, RichTextColumn } from '../../domain/publication.js';
import { BookableContent, BookingMode } from '../projects/booking-mode.js';

@PublishedEntity('events')
export class Event extends BookableContent {
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
}
