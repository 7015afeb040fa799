// Who may do what: the one place where roles meet operations. Services call authorize()
// before they read or write anything an operation guards; adapters only authenticate
// (401 for a missing or bad token). An operation missing from a role is refused with 403.
import { AppError } from '../errors.js';
import type { RequestIdentity } from '../platform/graphql/context.js';
import { Role, type User } from '../modules/accounts/user.entity.js';

/** Every guarded operation, `<area>.<verb>`. */
export const operations = [
  'news.write',
  'projects.write',
  'stats.write',
  'documents.write',
  'content.write',
  'registers.write',
  'contacts.read',
  'contacts.write',
  'settings.read',
  'settings.write',
  'mail.read',
  'mail.write',
  'users.read',
  'users.write',
  'activity.read',
] as const;

export type Operation = (typeof operations)[number];

/** What each role may do. `editor`: news, courses, documents, statistics, site content and registers. */
export const roleOperations: Record<Role, ReadonlySet<Operation>> = {
  [Role.admin]: new Set(operations),
  [Role.editor]: new Set<Operation>([
    'news.write',
    'projects.write',
    'stats.write',
    'documents.write',
    'content.write',
    'registers.write',
  ]),
};

/** Whoever calls a service: a request's identity (no user when anonymous). */
export type Actor = Pick<RequestIdentity, 'user' | 'authProblem'>;

/** No one: what a service acts for when it is given no identity (public reads only). */
export const ANONYMOUS: Actor = { user: null, authProblem: 'MISSING_TOKEN' };

export function can(user: User | null | undefined, operation: Operation): boolean {
  return !!user && user.active && roleOperations[user.role].has(operation);
}

/** The user of actor when they may do operation; 401 without a user, 403 without the right. */
export function authorize(actor: Actor, operation: Operation): User {
  const user = actor.user;
  if (!user) throw new AppError(actor.authProblem ?? 'MISSING_TOKEN');
  if (!can(user, operation)) throw new AppError('FORBIDDEN');
  return user;
}
