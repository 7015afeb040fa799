// A slide of the home page's hero: title, subtitle, image and a button leading to a
// section, a page or another site. Hidden slides are kept for later but not shown.
import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { IllustratedRecord } from '../../domain/ordered.js';

@Entity({ tableName: 'hero_slides' })
@ObjectType()
export class HeroSlide extends IllustratedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  subtitle!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  description: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String)
  imageAlt!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  buttonLabel!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'A home anchor (#chi-siamo), a site path (/servizi) or an http(s) URL',
  })
  buttonLink!: string;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  visible: boolean = true;
}
