// GraphQL adapter of the activity log (administrators): allActivityLogEntries and its count.
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { ActivityLogArgs } from './activity-log.args.js';
import { ActivityLogEntry } from '../../domain/activity-log-entry.entity.js';
import { ActivityLogService } from './activity-log.service.js';

@Resolver(() => ActivityLogEntry)
export class ActivityLogResolver {
  @Query(() => [ActivityLogEntry], { description: 'Administrators only. Newest first by default' })
  allActivityLogEntries(
    @Args() args: ActivityLogArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ActivityLogEntry[]> {
    return new ActivityLogService(ctx).list(args);
  }

  @Query(() => ListMetadata, { description: 'Administrators only' })
  async _allActivityLogEntriesMeta(
    @Args() args: ActivityLogArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ListMetadata> {
    return { count: await new ActivityLogService(ctx).count(args) };
  }
}
