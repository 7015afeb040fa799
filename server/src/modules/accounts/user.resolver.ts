// GraphQL adapter of users (ra-data-graphql-simple names): parses, calls UserService,
// which holds every rule (administrators only).
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { CreateUserArgs, UpdateUserArgs, UserListArgs } from './user.args.js';
import { User } from './user.entity.js';
import { UserService } from './user.service.js';

const service = (ctx: RequestScope): UserService => new UserService(ctx);

@Resolver(() => User)
export class UserResolver {
  @Query(() => [User], { description: 'Administrators only' })
  allUsers(@Args() args: UserListArgs, @Ctx() ctx: RequestScope): Promise<User[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata, { description: 'Administrators only' })
  async _allUsersMeta(@Args() args: UserListArgs, @Ctx() ctx: RequestScope): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => User, { name: 'User', nullable: true, description: 'Administrators only' })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<User | null> {
    return service(ctx).find(id);
  }

  @Mutation(() => User, {
    description:
      'Administrators only. password: at least 12 characters, not a common one, hard to guess (zxcvbn score 3); omitted: the user is e-mailed an invitation to choose it (valid 7 days; needs an e-mail address and a mail server)',
  })
  createUser(@Args() args: CreateUserArgs, @Ctx() ctx: RequestScope): Promise<User> {
    return service(ctx).create(args);
  }

  @Mutation(() => User, {
    description:
      "Administrators only. Omitted fields are unchanged; a password resets it; disabling revokes the user's sessions",
  })
  updateUser(@Args() args: UpdateUserArgs, @Ctx() ctx: RequestScope): Promise<User> {
    return service(ctx).update(args.id, args);
  }

  @Mutation(() => User, { description: 'Administrators only. Returns the deleted user' })
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<User> {
    return service(ctx).delete(id);
  }
}
