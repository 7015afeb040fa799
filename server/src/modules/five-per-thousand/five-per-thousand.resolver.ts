// GraphQL adapter of the 5x1000 reports (ra-data-graphql-simple names): parses, calls
// FivePerThousandService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { readUpload } from '../../platform/http/incoming-file.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import {
  CreateFivePerThousandArgs,
  FivePerThousandListArgs,
  UpdateFivePerThousandArgs,
} from './five-per-thousand.args.js';
import { FivePerThousandReport } from './five-per-thousand.entity.js';
import { FivePerThousandService } from './five-per-thousand.service.js';

const service = (ctx: RequestScope): FivePerThousandService => new FivePerThousandService(ctx);

@Resolver(() => FivePerThousandReport)
export class FivePerThousandResolver {
  @Query(() => [FivePerThousandReport])
  allFivePerThousandReports(
    @Args() args: FivePerThousandListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<FivePerThousandReport[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allFivePerThousandReportsMeta(
    @Args() args: FivePerThousandListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => FivePerThousandReport, { name: 'FivePerThousandReport', nullable: true })
  fivePerThousandReport(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestScope,
  ): Promise<FivePerThousandReport | null> {
    return service(ctx).find(id);
  }

  @Authorized()
  @Mutation(() => FivePerThousandReport, { description: 'Admin only. file: the signed PDF' })
  async createFivePerThousandReport(
    @Args() args: CreateFivePerThousandArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<FivePerThousandReport> {
    return service(ctx).create(args, args.file ? await readUpload(args.file) : null);
  }

  @Authorized()
  @Mutation(() => FivePerThousandReport, {
    description: 'Admin only. Without file the current one is kept',
  })
  async updateFivePerThousandReport(
    @Args() args: UpdateFivePerThousandArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<FivePerThousandReport> {
    return service(ctx).update(args.id, args, args.file ? await readUpload(args.file) : null);
  }

  @Authorized()
  @Mutation(() => FivePerThousandReport)
  deleteFivePerThousandReport(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestScope,
  ): Promise<FivePerThousandReport> {
    return service(ctx).delete(id);
  }
}
