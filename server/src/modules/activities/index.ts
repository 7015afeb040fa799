// The activities module: the committee's areas of activity, in display order.
// An ordered content module (domain/ordered.ts): its entity, its arguments and the rules of
// its fields; the record kit does the rest.
import { orderedModule, type OrderedResource } from '../../domain/ordered.js';
import { CreateActivityArgs, ActivityListArgs, UpdateActivityArgs } from './activity.args.js';
import { Activity } from './activity.entity.js';

export const activityResource: OrderedResource<Activity> = {
  entity: Activity,
  deleted: 'Attività eliminata',
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
  files: 'image',
};

export const activities = orderedModule({
  name: 'activities',
  path: '/activities',
  table: 'activities',
  type: Activity,
  graphqlName: 'Activity',
  plural: 'Activities',
  resource: activityResource,
  listArgs: ActivityListArgs,
  createArgs: CreateActivityArgs,
  updateArgs: UpdateActivityArgs,
  richText: ['body'],
});
