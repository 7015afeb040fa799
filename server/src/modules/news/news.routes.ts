// REST adapter of news (spec calls: GET /news, GET /news/:id, POST and PUT multipart with
// the `image` rule, DELETE): the record kit's routes (record-routes.ts). The `image` form
// value is a file part (uploaded), or text: an http(s) URL or an /uploads path keeps or
// sets it; absent or empty on PUT removes it.
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { CreateNewsArgs, NewsListArgs, UpdateNewsArgs } from './news.args.js';
import { newsRead, newsResource } from './news.resource.js';

export function newsRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: newsResource,
    read: newsRead,
    listArgs: NewsListArgs,
    createArgs: CreateNewsArgs,
    updateArgs: UpdateNewsArgs,
  });
}
