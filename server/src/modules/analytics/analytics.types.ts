// The visit statistics as GraphQL answers them (REST answers the same shape).
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The views and unique visitors of one day' })
export class AnalyticsDay {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => Int)
  views!: number;

  @Field(() => Int, { description: 'Estimate: distinct visitors of that day' })
  visitors!: number;
}

@ObjectType()
export class AnalyticsPage {
  @Field(() => String)
  path!: string;

  @Field(() => Int)
  views!: number;
}

@ObjectType()
export class AnalyticsReferrer {
  @Field(() => String, { description: 'The referring site, host only' })
  host!: string;

  @Field(() => Int)
  views!: number;
}

@ObjectType()
export class AnalyticsDevice {
  @Field(() => String, { description: 'phone, tablet or desktop' })
  device!: string;

  @Field(() => Int)
  views!: number;
}

@ObjectType({ description: 'Visit statistics of a period (admin and editor)' })
export class AnalyticsReport {
  @Field(() => [AnalyticsDay], { description: 'Every day of the period, oldest first' })
  days!: AnalyticsDay[];

  @Field(() => [AnalyticsPage], { description: 'Most viewed pages first' })
  pages!: AnalyticsPage[];

  @Field(() => [AnalyticsReferrer], { description: 'Most frequent referring sites first' })
  referrers!: AnalyticsReferrer[];

  @Field(() => [AnalyticsDevice])
  devices!: AnalyticsDevice[];
}

@ArgsType()
export class AnalyticsArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default 29 days before to' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today (Rome)' })
  to?: string | null;
}
