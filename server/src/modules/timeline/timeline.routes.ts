// REST adapter of the timeline: /api/timeline (common/ordered-routes.ts).
import type { Router } from 'express';
import type { ApiDeps } from '../api-deps.js';
import { orderedRoutes } from '../common/ordered-routes.js';
import { CreateTimelineEventArgs, UpdateTimelineEventArgs } from './timeline-event.args.js';
import { timelineResource } from './timeline-event.service.js';

export function timelineRoutes(deps: ApiDeps): Router {
  return orderedRoutes(deps, {
    table: 'timeline_events',
    resource: timelineResource,
    createArgs: CreateTimelineEventArgs,
    updateArgs: UpdateTimelineEventArgs,
    deleted: 'Evento eliminato',
  });
}
