// The timeline module: the committee's history, in display order.
// An ordered content module (domain/ordered.ts): its entity, its arguments and the rules of
// its fields; the record kit does the rest.
import { orderedModule, type OrderedResource } from '../../domain/ordered.js';
import {
  CreateTimelineEventArgs,
  TimelineEventListArgs,
  UpdateTimelineEventArgs,
} from './timeline-event.args.js';
import { TimelineEvent } from './timeline-event.entity.js';

export const timelineResource: OrderedResource<TimelineEvent> = {
  entity: TimelineEvent,
  deleted: 'Evento eliminato',
  notFound: 'Evento non trovato',
  fields: {
    year: 'text',
    date: 'text',
    title: 'text',
    description: 'text',
    details: 'optionalText',
  },
  sortable: ['year', 'title', 'createdAt', 'updatedAt'],
  files: 'none',
};

export const timeline = orderedModule({
  name: 'timeline',
  path: '/timeline',
  table: 'timeline_events',
  type: TimelineEvent,
  graphqlName: 'TimelineEvent',
  plural: 'TimelineEvents',
  resource: timelineResource,
  listArgs: TimelineEventListArgs,
  createArgs: CreateTimelineEventArgs,
  updateArgs: UpdateTimelineEventArgs,
});
