// REST adapter of events (GET /events, GET /events/:id, POST and PUT, JSON or multipart
// with the `image` rule of news and courses, DELETE): the record kit's routes.
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { CreateEventArgs, EventListArgs, UpdateEventArgs } from './event.args.js';
import { eventResource, eventsRead } from './event.resource.js';

export function eventsRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: eventResource,
    read: eventsRead,
    listArgs: EventListArgs,
    createArgs: CreateEventArgs,
    updateArgs: UpdateEventArgs,
  });
}
