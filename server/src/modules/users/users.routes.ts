// REST adapter of users: GET /users, GET /users/:id, POST and PUT JSON {name, username,
// email, role, active, password}, DELETE /users/:id. Administrators only (the service
// decides); a password hash is never part of an answer.
import { Router } from 'express';
import type { ApiDeps } from '../api-deps.js';
import { authenticate, identityOf } from '../auth/authenticate.js';
import { BODY_RULES, readBody, withIds } from '../common/http.js';
import { CreateUserArgs, UpdateUserArgs, UserListArgs } from './user.args.js';
import type { Role, User } from './user.entity.js';
import { UserService } from './user.service.js';

export function toRestUser(user: User): Record<string, unknown> {
  return withIds(user, {
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    active: user.active,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  });
}

/** JSON values as the args classes expect them; a value of the wrong type stays wrong (validation refuses it). */
function userFields<T extends CreateUserArgs | UpdateUserArgs>(
  target: T,
  fields: Record<string, unknown>,
): T {
  const values = target as unknown as Record<string, unknown>;
  for (const name of ['name', 'username', 'email', 'active', 'password']) {
    if (fields[name] !== undefined) values[name] = fields[name];
  }
  if (fields.role !== undefined) target.role = fields.role as Role;
  return target;
}

export function usersRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.use(authenticate(deps));
  const service = (locals: Record<string, unknown>): UserService =>
    new UserService(deps.orm.em.fork(), deps.config, identityOf(locals));

  router.get('/', async (_req, res) => {
    res.json((await service(res.locals).list(new UserListArgs())).map(toRestUser));
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestUser(await service(res.locals).get(req.params.id)));
  });

  router.post('/', async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.json);
    const user = await service(res.locals).create(userFields(new CreateUserArgs(), fields));
    res.status(201).json(toRestUser(user));
  });

  router.put('/:id', async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.json);
    const user = await service(res.locals).update(
      req.params.id,
      userFields(new UpdateUserArgs(), fields),
    );
    res.json(toRestUser(user));
  });

  router.delete('/:id', async (req, res) => {
    const user = await service(res.locals).delete(req.params.id);
    res.json({ message: 'Utente eliminato', _id: user.id, id: user.id });
  });

  return router;
}
