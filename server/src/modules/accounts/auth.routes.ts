// REST adapter of the auth module: POST /auth/login {username, password} -> {token}
// (JSON only, at most BODY_RULES.publicJson; an address out of attempts is refused before
// its body is read), POST /auth/logout (bearer) revokes the token, POST
// /auth/forgot-password {username | email | usernameOrEmail} -> 202 {message} (the same
// whether or not the account exists; rate-limited like the login) and POST
// /auth/reset-password {token, password} -> {message}.
import { Router } from 'express';
import { keepPrivate } from '../../platform/http/private-answers.js';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody } from '../../platform/http/rest-bodies.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService, passwordResetMessages } from './password-reset.service.js';

export function authRoutes(): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    // The answer carries a token.
    keepPrivate(res);
    const scope = scopeOf(res);
    const service = AuthService.of(scope);
    await service.assertLoginAllowed(scope.ip);
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    const result = await service.login(fields.username, fields.password, scope.ip);
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

  router.post('/forgot-password', async (req, res) => {
    const scope = scopeOf(res);
    const service = PasswordResetService.of(scope);
    await service.assertRequestAllowed(scope.ip);
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    const identifier = fields.usernameOrEmail ?? fields.username ?? fields.email;
    await service.requestReset(identifier, scope.ip);
    res.status(202).json({ message: passwordResetMessages.requested });
  });

  router.post('/reset-password', async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    await PasswordResetService.of(scopeOf(res)).resetPassword(fields.token, fields.password);
    res.json({ message: passwordResetMessages.done });
  });

  router.post('/logout', async (_req, res) => {
    const scope = scopeOf(res);
    scope.requireUser();
    if (scope.token) await AuthService.of(scope).logout(scope.token);
    res.json({ message: 'Logout effettuato' });
  });

  return router;
}
