// List arguments of the activity log.
import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ActivityAction } from '../../domain/activity-log-entry.entity.js';
import { ListArgs } from '../../domain/list.js';

@InputType()
export class ActivityLogFilter {
  @Field(() => String, { nullable: true })
  resource?: string | null;

  @Field(() => ActivityAction, { nullable: true })
  @IsOptional()
  @IsEnum(ActivityAction, { message: "L'azione deve essere create, update o delete" })
  action?: ActivityAction | null;

  @Field(() => Int, { nullable: true })
  userId?: number | null;
}

@ArgsType()
export class ActivityLogArgs extends ListArgs {
  @Field(() => ActivityLogFilter, { nullable: true })
  filter?: ActivityLogFilter | null;
}
