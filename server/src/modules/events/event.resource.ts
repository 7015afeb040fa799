// Events as a published record resource: their fields and how they are stored (the end
// never before the start, each booking mode with its own field), their lists' order and
// search, their image, their access and their public read.
import { publishedAccess, publishedFields } from '../../domain/publication.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';
import { bookingFields, bookingProblems, presentBooking } from '../projects/booking-mode.js';
import { eventMessages } from './event.args.js';
import { Event } from './event.entity.js';

export const eventResource: RecordResource<Event> = {
  name: 'events',
  entity: Event,
  notFound: eventMessages.notFound,
  deleted: eventMessages.deleted,
  fields: {
    title: 'text',
    description: { kind: 'richText', required: eventMessages.description.required },
    startsAt: 'dateTime',
    endsAt: 'dateTime',
    location: 'text',
    ...bookingFields,
    ...publishedFields,
  },
  sortable: [
    'title',
    'startsAt',
    'endsAt',
    'location',
    'status',
    'publishedAt',
    'createdAt',
    'updatedAt',
  ],
  // Soonest first, as the calendar lists them.
  defaultSort: { field: 'startsAt', order: 'ASC' },
  search: ['title', 'description', 'location'],
  files: 'image',
  imageWhenAbsent: 'remove',
  authored: true,
  revisions: true,
  check: (event) => {
    const problems = {
      ...(event.endsAt < event.startsAt ? { endsAt: eventMessages.endBeforeStart } : {}),
      ...bookingProblems(event),
    };
    return Object.keys(problems).length > 0 ? problems : null;
  },
  present: (event) => ({
    title: event.title,
    description: event.description,
    image: event.image,
    imageAlt: event.imageAlt,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: event.location,
    ...presentBooking(event),
    status: event.status,
    publishedAt: event.publishedAt,
  }),
};

export const eventAccess = publishedAccess('Event');

export const eventsRead: PublicRead = {
  name: 'events',
  path: '/api/events',
  filters: ['q'],
  resources: ['events'],
  graphqlFields: recordFields('Event', 'Events'),
};
