// Business rules of the timeline: those of every ordered resource (common/ordered-service.ts).
import type { OrderedResource } from '../../domain/ordered/ordered-service.js';
import { TimelineEvent } from './timeline-event.entity.js';

export const timelineResource: OrderedResource<TimelineEvent> = {
  entity: TimelineEvent,
  notFound: 'Evento non trovato',
  fields: {
    year: 'text',
    date: 'text',
    title: 'text',
    description: 'text',
    details: 'optionalText',
  },
  sortable: ['year', 'title', 'createdAt', 'updatedAt'],
  illustrated: false,
};
