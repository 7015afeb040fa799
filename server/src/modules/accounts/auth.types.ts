// GraphQL shapes of the auth module: the login arguments and answer.
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@ArgsType()
export class LoginArgs {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;
}

/** Passwords are taken as typed (never trimmed): the service checks them. */
@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String)
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => User)
  user!: User;
}
