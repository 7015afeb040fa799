// Who may read and write what: each resource declares its access once, in its module's
// descriptor (modules/<name>/index.ts), and the Policy built from all of them is the one
// place that answers. Services authorise writes and restricted reads with it, the record
// kit asks it which rows a reader sees (drafts and scheduled publications are the staff's),
// REST presenters and GraphQL fields ask it which fields a reader sees, and `me` hands the
// caller's permissions to the back office, which shows only what they allow.
import { AppError } from '../errors.js';

export enum Role {
  admin = 'admin',
  editor = 'editor',
}

/** Administrators only: users, settings, contact requests, e-mail, the activity log. */
export const ADMINS: readonly Role[] = [Role.admin];
/** Everyone of the back office: the content. */
export const STAFF: readonly Role[] = [Role.admin, Role.editor];

/** A signed-in user as the policy sees them (the accounts module's User is one). */
export interface Principal {
  id: number;
  username: string;
  name: string;
  role: Role;
  active: boolean;
  /** A platform administrator: manages the committees, acts in any of them as administrator. */
  platformAdmin?: boolean;
}

/** Why a request carries no user: no Authorization header, or a token that is unknown, expired or revoked. */
export type AuthProblem = 'MISSING_TOKEN' | 'INVALID_TOKEN';

/** Whoever calls: a signed-in user, or no one (and why). */
export interface Actor {
  user: Principal | null;
  authProblem: AuthProblem | null;
}

/** No one: what reads are made for when no identity is given (public reads only). */
export const ANONYMOUS: Actor = { user: null, authProblem: 'MISSING_TOKEN' };

export type Action = 'read' | 'write';

/** A condition on rows, in MikroORM's query language. */
export type RowCondition = Record<string, unknown>;

/** Platform administrators only, on a deployment of many committees (PLATFORM_DOMAIN). */
export const PLATFORM = 'platform';

/** Who may do something: these roles, or the platform administrators. */
export type Allowed = readonly Role[] | typeof PLATFORM;

export interface Access {
  /** Who reads the resource: everyone (the public site), or these only. */
  read: 'everyone' | Allowed;
  /** Who creates, changes and deletes its records. */
  write: Allowed;
  /**
   * The rows a reader without write access sees (drafts and scheduled publications,
   * hidden slides are not among them); without it, every row.
   */
  publicRows?: (now: Date) => RowCondition;
  /** Fields only these roles read, in REST answers and GraphQL alike. */
  privateFields?: Readonly<Record<string, readonly Role[]>>;
  /** The GraphQL object types whose fields privateFields names. */
  graphqlTypes?: readonly string[];
}

export type AccessRules = Readonly<Record<string, Access>>;

/** A permission as `me` lists it: `<resource>.<action>`. */
export type Permission = `${string}.${Action}`;

export interface PolicyOptions {
  /** A deployment of many committees: the platform administrators' rules apply. */
  platform: boolean;
}

export class Policy {
  private readonly byType = new Map<string, string>();

  constructor(
    private readonly rules: AccessRules,
    private readonly options: PolicyOptions = { platform: false },
  ) {
    for (const [resource, access] of Object.entries(rules)) {
      for (const type of access.graphqlTypes ?? []) this.byType.set(type, resource);
    }
  }

  /** The resources with declared access, in declaration order. */
  resources(): string[] {
    return Object.keys(this.rules);
  }

  /** Whether resource has access rules (a name a request gave may be anything). */
  knows(resource: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.rules, resource);
  }

  private access(resource: string): Access {
    const access = this.rules[resource];
    if (!access) throw new Error(`Risorsa senza regole di accesso: ${resource}`);
    return access;
  }

  can(user: Principal | null | undefined, resource: string, action: Action): boolean {
    const access = this.access(resource);
    if (action === 'read' && access.read === 'everyone') return true;
    if (!user || !user.active) return false;
    const allowed = action === 'read' ? (access.read as Allowed) : access.write;
    if (allowed === PLATFORM) return this.options.platform && user.platformAdmin === true;
    return allowed.includes(user.role);
  }

  /** The same rules for another deployment (one committee, or many). */
  forDeployment(options: PolicyOptions): Policy {
    return new Policy(this.rules, options);
  }

  /**
   * The user of actor when they may act (what needs a signed-in user: writes, restricted
   * reads); 401 without a user, 403 without the right.
   */
  authorize(actor: Actor, resource: string, action: Action): Principal {
    const user = actor.user;
    if (!user) throw new AppError(actor.authProblem ?? 'MISSING_TOKEN');
    if (!this.can(user, resource, action)) throw new AppError('FORBIDDEN');
    return user;
  }

  /** Whether actor reads every row of resource (its writers do), or only the public ones. */
  readsAllRows(actor: Actor, resource: string): boolean {
    return !this.access(resource).publicRows || this.can(actor.user, resource, 'write');
  }

  /** The condition on the rows actor may read of resource ({} for all of them). */
  rowsFor(actor: Actor, resource: string, now = new Date()): RowCondition {
    const publicRows = this.access(resource).publicRows;
    return publicRows && !this.can(actor.user, resource, 'write') ? publicRows(now) : {};
  }

  mayReadField(actor: Actor, resource: string, field: string): boolean {
    const roles = this.access(resource).privateFields?.[field];
    return !roles || (!!actor.user?.active && roles.includes(actor.user.role));
  }

  /** The field rule of a GraphQL type's field (type-graphql's authChecker asks it). */
  mayReadTypeField(actor: Actor, type: string, field: string): boolean {
    const resource = this.byType.get(type);
    return resource === undefined || this.mayReadField(actor, resource, field);
  }

  /** Whether a GraphQL type's field has a rule of its own. */
  hasFieldRule(type: string, field: string): boolean {
    const resource = this.byType.get(type);
    return resource !== undefined && this.access(resource).privateFields?.[field] !== undefined;
  }

  /** Everything user may do, as `resource.action`, for the back office to show. */
  permissions(user: Principal | null): Permission[] {
    const permissions: Permission[] = [];
    for (const resource of this.resources()) {
      for (const action of ['read', 'write'] as const) {
        if (this.can(user, resource, action)) permissions.push(`${resource}.${action}`);
      }
    }
    return permissions;
  }
}
