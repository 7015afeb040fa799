// GraphQL adapter of the auth module: login, logout, the current administrator, one's own
// password change, "Password dimenticata?" and the use of a reset or invitation link.
import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { AuthService, requireUser } from './auth.service.js';
import {
  ChangePasswordArgs,
  ForgotPasswordArgs,
  LoginArgs,
  LoginResult,
  ResetPasswordArgs,
} from './auth.types.js';
import { PasswordResetService, passwordResetMessages } from './password-reset.service.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description: "Rate-limited per IP and username; any failure is 'Invalid credentials'",
  })
  async login(
    @Args() { username, password }: LoginArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LoginResult> {
    return new AuthService(ctx.em, ctx.config).login(username, password, ctx.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the bearer token of the request' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    requireUser(ctx);
    if (ctx.token) await new AuthService(ctx.em, ctx.config).logout(ctx.token);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Signed-in user: changes their own password (at least 12 characters); currentPassword must be right (400 with errors.currentPassword otherwise). Other sessions of the user are revoked.',
  })
  async changePassword(
    @Args() { currentPassword, newPassword }: ChangePasswordArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const user = requireUser(ctx);
    await new AuthService(ctx.em, ctx.config).changePassword(
      user,
      ctx.token,
      currentPassword,
      newPassword,
    );
    return true;
  }

  @Mutation(() => String, {
    description:
      'Public, rate-limited per IP. E-mails a link valid one hour to choose a new password to the active account with this username or e-mail address; answers the same message whether or not one exists',
  })
  async forgotPassword(
    @Args() { usernameOrEmail }: ForgotPasswordArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    await new PasswordResetService(ctx.em, ctx.config).requestReset(usernameOrEmail, ctx.ip);
    return passwordResetMessages.requested;
  }

  @Mutation(() => String, {
    description:
      'Public. Sets the password with the token of a reset or invitation link (once, before it expires); ends every session of the user. Otherwise VALIDATION with fields.token (link unknown, used or expired) or fields.password (the policy)',
  })
  async resetPassword(
    @Args() { token, password }: ResetPasswordArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    await new PasswordResetService(ctx.em, ctx.config).resetPassword(token, password);
    return passwordResetMessages.done;
  }

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in administrator, or null without a valid token',
  })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user;
  }
}
