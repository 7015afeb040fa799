// GraphQL adapter of the officers' compensation register (ra-data-graphql-simple names):
// parses, calls CompensationService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import {
  CompensationListArgs,
  CreateCompensationArgs,
  UpdateCompensationArgs,
} from './compensation.args.js';
import { Compensation } from './compensation.entity.js';
import { CompensationService } from './compensation.service.js';

const service = (ctx: RequestScope): CompensationService => new CompensationService(ctx);

@Resolver(() => Compensation)
export class CompensationResolver {
  @Query(() => [Compensation])
  allCompensations(
    @Args() args: CompensationListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<Compensation[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allCompensationsMeta(
    @Args() args: CompensationListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => Compensation, { name: 'Compensation', nullable: true })
  compensation(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestScope,
  ): Promise<Compensation | null> {
    return service(ctx).find(id);
  }

  @Authorized()
  @Mutation(() => Compensation, { description: 'Admin only' })
  createCompensation(
    @Args() args: CreateCompensationArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<Compensation> {
    return service(ctx).create(args);
  }

  @Authorized()
  @Mutation(() => Compensation, { description: 'Admin only' })
  updateCompensation(
    @Args() args: UpdateCompensationArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<Compensation> {
    return service(ctx).update(args.id, args);
  }

  @Authorized()
  @Mutation(() => Compensation)
  deleteCompensation(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestScope,
  ): Promise<Compensation> {
    return service(ctx).delete(id);
  }
}
