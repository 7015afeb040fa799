// An activity area of the committee: a tile of the home grid (summary, size) and its own
// page /attivita/{id} (body: rich text, sanitised when stored).
import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { IllustratedRecord } from '../../domain/ordered.js';
import { ActivitySize } from './activity-size.js';

@Entity({ tableName: 'activities' })
@ObjectType()
export class Activity extends IllustratedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Sociale | Emergenza | Giovani (free text)' })
  category!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Plain text shown on the home grid' })
  summary!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Rich text (HTML), sanitised by the server when stored' })
  body!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  location: string | null = null;

  @Property({ type: 'text' })
  @Field(() => ActivitySize)
  size: ActivitySize = ActivitySize.medium;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  imageAlt: string | null = null;
}
