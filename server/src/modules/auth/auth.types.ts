// GraphQL shapes of the auth module: the login arguments and answer.
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { AdminUser } from './admin-user.entity.js';

@ArgsType()
export class LoginArgs {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String)
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => AdminUser)
  user!: AdminUser;
}
