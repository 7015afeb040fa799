// An event of the committee's own history (/storia/comitato): the strip shows the year,
// the card the date, title, description and details.
import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../domain/ordered.js';

@Entity({ tableName: 'timeline_events' })
@ObjectType()
export class TimelineEvent extends OrderedRecord {
  @Property({ type: 'text' })
  @Field(() => String, { description: 'As shown on the strip: 1980, Oggi' })
  year!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'As shown on the card: 4 ottobre 1980' })
  date!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  description!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  details: string | null = null;
}
