// A service the committee offers (/servizi): a card with its features and pictogram, and
// a body of rich text (sanitised when stored) that may be empty.
import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { IllustratedRecord } from '../../domain/ordered.js';
import { ServiceIcon } from './service-icon.js';

@Entity({ tableName: 'services' })
@ObjectType()
export class Service extends IllustratedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  category!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  summary!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Rich text (HTML), sanitised by the server when stored; may be empty',
  })
  body: string = '';

  @Property({ type: 'json' })
  @Field(() => [String], { description: 'Up to 6 short lines' })
  features: string[] = [];

  @Property({ type: 'text' })
  @Field(() => ServiceIcon)
  icon: ServiceIcon = ServiceIcon.cross;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: "Marked 'Novità'" })
  isNew: boolean = false;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  imageAlt: string | null = null;
}
