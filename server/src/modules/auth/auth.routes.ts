// REST adapter of the auth module: POST /auth/login {username, password} -> {token},
// POST /auth/logout (bearer) revokes the token.
import { Router } from 'express';
import type { ApiDeps } from '../api-deps.js';
import { readBody } from '../common/http.js';
import { AuthService } from './auth.service.js';
import { identityOf, requireAdmin } from './require-admin.js';

export function authRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const { fields } = await readBody(req);
    const service = new AuthService(deps.orm.em.fork(), deps.config);
    const result = await service.login(fields.username, fields.password, req.ip ?? 'unknown');
    res.json({
      token: result.token,
      expiresAt: result.expiresAt,
      user: { _id: result.user.id, id: result.user.id, username: result.user.username },
    });
  });

  router.post('/logout', requireAdmin(deps), async (_req, res) => {
    const { token } = identityOf(res.locals);
    if (token) await new AuthService(deps.orm.em.fork(), deps.config).logout(token);
    res.json({ message: 'Logout effettuato' });
  });

  return router;
}
