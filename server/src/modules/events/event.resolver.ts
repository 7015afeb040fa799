// GraphQL adapter of events (ra-data-graphql-simple names, record-resolver.ts).
import { Resolver } from 'type-graphql';
import { recordResolver } from '../../domain/records/record-resolver.js';
import { CreateEventArgs, EventListArgs, UpdateEventArgs } from './event.args.js';
import { Event } from './event.entity.js';
import { eventResource } from './event.resource.js';

@Resolver(() => Event)
export class EventResolver extends recordResolver({
  type: Event,
  name: 'Event',
  plural: 'Events',
  listArgs: EventListArgs,
  createArgs: CreateEventArgs,
  updateArgs: UpdateEventArgs,
  resource: eventResource,
}) {}
