// The domain registry: everything the platform (db, graphql, http) needs from the
// domain modules, under the names agreed in team/SERVER-CONTRACT.md.
import type { EntityClass } from '@mikro-orm/core';
import type { NonEmptyArray } from 'type-graphql';
import { AdminUser } from './auth/admin-user.entity.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { Session } from './auth/session.entity.js';
import { Contact } from './contacts/contact.entity.js';
import { ContactResolver } from './contacts/contact.resolver.js';
import { Document } from './documents/document.entity.js';
import { DocumentResolver } from './documents/document.resolver.js';
import { News } from './news/news.entity.js';
import { NewsResolver } from './news/news.resolver.js';
import { Project } from './projects/project.entity.js';
import { ProjectResolver } from './projects/project.resolver.js';
import { RateLimit } from './rate-limit/rate-limit.entity.js';
import { Stat } from './stats/stat.entity.js';
import { StatResolver } from './stats/stat.resolver.js';

export { migrationsList } from '../migrations/index.js';
export { createFileStorage } from '../storage/index.js';
export type { FileStorage } from '../storage/index.js';
export { authChecker } from './auth/auth-checker.js';
export { identify } from './auth/auth.service.js';
export type { ApiDeps } from './api-deps.js';
export { createApiRouter } from './api-router.js';
export { bootstrapData, type BootstrapDeps } from './bootstrap.js';
export { graphqlPublicCache } from './common/graphql-public-cache.js';
export { publicFastLane } from './common/public-fast-lane.js';

export const entities: EntityClass<object>[] = [
  News,
  Project,
  Stat,
  Document,
  Contact,
  AdminUser,
  Session,
  RateLimit,
];

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own resolver type
export const resolvers: NonEmptyArray<Function> = [
  NewsResolver,
  ProjectResolver,
  StatResolver,
  DocumentResolver,
  ContactResolver,
  AuthResolver,
];
