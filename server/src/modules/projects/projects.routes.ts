// REST adapter of courses (spec calls: GET /projects, GET /projects/:id, POST and PUT
// multipart, DELETE): the record kit's routes (record-routes.ts). On PUT,
// keepExistingImage=true keeps the image; a new file part replaces it; an `image` text
// value (http(s) URL or /uploads path) sets it; otherwise the image is removed, as the
// admin form sends no image when it was cleared.
import type { Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { recordRoutes } from '../../domain/records/record-routes.js';
import { CreateProjectArgs, ProjectListArgs, UpdateProjectArgs } from './project.args.js';
import { projectResource, projectsRead } from './project.resource.js';

export function projectsRoutes(deps: ModuleDeps): Router {
  return recordRoutes(deps, {
    resource: projectResource,
    read: projectsRead,
    listArgs: ProjectListArgs,
    createArgs: CreateProjectArgs,
    updateArgs: UpdateProjectArgs,
  });
}
