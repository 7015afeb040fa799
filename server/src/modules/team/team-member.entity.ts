// A member of the committee's board, shown in the home page's "Chi siamo" section in
// display order (position).
import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { IllustratedRecord } from '../../domain/ordered.js';

@Entity({ tableName: 'team_members' })
@ObjectType()
export class TeamMember extends IllustratedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Display label: Presidente, Vicepresidente, Consigliere, Consigliere Giovani, ...',
  })
  role!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  bio: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  location: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  imageAlt: string | null = null;
}
