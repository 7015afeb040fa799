// What the committee's ordered content (team, hero slides, activities, services, the
// timeline) shares: a position that orders it for display and, for most, an image. The
// columns live in each resource's own table; the GraphQL fields in each type.
import { Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ContentRecord } from '../records/content-record.js';

@ObjectType()
export abstract class OrderedRecord extends ContentRecord {
  @Index()
  @Property({ type: 'integer' })
  @Field(() => Int)
  position: number = 0;
}

@ObjectType()
export abstract class IllustratedRecord extends OrderedRecord {
  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'Relative to the API base (/uploads/...) or an absolute http(s) URL',
  })
  image: string | null = null;
}
