// GraphQL adapter of the auth module: login, logout and the current administrator.
import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { User } from './user.entity.js';
import { AuthService, requireUser } from './auth.service.js';
import { ChangePasswordArgs, LoginArgs, LoginResult } from './auth.types.js';

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

  @Query(() => User, {
    nullable: true,
    description: 'The signed-in administrator, or null without a valid token',
  })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user;
  }
}
