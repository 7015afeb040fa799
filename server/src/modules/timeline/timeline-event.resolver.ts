// GraphQL adapter of the timeline (allTimelineEvents, TimelineEvent, ... reorderTimelineEvents).
import { Resolver } from 'type-graphql';
import { orderedResolver } from '../../domain/ordered/ordered-resolver.js';
import {
  CreateTimelineEventArgs,
  TimelineEventListArgs,
  UpdateTimelineEventArgs,
} from './timeline-event.args.js';
import { TimelineEvent } from './timeline-event.entity.js';
import { timelineResource } from './timeline-event.service.js';

@Resolver(() => TimelineEvent)
export class TimelineEventResolver extends orderedResolver({
  type: TimelineEvent,
  name: 'TimelineEvent',
  plural: 'TimelineEvents',
  listArgs: TimelineEventListArgs,
  createArgs: CreateTimelineEventArgs,
  updateArgs: UpdateTimelineEventArgs,
  resource: timelineResource,
}) {}
