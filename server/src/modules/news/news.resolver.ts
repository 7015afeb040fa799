// GraphQL adapter of news (ra-data-graphql-simple names): parses, calls NewsService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { imageChangeFromArgs } from '../../domain/files/image-args.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { CreateNewsArgs, NewsListArgs, UpdateNewsArgs } from './news.args.js';
import { News } from './news.entity.js';
import { NewsService } from './news.service.js';

const service = (ctx: GraphQLContext): NewsService => new NewsService(ctx.em, ctx.storage, ctx);

@Resolver(() => News)
export class NewsResolver {
  @Query(() => [News])
  allNews(@Args() args: NewsListArgs, @Ctx() ctx: GraphQLContext): Promise<News[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allNewsMeta(
    @Args() args: NewsListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => News, { name: 'News', nullable: true })
  news(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<News | null> {
    return service(ctx).find(id);
  }

  @Query(() => [String], {
    description:
      'Distinct categories of the news the caller may read (anonymous: published and due), sorted',
  })
  newsCategories(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    return service(ctx).categories();
  }

  @Authorized()
  @Mutation(() => News, {
    description: 'Admin only. image: a new file; imageUrl: an http(s) URL instead of a file',
  })
  async createNews(@Args() args: CreateNewsArgs, @Ctx() ctx: GraphQLContext): Promise<News> {
    return service(ctx).create(args, await imageChangeFromArgs(args));
  }

  @Authorized()
  @Mutation(() => News, {
    description:
      'Admin only. Omitted fields are unchanged; neither image nor imageUrl keeps the image; removeImage drops it',
  })
  async updateNews(@Args() args: UpdateNewsArgs, @Ctx() ctx: GraphQLContext): Promise<News> {
    return service(ctx).update(args.id, args, await imageChangeFromArgs(args));
  }

  @Authorized()
  @Mutation(() => News, { description: 'Admin only. Returns the deleted record' })
  deleteNews(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<News> {
    return service(ctx).delete(id);
  }
}
