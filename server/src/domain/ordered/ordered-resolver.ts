// The GraphQL adapter every ordered resource shares, under ra-data-graphql-simple's names
// (allX, _allXMeta, X, createX, updateX, deleteX) plus reorderX(ids). Each resource's
// resolver extends the class this factory returns.
import type { FileUpload } from 'graphql-upload-ts';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  Mutation,
  Query,
  Resolver,
  type ClassType,
} from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { imageChangeFromArgs } from '../files/image-args.js';
import { ListMetadata } from '../list-metadata.js';
import type { OrderedRecord } from './ordered-record.js';
import { OrderedService, type OrderedListArgs, type OrderedResource } from './ordered-service.js';

export interface OrderedResolverOptions<T extends OrderedRecord> {
  type: ClassType<T>;
  /** The GraphQL type's name (TeamMember) and its plural (TeamMembers). */
  name: string;
  plural: string;
  listArgs: ClassType<OrderedListArgs>;
  createArgs: ClassType<object>;
  updateArgs: ClassType<{ id: string }>;
  resource: OrderedResource<T>;
}

type ImageArgs = {
  image?: Promise<FileUpload> | null;
  imageUrl?: string | null;
  removeImage?: boolean | null;
};

export function orderedResolver<T extends OrderedRecord>(options: OrderedResolverOptions<T>) {
  const { type, name, plural } = options;
  // Anonymous callers read through a service that hides what is not public.
  const reader = (ctx: GraphQLContext) =>
    new OrderedService(ctx.em, ctx.storage, options.resource, ctx.user !== null);
  const writer = (ctx: GraphQLContext) =>
    new OrderedService(ctx.em, ctx.storage, options.resource, true, ctx);

  @Resolver()
  abstract class OrderedResolver {
    @Query(() => [type], { name: `all${plural}`, description: 'In display order by default' })
    list(@Args(() => options.listArgs) args: OrderedListArgs, @Ctx() ctx: GraphQLContext) {
      return reader(ctx).list(args);
    }

    @Query(() => ListMetadata, { name: `_all${plural}Meta` })
    async meta(
      @Args(() => options.listArgs) args: OrderedListArgs,
      @Ctx() ctx: GraphQLContext,
    ): Promise<ListMetadata> {
      return { count: await reader(ctx).count(args) };
    }

    @Query(() => type, { name, nullable: true })
    one(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
      return reader(ctx).find(id);
    }

    @Authorized()
    @Mutation(() => type, { name: `create${name}`, description: 'Admin only' })
    async create(@Args(() => options.createArgs) args: object, @Ctx() ctx: GraphQLContext) {
      return writer(ctx).create(args, await imageChangeFromArgs(args as ImageArgs));
    }

    @Authorized()
    @Mutation(() => type, {
      name: `update${name}`,
      description: 'Admin only. Omitted fields are unchanged',
    })
    async update(@Args(() => options.updateArgs) args: { id: string }, @Ctx() ctx: GraphQLContext) {
      return writer(ctx).update(args.id, args, await imageChangeFromArgs(args as ImageArgs));
    }

    @Authorized()
    @Mutation(() => type, {
      name: `delete${name}`,
      description: 'Admin only. Returns the deleted record',
    })
    remove(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
      return writer(ctx).delete(id);
    }

    @Authorized()
    @Mutation(() => [type], {
      name: `reorder${plural}`,
      description: 'Admin only. Positions 0..n-1 in the order given (every id once), atomically',
    })
    reorder(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext) {
      return writer(ctx).reorder(ids);
    }
  }
  return OrderedResolver;
}
