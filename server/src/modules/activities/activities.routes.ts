// REST adapter of the activities: /api/activities (common/ordered-routes.ts).
import type { Router } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { orderedRoutes } from '../../domain/ordered/ordered-routes.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { CreateActivityArgs, UpdateActivityArgs } from './activity.args.js';
import { activityResource } from './activity.service.js';

export function activitiesRoutes(deps: ApiDeps): Router {
  return orderedRoutes(deps, {
    read: PUBLIC_READS.activities,
    resource: activityResource,
    createArgs: CreateActivityArgs,
    updateArgs: UpdateActivityArgs,
    deleted: 'Attività eliminata',
  });
}
