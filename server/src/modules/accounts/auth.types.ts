// GraphQL shapes of the auth module: the login arguments and answer, the password change,
// "Password dimenticata?" and the use of a reset or invitation link.
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

/** "Password dimenticata?": a username or an e-mail address (the service checks it). */
@ArgsType()
export class ForgotPasswordArgs {
  @Field(() => String)
  usernameOrEmail!: string;
}

/** The token of a reset or invitation link and the new password, taken as typed. */
@ArgsType()
export class ResetPasswordArgs {
  @Field(() => String)
  token!: string;

  @Field(() => String)
  password!: string;
}
