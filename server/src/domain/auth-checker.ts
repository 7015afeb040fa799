// type-graphql's @Authorized check, answered by the policy. On a query or mutation it asks
// for a signed-in user (what they may do is the service's to authorise); on a field of a
// type it asks the field's rule (createdBy and updatedBy are the staff's, the first-run
// checklist the administrators'). It throws rather than returning false, so the client
// learns why: no token, a bad one, or a role without the right.
import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors.js';
import type { RequestScope } from './scope.js';

export const authChecker: AuthChecker<RequestScope> = ({ context, info }) => {
  const type = info.parentType.name;
  const field = info.fieldName;
  if (!context.policy.hasFieldRule(type, field)) {
    context.requireUser();
    return true;
  }
  if (context.policy.mayReadTypeField(context.identity, type, field)) return true;
  throw new AppError(context.user ? 'FORBIDDEN' : (context.authProblem ?? 'MISSING_TOKEN'));
};
