// A course (called "project" in the API): what the public carousel shows and what
// visitors book (Calendly, another address, enrolment on this site, or not at all). Entity and GraphQL type in one class.
import { Index, Property } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { PublishedEntity, RichTextColumn } from '../../domain/publication.js';
import { BookableContent, BookingMode } from './booking-mode.js';
import { ProjectCategory } from './project-category.js';

@PublishedEntity('projects')
export class Project extends BookableContent {
  @RichTextColumn()
  description!: string;

  @Index()
  @Property({ type: 'text' })
  @Field(() => ProjectCategory)
  category!: ProjectCategory;

  @Index()
  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  startDate!: string;

  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD, not before startDate' })
  endDate!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  location: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  participants: number | null = null;

  @Property({ type: 'text', default: BookingMode.calendly })
  @Field(() => BookingMode)
  bookingMode: BookingMode = BookingMode.calendly;
}
