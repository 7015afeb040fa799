// GraphQL adapter of the auth module: login, logout, one's own password, "Password
// dimenticata?" and the use of a reset or invitation link, and `me`: the signed-in user with
// what the policy lets them do (the back office shows what it allows).
import {
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { User } from './user.entity.js';
import { AuthService } from './auth.service.js';
import {
  ChangePasswordArgs,
  ForgotPasswordArgs,
  LoginArgs,
  LoginResult,
  ResetPasswordArgs,
} from './auth.types.js';
import { PasswordResetService, passwordResetMessages } from './password-reset.service.js';

@Resolver(() => User)
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description: "Rate-limited per IP and username; any failure is 'Invalid credentials'",
  })
  async login(
    @Args() { username, password }: LoginArgs,
    @Ctx() scope: RequestScope,
  ): Promise<LoginResult> {
    return AuthService.of(scope).login(username, password, scope.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the bearer token of the request' })
  async logout(@Ctx() scope: RequestScope): Promise<boolean> {
    scope.requireUser();
    if (scope.token) await AuthService.of(scope).logout(scope.token);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Signed-in user: changes their own password (at least 12 characters); currentPassword must be right (400 with errors.currentPassword otherwise). Other sessions of the user are revoked.',
  })
  async changePassword(
    @Args() { currentPassword, newPassword }: ChangePasswordArgs,
    @Ctx() scope: RequestScope,
  ): Promise<boolean> {
    const user = scope.requireUser() as User;
    await AuthService.of(scope).changePassword(user, scope.token, currentPassword, newPassword);
    return true;
  }

  @Mutation(() => String, {
    description:
      'Public, rate-limited per IP. E-mails a link valid one hour to choose a new password to the active account with this username or e-mail address; answers the same message whether or not one exists',
  })
  async forgotPassword(
    @Args() { usernameOrEmail }: ForgotPasswordArgs,
    @Ctx() scope: RequestScope,
  ): Promise<string> {
    await PasswordResetService.of(scope).requestReset(usernameOrEmail, scope.ip);
    return passwordResetMessages.requested;
  }

  @Mutation(() => String, {
    description:
      'Public. Sets the password with the token of a reset or invitation link (once, before it expires); ends every session of the user. Otherwise VALIDATION with fields.token (link unknown, used or expired) or fields.password (the policy)',
  })
  async resetPassword(
    @Args() { token, password }: ResetPasswordArgs,
    @Ctx() scope: RequestScope,
  ): Promise<string> {
    await PasswordResetService.of(scope).resetPassword(token, password);
    return passwordResetMessages.done;
  }

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user, or null without a valid token',
  })
  me(@Ctx() scope: RequestScope): User | null {
    return scope.user as User | null;
  }

  @FieldResolver(() => [String], {
    description:
      "What the user may do, as resource.action (news.write, settings.read…): the policy's answer, from which the back office shows its screens",
  })
  permissions(@Root() user: User, @Ctx() scope: RequestScope): string[] {
    return scope.policy.permissions(user);
  }
}
