// REST adapter of the timeline: /api/timeline (common/ordered-routes.ts).
import type { Router } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { orderedRoutes } from '../../domain/ordered/ordered-routes.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { CreateTimelineEventArgs, UpdateTimelineEventArgs } from './timeline-event.args.js';
import { timelineResource } from './timeline-event.service.js';

export function timelineRoutes(deps: ApiDeps): Router {
  return orderedRoutes(deps, {
    read: PUBLIC_READS.timeline,
    resource: timelineResource,
    createArgs: CreateTimelineEventArgs,
    updateArgs: UpdateTimelineEventArgs,
    deleted: 'Evento eliminato',
  });
}
