// What the back office shows each user: the server's policy decides, and `me.permissions`
// is its answer for the signed-in user, as resource.action (news.read, news.write,
// settings.write…). react-admin's access control (the auth provider's canAccess, the
// menu, the routes, the buttons) asks allows(), so the admin shows what the server would
// let the user do and nothing else, without naming roles. The role's label stays for the
// screens that show who someone is; the roles are the schema's enum Role, as codegen typed it.
import type { Role } from '../gql/graphql';

export type { Role };

export const roleLabels: Record<Role, string> = {
  admin: 'Amministratore',
  editor: 'Redattore',
};

/** A permission as `me` lists it: the policy's resource and read or write. */
export type Permission = `${string}.${'read' | 'write'}`;

/** What each of react-admin's actions needs of the policy; another action is refused. */
const NEEDED: Readonly<Record<string, 'read' | 'write'>> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'write',
  edit: 'write',
  delete: 'write',
  clone: 'write',
};

/**
 * Whether a user with these permissions may do react-admin's action (list, create, edit,
 * delete…) on a resource of the policy (news, fivePerThousand, settings…). Without
 * permissions (the server could not be asked yet) nothing is allowed.
 */
export function allows(
  permissions: readonly string[] | undefined,
  policyResource: string,
  action: string,
): boolean {
  const needed = NEEDED[action];
  return needed !== undefined && (permissions ?? []).includes(`${policyResource}.${needed}`);
}
