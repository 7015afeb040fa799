// The REST contract of the specs under /api: one sub-router per module, each a thin
// adapter over its service. Bodies are parsed per route (JSON or multipart); errors are
// AppErrors, answered by the platform's REST error handler.
import { Router } from 'express';
import type { ApiDeps } from './api-deps.js';
import { authRoutes } from './auth/auth.routes.js';
import { contactsRoutes } from './contacts/contacts.routes.js';
import { documentsRoutes } from './documents/documents.routes.js';
import { newsRoutes } from './news/news.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { statsRoutes } from './stats/stats.routes.js';
import { uploadsRoutes } from './uploads.routes.js';

export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use('/auth', authRoutes(deps));
  router.use('/news', newsRoutes(deps));
  router.use('/projects', projectsRoutes(deps));
  router.use('/stats', statsRoutes(deps));
  router.use('/documents', documentsRoutes(deps));
  router.use('/contacts', contactsRoutes(deps));
  router.use('/uploads', uploadsRoutes(deps));
  return router;
}
