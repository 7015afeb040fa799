// A content record that remembers who created it and who changed it last (news and
// courses): the user's id and their name at the time (kept when the user is deleted).
// GraphQL shows the names as createdBy / updatedBy to signed-in users only; REST likewise
// (volunteers' names are not published with the news they write).
import { Property } from '@mikro-orm/core';
import { Authorized, Field, ObjectType } from 'type-graphql';
import type { Actor } from '../policy.js';
import { authorOf } from '../scope.js';
import { ContentRecord } from './content-record.js';

@ObjectType()
export abstract class AuthoredRecord extends ContentRecord {
  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;

  @Property({ type: 'text', nullable: true })
  @Authorized()
  @Field(() => String, {
    nullable: true,
    description: 'Name of the user who created it (signed-in users only)',
  })
  createdBy: string | null = null;

  @Property({ type: 'integer', nullable: true })
  updatedById: number | null = null;

  @Property({ type: 'text', nullable: true })
  @Authorized()
  @Field(() => String, {
    nullable: true,
    description: 'Name of the user who changed it last (signed-in users only)',
  })
  updatedBy: string | null = null;

  /** Records actor as the author of this write (and of the record, when it is new). */
  stampAuthor(actor: Actor, created: boolean): void {
    const author = authorOf(actor);
    if (created) {
      this.createdById = author.id;
      this.createdBy = author.name;
    }
    this.updatedById = author.id;
    this.updatedBy = author.name;
  }
}
