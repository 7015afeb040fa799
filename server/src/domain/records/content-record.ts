// What every record the committee manages has (news, courses, statistics, documents,
// contact requests): an integer id, and when it was created and last changed, set by the
// ORM. Each entity's table holds these columns itself (no table of its own here); they are
// fields of each GraphQL type as well (type-graphql emits no type of its own for this class:
// no resolver returns it).
import { PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import { versionOf } from './versions.js';

@ObjectType()
export abstract class ContentRecord {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Date = new Date();

  /** The record's version (versions.ts): REST's ETag, GraphQL's `version`. */
  @Field(() => String, {
    description: 'The version of the record: send it back with an update to refuse a lost update',
  })
  get version(): string {
    return versionOf(this);
  }
}
