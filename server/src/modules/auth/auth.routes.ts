// REST adapter of the auth module: POST /auth/login {username, password} -> {token}
// (JSON only, at most BODY_RULES.publicJson; an address out of attempts is refused before
// its body is read), POST /auth/logout (bearer) revokes the token.
import { Router } from 'express';
import { keepPrivate } from '../../http/private-answers.js';
import type { ApiDeps } from '../api-deps.js';
import { BODY_RULES, readBody } from '../common/http.js';
import { AuthService } from './auth.service.js';
import { identityOf, authenticate } from './authenticate.js';

export function authRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    // The answer carries a token.
    keepPrivate(res);
    const service = new AuthService(deps.orm.em.fork(), deps.config);
    const ip = req.ip ?? 'unknown';
    await service.assertLoginAllowed(ip);
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    const result = await service.login(fields.username, fields.password, ip);
    res.json({
      token: result.token,
      expiresAt: result.expiresAt,
      user: {
        _id: result.user.id,
        id: result.user.id,
        username: result.user.username,
        name: result.user.name,
        role: result.user.role,
      },
    });
  });

  router.post('/logout', authenticate(deps), async (_req, res) => {
    const { token } = identityOf(res.locals);
    if (token) await new AuthService(deps.orm.em.fork(), deps.config).logout(token);
    res.json({ message: 'Logout effettuato' });
  });

  return router;
}
