// What the back office shows each role: the server's policy (server/src/modules/auth/
// policy.ts) decides; the admin only hides what the server would refuse. An editor works
// on the content; contact requests, users, settings, e-mail status and the activity log
// are the administrators'. The roles are the schema's enum Role, as codegen typed it.
import type { Role } from '../gql/graphql';

export type { Role };

export const roleLabels: Record<Role, string> = {
  admin: 'Amministratore',
  editor: 'Redattore',
};

/** Whether react-admin's permissions (the role from `me`) are an administrator's. */
export function isAdmin(permissions: unknown): boolean {
  return permissions === 'admin';
}
