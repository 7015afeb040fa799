// Business rules of the activities: those of every ordered resource
// (common/ordered-service.ts); the body is sanitised rich text.
import type { OrderedResource } from '../../domain/ordered/ordered-service.js';
import { Activity } from './activity.entity.js';

export const activityResource: OrderedResource<Activity> = {
  entity: Activity,
  notFound: 'Attività non trovata',
  fields: {
    title: 'text',
    category: 'text',
    summary: 'text',
    body: 'richText',
    location: 'optionalText',
    size: 'text',
    imageAlt: 'optionalText',
  },
  sortable: ['title', 'category', 'createdAt', 'updatedAt'],
  illustrated: true,
};
