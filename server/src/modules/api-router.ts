// The REST contract of the specs under /api: one sub-router per module, each a thin
// adapter over its service. Bodies are parsed per route (JSON or multipart); errors are
// AppErrors, answered by the platform's REST error handler.
import { Router } from 'express';
import type { ApiDeps } from './api-deps.js';
import { authRoutes } from './auth/auth.routes.js';
import { compensationsRoutes } from './compensations/compensations.routes.js';
import { contactsRoutes } from './contacts/contacts.routes.js';
import { documentsRoutes } from './documents/documents.routes.js';
import { fivePerThousandRoutes } from './five-per-thousand/five-per-thousand.routes.js';
import { grantsRoutes } from './grants/grants.routes.js';
import { newsRoutes } from './news/news.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { activitiesRoutes } from './activities/activities.routes.js';
import { servicesRoutes } from './services/services.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { slidesRoutes } from './slides/slides.routes.js';
import { statsRoutes } from './stats/stats.routes.js';
import { teamRoutes } from './team/team.routes.js';
import { timelineRoutes } from './timeline/timeline.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { uploadsRoutes } from './uploads.routes.js';

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
