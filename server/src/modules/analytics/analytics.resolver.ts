// GraphQL adapter of the visit statistics: analytics(from, to) (admin and editor).
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsArgs, AnalyticsReport } from './analytics.types.js';

@Resolver(() => AnalyticsReport)
export class AnalyticsResolver {
  @Query(() => AnalyticsReport, {
    description: 'Visit statistics of a period (default the last 30 days). Admin and editor',
  })
  analytics(@Args() args: AnalyticsArgs, @Ctx() ctx: RequestScope): Promise<AnalyticsReport> {
    return new AnalyticsService(ctx).report(args);
  }
}
