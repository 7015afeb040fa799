// What every GraphQL resolver receives. Built per request by the platform
// (graphql/apollo.ts): a forked EntityManager, the caller's identity and the shared deps.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import type { User } from '../../modules/accounts/user.entity.js';
import type { FileStorage } from '../storage/file-storage.js';

/** Why a request carries no user: no Authorization header, or a token that is unknown, expired or revoked. */
export type AuthProblem = 'MISSING_TOKEN' | 'INVALID_TOKEN';

export interface RequestIdentity {
  user: User | null;
  /** The raw bearer token of the request, when one was sent and is valid (logout revokes it). */
  token: string | null;
  authProblem: AuthProblem | null;
}

export interface GraphQLContext extends RequestIdentity {
  em: EntityManager;
  storage: FileStorage;
  config: AppConfig;
  /** Client IP (honours TRUST_PROXY), for rate limits. */
  ip: string;
}
