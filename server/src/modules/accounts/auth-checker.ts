// type-graphql's @Authorized check: one admin role, so a valid session is enough. It
// throws (rather than returning false) so the client learns why: no token, or a bad one.
import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { requireUser } from './auth.service.js';

export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  requireUser(context);
  return true;
};
