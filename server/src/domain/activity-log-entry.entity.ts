// One write in the back office: who (user id and name at the time, kept when the user is
// deleted), which resource and record (and what the record was called then, kept when it
// is deleted), create/update/delete, when. Written in the same
// transaction as the write itself (scope.ts, write()), so a write is never left unrecorded.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CommitteeColumn } from '../platform/db/committee-context.js';

/** What a write did: the GraphQL enum ActivityAction, stored as these same words. */
export enum ActivityAction {
  create = 'create',
  update = 'update',
  delete = 'delete',
}

registerEnumType(ActivityAction, {
  name: 'ActivityAction',
  description: 'What a write in the back office did',
});

/** An action as the services name it when they write ('create', 'update', 'delete'). */
export type WriteAction = `${ActivityAction}`;

@Entity({ tableName: 'activity_log' })
@Index({ properties: ['createdAt'] })
@ObjectType()
export class ActivityLogEntry {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  /** The user's id (no foreign key: the entry outlives the user). */
  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  userId: number | null = null;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The user's name when they made the change" })
  userName!: string;

  /** The GraphQL type of what changed: News, Project, Stat, TeamMember, User… */
  @Property({ type: 'text' })
  @Field(() => String)
  resource!: string;

  @Property({ type: 'integer', nullable: true })
  @Field(() => ID, { nullable: true })
  recordId: number | null = null;

  /** What the record was called when it was written: its title, name, subject... */
  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'What the record was called when it was written (its title, name...)',
  })
  recordLabel: string | null = null;

  @Property({ type: 'text' })
  @Field(() => ActivityAction)
  action!: ActivityAction;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();
}
