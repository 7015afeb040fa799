// The self-hosted GraphiQL IDE (source in server/ide, built by Vite into server/dist/ide):
// GET /graphql from a browser (Accept: text/html) gets its page, the hashed assets live
// under /graphql/ide/. Off with GRAPHQL_INTROSPECTION=false, like introspection itself.
// API clients asking GET /graphql for JSON fall through to Apollo.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { staticFolder } from '../http/static-files.js';

export const ideDist = path.resolve(import.meta.dirname, '..', '..', '..', 'dist', 'ide');

export function createIdeRouter(logger: Logger, dist = ideDist): Router {
  const router = express.Router();
  const page = path.join(dist, 'index.html');
  if (!existsSync(page)) {
    logger.warn(
      { dist },
      "IDE GraphQL non compilato (npm run build): /graphql risponde solo all'API",
    );
    return router;
  }
  router.use('/graphql/ide', staticFolder(dist));
  router.get('/graphql', (req, res, next) => {
    // Only a browser navigation: a GET carrying a query, or asking for JSON, is an API call.
    if (
      req.query.query !== undefined ||
      req.accepts(['application/json', 'text/html']) !== 'text/html'
    ) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  return router;
}
