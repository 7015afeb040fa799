// An administrator of the back office. Only the username is ever exposed; the argon2id
// hash stays in the table.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'admin_users' })
@ObjectType()
export class AdminUser {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'text', unique: true })
  @Field(() => String)
  username!: string;

  @Property({ type: 'text', lazy: true })
  passwordHash!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
