// GraphQL adapter of the grants register (ra-data-graphql-simple names, plus the yearly
// totals of the public page): parses, calls GrantService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { readUpload } from '../../platform/http/incoming-file.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { CreateGrantArgs, GrantListArgs, UpdateGrantArgs } from './grant.args.js';
import { Grant, GrantYearTotal } from './grant.entity.js';
import { GrantService } from './grant.service.js';

const service = (ctx: RequestScope): GrantService => new GrantService(ctx);

@Resolver(() => Grant)
export class GrantResolver {
  @Query(() => [Grant])
  allGrants(@Args() args: GrantListArgs, @Ctx() ctx: RequestScope): Promise<Grant[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allGrantsMeta(
    @Args() args: GrantListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => Grant, { name: 'Grant', nullable: true })
  grant(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<Grant | null> {
    return service(ctx).find(id);
  }

  @Query(() => [GrantYearTotal], { description: 'Every year with grants, newest first' })
  grantYearTotals(@Ctx() ctx: RequestScope): Promise<GrantYearTotal[]> {
    return service(ctx).yearTotals();
  }

  @Authorized()
  @Mutation(() => Grant, { description: 'Admin only. file: an optional PDF of at most 10 MB' })
  async createGrant(@Args() args: CreateGrantArgs, @Ctx() ctx: RequestScope): Promise<Grant> {
    return service(ctx).create(args, args.file ? await readUpload(args.file) : null);
  }

  @Authorized()
  @Mutation(() => Grant, { description: 'Admin only. Without file the current one is kept' })
  async updateGrant(@Args() args: UpdateGrantArgs, @Ctx() ctx: RequestScope): Promise<Grant> {
    return service(ctx).update(args.id, args, args.file ? await readUpload(args.file) : null);
  }

  @Authorized()
  @Mutation(() => Grant)
  deleteGrant(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<Grant> {
    return service(ctx).delete(id);
  }
}
