// REST adapter of the 5x1000 reports: the record kit's routes (record-routes.ts): GET
// /api/five-per-thousand (public), GET /:id; POST, PUT (JSON, or multipart with `lines` as
// JSON text, the signed PDF as `file`, `removeFile=true` to drop it) and DELETE for the
// admin.
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { DEFAULT_RULES } from '../../platform/http/rest-bodies.js';
import {
  CreateFivePerThousandArgs,
  FivePerThousandListArgs,
  UpdateFivePerThousandArgs,
} from './five-per-thousand.args.js';
import { fivePerThousandRead } from './five-per-thousand.reads.js';
import { fivePerThousandResource } from './five-per-thousand.resource.js';

export function fivePerThousandRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: fivePerThousandResource,
    read: fivePerThousandRead,
    listArgs: FivePerThousandListArgs,
    createArgs: CreateFivePerThousandArgs,
    updateArgs: UpdateFivePerThousandArgs,
    query: [],
    bodyRules: DEFAULT_RULES,
  });
}
