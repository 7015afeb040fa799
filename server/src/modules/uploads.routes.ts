// GET /uploads/:name — the stored files. Names are generated and never reused, so the
// answer is cacheable forever; nosniff keeps browsers to the declared type.
import { Router } from 'express';
import { AppError } from '../errors.js';
import type { ApiDeps } from './api-deps.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function uploadsRoutes({ storage }: Pick<ApiDeps, 'storage'>): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const file = await storage.open(req.params.name);
    if (!file) throw AppError.notFound('File non trovato');
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    });
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  });
  return router;
}
