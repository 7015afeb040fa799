// GraphQL adapter of the auth module: login, logout, one's own password, and `me`: the
// signed-in user with what the policy lets them do (the back office shows what it allows).
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
import { ChangePasswordArgs, LoginArgs, LoginResult } from './auth.types.js';

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
    const user = scope.requireUser();
    await AuthService.of(scope).changePassword(user, scope.token, currentPassword, newPassword);
    return true;
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
