// The REST contract of the specs under /api: one sub-router per module, each a thin
// adapter over its service. Bodies are parsed per route (JSON or multipart); errors are
// AppErrors, answered by the platform's REST error handler.
import { Router } from 'express';
import type { ApiDeps } from './domain/api-deps.js';
import { authRoutes } from './modules/accounts/auth.routes.js';
import { compensationsRoutes } from './modules/compensations/compensations.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { fivePerThousandRoutes } from './modules/five-per-thousand/five-per-thousand.routes.js';
import { grantsRoutes } from './modules/grants/grants.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { servicesRoutes } from './modules/services/services.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { slidesRoutes } from './modules/slides/slides.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { timelineRoutes } from './modules/timeline/timeline.routes.js';
import { usersRoutes } from './modules/accounts/users.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';

/** Every sub-router under /api, by its mount path (the roles test walks them all). */
export const apiMounts: readonly (readonly [string, (deps: ApiDeps) => Router])[] = [
  ['/auth', authRoutes],
  ['/news', newsRoutes],
  ['/projects', projectsRoutes],
  ['/stats', statsRoutes],
  ['/documents', documentsRoutes],
  ['/grants', grantsRoutes],
  ['/five-per-thousand', fivePerThousandRoutes],
  ['/compensations', compensationsRoutes],
  ['/contacts', contactsRoutes],
  ['/settings', settingsRoutes],
  ['/team', teamRoutes],
  ['/slides', slidesRoutes],
  ['/activities', activitiesRoutes],
  ['/services', servicesRoutes],
  ['/timeline', timelineRoutes],
  ['/users', usersRoutes],
  ['/uploads', uploadsRoutes],
];

export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  for (const [path, routes] of apiMounts) router.use(path, routes(deps));
  return router;
}
