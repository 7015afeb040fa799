// The accounts module: the back office's users (administrators and editors), their
// sessions, login and logout, one's own password and `me` with its permissions. The
// composition identifies each request's caller with identify() (auth.service.ts).
import type { ResourceModule } from '../../domain/module.js';
import { ADMINS } from '../../domain/policy.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { PasswordToken } from './password-token.entity.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';
import { usersRoutes } from './users.routes.js';

export { identify } from './auth.service.js';

export const accounts: ResourceModule = {
  name: 'accounts',
  entities: [User, Session, PasswordToken],
  resolvers: [AuthResolver, UserResolver],
  api: { '/auth': authRoutes, '/users': usersRoutes },
  access: { users: { read: ADMINS, write: ADMINS } },
};
