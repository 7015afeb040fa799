// GraphQL adapter of the activities (allActivities, Activity, ... reorderActivities).
import { Resolver } from 'type-graphql';
import { orderedResolver } from '../../domain/ordered/ordered-resolver.js';
import { ActivityListArgs, CreateActivityArgs, UpdateActivityArgs } from './activity.args.js';
import { Activity } from './activity.entity.js';
import { activityResource } from './activity.service.js';

@Resolver(() => Activity)
export class ActivityResolver extends orderedResolver({
  type: Activity,
  name: 'Activity',
  plural: 'Activities',
  listArgs: ActivityListArgs,
  createArgs: CreateActivityArgs,
  updateArgs: UpdateActivityArgs,
  resource: activityResource,
}) {}
