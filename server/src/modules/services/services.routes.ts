// REST adapter of the services: /api/services (common/ordered-routes.ts).
import type { Router } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { orderedRoutes } from '../../domain/ordered/ordered-routes.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { CreateServiceArgs, UpdateServiceArgs } from './service.args.js';
import { serviceResource } from './service.service.js';

export function servicesRoutes(deps: ApiDeps): Router {
  return orderedRoutes(deps, {
    read: PUBLIC_READS.services,
    resource: serviceResource,
    createArgs: CreateServiceArgs,
    updateArgs: UpdateServiceArgs,
    deleted: 'Servizio eliminato',
  });
}
