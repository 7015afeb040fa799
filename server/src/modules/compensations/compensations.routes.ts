// REST adapter of the officers' compensation register: the record kit's routes
// (record-routes.ts): GET /api/compensations (public, ?year=), GET /:id; POST, PUT and
// DELETE for the admin.
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { DEFAULT_RULES } from '../../platform/http/rest-bodies.js';
import {
  CompensationListArgs,
  CreateCompensationArgs,
  UpdateCompensationArgs,
} from './compensation.args.js';
import { compensationsRead } from './compensation.reads.js';
import { compensationResource } from './compensation.resource.js';

export function compensationsRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: compensationResource,
    read: compensationsRead,
    listArgs: CompensationListArgs,
    createArgs: CreateCompensationArgs,
    updateArgs: UpdateCompensationArgs,
    bodyRules: DEFAULT_RULES,
  });
}
