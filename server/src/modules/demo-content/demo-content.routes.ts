// REST adapter of the demo content: GET /api/demo-content (administrators: the kinds still
// present, with their counts) and POST /api/demo-content/remove (administrators: deletes
// them, answering { removed: { news: 3, ... }, total }).
import { Router } from 'express';
import { scopeOf } from '../../domain/scope.js';
import { DemoContentService } from './demo-content.service.js';

export function demoContentRoutes(): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await new DemoContentService(scopeOf(res)).present());
  });

  router.post('/remove', async (_req, res) => {
    res.json(await new DemoContentService(scopeOf(res)).remove());
  });

  return router;
}
