// REST adapter of the committee's pages: GET /pages, GET /pages/:id, POST and PUT (JSON, or
// multipart with the `image` rule of news), DELETE: the record kit's routes.
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { CreateSitePageArgs, SitePageListArgs, UpdateSitePageArgs } from './page.args.js';
import { pageRead, pageResource } from './page.resource.js';

export function pageRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: pageResource,
    read: pageRead,
    listArgs: SitePageListArgs,
    createArgs: CreateSitePageArgs,
    updateArgs: UpdateSitePageArgs,
  });
}
