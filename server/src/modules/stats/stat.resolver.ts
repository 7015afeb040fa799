// GraphQL adapter of statistics (ra-data-graphql-simple names): parses, calls StatService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { CreateStatArgs, StatListArgs, UpdateStatArgs } from './stat.args.js';
import { Stat } from './stat.entity.js';
import { StatService } from './stat.service.js';

@Resolver(() => Stat)
export class StatResolver {
  @Query(() => [Stat])
  allStats(@Args() args: StatListArgs, @Ctx() ctx: GraphQLContext): Promise<Stat[]> {
    return new StatService(ctx.em, ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allStatsMeta(
    @Args() args: StatListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListMetadata> {
    return { count: await new StatService(ctx.em, ctx).count(args) };
  }

  @Query(() => Stat, { name: 'Stat', nullable: true })
  stat(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Stat | null> {
    return new StatService(ctx.em, ctx).find(id);
  }

  @Authorized()
  @Mutation(() => Stat)
  createStat(@Args() args: CreateStatArgs, @Ctx() ctx: GraphQLContext): Promise<Stat> {
    return new StatService(ctx.em, ctx).create(args);
  }

  @Authorized()
  @Mutation(() => Stat)
  updateStat(@Args() args: UpdateStatArgs, @Ctx() ctx: GraphQLContext): Promise<Stat> {
    return new StatService(ctx.em, ctx).update(args.id, args);
  }

  @Authorized()
  @Mutation(() => Stat)
  deleteStat(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Stat> {
    return new StatService(ctx.em, ctx).delete(id);
  }
}
