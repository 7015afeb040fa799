// List arguments of the activity log.
import { IsIn, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';

@InputType()
export class ActivityLogFilter {
  @Field(() => String, { nullable: true })
  resource?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['create', 'update', 'delete'], {
    message: "L'azione deve essere create, update o delete",
  })
  action?: string | null;

  @Field(() => Int, { nullable: true })
  userId?: number | null;
}

@ArgsType()
export class ActivityLogArgs extends ListArgs {
  @Field(() => ActivityLogFilter, { nullable: true })
  filter?: ActivityLogFilter | null;
}
