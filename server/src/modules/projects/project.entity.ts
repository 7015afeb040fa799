// A course (called "project" in the API): what the public carousel shows and what
// visitors book through Calendly. Entity and GraphQL type in one class.
import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { AuthoredRecord } from '../../domain/records/authored-record.js';
import type { PublicationStatus } from '../../domain/publication.js';

@Entity({ tableName: 'projects' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'publishedAt'] })
@ObjectType()
export class Project extends AuthoredRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Rich text (HTML subset), sanitised by the server when stored',
  })
  description!: string;

  @Index()
  @Property({ type: 'text' })
  @Field(() => String, { description: 'education | health | social | emergency | other' })
  category!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  image: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The image's alternative text" })
  imageAlt: string | null = null;

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

  @Property({ type: 'text' })
  @Field(() => String)
  calendlyId!: string;

  @Property({ type: 'text', default: 'published' })
  @Field(() => String, { description: 'draft | published' })
  status: PublicationStatus = 'published';

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When it becomes public (with status published)' })
  publishedAt: Date = new Date();
}
