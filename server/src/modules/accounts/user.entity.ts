// A person who works in the back office: an administrator (everything, users included) or
// an editor (content). Only name, username, e-mail, role and state are ever exposed; the
// argon2id hash stays in the table (lazy: loaded only where a password is checked).
import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Role, type Principal } from '../../domain/policy.js';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

export { Role };

registerEnumType(Role, {
  name: 'Role',
  description:
    'admin: everything, users included; editor: the content, not contacts, users or settings',
});

@Entity({ tableName: 'users' })
@Unique({ properties: ['committeeId', 'username'] })
@ObjectType('User')
export class User implements Principal {
  [OptionalProps]?: 'platformAdmin';

  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn({ index: false })
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'text', default: '' })
  @Field(() => String)
  name: string = '';

  @Property({ type: 'text' })
  @Field(() => String)
  username!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  email: string | null = null;

  @Enum({ items: () => Role, type: 'text', default: Role.editor })
  @Field(() => Role)
  role: Role = Role.editor;

  /** A disabled user cannot sign in, and their sessions are revoked when they are disabled. */
  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  active: boolean = true;

  @Property({ type: 'text', lazy: true })
  passwordHash!: string;

  /**
   * A platform administrator (the first administrator of a deployment of many committees)
   * manages the committees and may act in any of them, as their administrator.
   */
  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  platformAdmin: boolean = false;

  /** The password was generated at first start (printed once): the checklist asks to change it. */
  @Property({ type: 'boolean', default: false })
  generatedPassword: boolean = false;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Date = new Date();
}
