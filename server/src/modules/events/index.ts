// The events module: the committee's one-off events (blood drives, open days, markets),
// published or drafts or scheduled, booked as courses are (enrolments: modules/enrolments).
import type { ResourceModule } from '../../domain/module.js';
import { Event } from './event.entity.js';
import { EventResolver } from './event.resolver.js';
import { eventAccess, eventsRead } from './event.resource.js';
import { eventsRoutes } from './events.routes.js';

export const events: ResourceModule = {
  name: 'events',
  entities: [Event],
  resolvers: [EventResolver],
  api: { '/events': eventsRoutes },
  access: { events: eventAccess },
  publicReads: [eventsRead],
  versionedTables: ['events'],
  scheduledTables: ['events'],
  fileColumns: [['events', 'image']],
  richTextColumns: [['events', 'description']],
};
