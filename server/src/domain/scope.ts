// What every request's work runs with: the request's EntityManager (MikroORM's unit of
// work for the request, from its request context), who calls, and the deployment's
// services (storage, configuration, the policy). Services receive a scope instead of
// forking EntityManagers of their own: GraphQL's context is a scope, and every REST route
// under /api, and every route of the site's own (a visitor's scope), finds one on its
// response (scopeOf).
//
// Work on the database runs in transactions of the request's EntityManager
// (`em.transactional`; a transaction opened inside another joins it). A write goes through
// write(): the policy first, then the work and its entry in the activity log in one
// transaction, then, once it has committed, the file changes it made (replaced files
// deleted; on failure the new files are deleted instead).
import { RequestContext, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';
import { settleAfterCommit, whenCommitted } from '../platform/db/after-commit.js';
import { currentCommitteeId, FIRST_COMMITTEE_ID } from '../platform/db/committee-context.js';
import type { CommitteeHosts } from '../platform/http/committee-hosts.js';
import type { FileStorage } from '../platform/storage/index.js';
import { ActivityLogEntry, type WriteAction } from './activity-log-entry.entity.js';
import { FileChanges } from './files/file-changes.js';
import type { FileReferences } from './files/file-references.js';
import type { Action, Actor, AuthProblem, Policy, Principal, RowCondition } from './policy.js';

/** A request's caller, with the bearer token it was identified by (logout revokes it). */
export interface RequestIdentity extends Actor {
  token: string | null;
}

export const ANONYMOUS_IDENTITY: RequestIdentity = {
  user: null,
  token: null,
  authProblem: 'MISSING_TOKEN',
};

/** The deployment's services that requests share, built once by the composition (app.ts). */
export interface DomainServices {
  orm: MikroORM;
  storage: FileStorage;
  config: AppConfig;
  logger: Logger;
  policy: Policy;
  /** Which columns may name an uploaded file (a file stays while one does). */
  fileReferences: FileReferences;
  /** The committees' hosts, in memory (which committee a host names, each one's address). */
  hosts: CommitteeHosts;
  /** What the composition does for a committee just created on a platform. */
  committeeSetup?: CommitteeSetup;
}

/** What a committee just created gets besides its settings and administrator. */
export interface CommitteeSetup {
  /** The versioned tables: the new committee's content versions start with them. */
  versionedTables: readonly string[];
  /** Writes the demo content for the committee the work runs as, in em's transaction. */
  demoContent(em: EntityManager): Promise<void>;
}

/** What a write changes: the resource whose access rules apply and its name in the log. */
export interface WriteTarget {
  resource: string;
  /** The activity log's name of the record's type (News, Project, TeamMember…). */
  log: string;
}

/** Who wrote, as the log and the records' createdBy/updatedBy keep it. */
export function authorOf(actor: Actor): { id: number | null; name: string } {
  const user = actor.user;
  return user ? { id: user.id, name: user.name || user.username } : { id: null, name: 'sistema' };
}

/** The id of the record written, for the log; none for a write of several (a reorder). */
/** The fields that name a record, in the order they are looked for (title before name). */
const LABEL_FIELDS = ['title', 'heading', 'subject', 'name', 'username', 'administration', 'role'];
const MAX_LABEL_LENGTH = 200;

/** What the record written is called (a news item's title, a user's name), if anything. */
export function recordLabelOf(record: unknown): string | null {
  if (!record || typeof record !== 'object') return null;
  for (const field of LABEL_FIELDS) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) {
      const label = value.trim().replace(/\s+/g, ' ');
      return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` : label;
    }
  }
  return null;
}

/** The record a write names in the activity log: its id, and what it was called then. */
function loggedRecord(record: unknown): { id: number | null; label: string | null } {
  const id = (record as { id?: unknown } | null)?.id;
  return { id: typeof id === 'number' ? id : null, label: recordLabelOf(record) };
}

export class RequestScope implements Actor {
  constructor(
    readonly services: DomainServices,
    /** The request's EntityManager (a fork of its own: identity map, request context). */
    readonly em: EntityManager,
    readonly identity: RequestIdentity = ANONYMOUS_IDENTITY,
    /** The client's address (TRUST_PROXY honoured), for rate limits. */
    readonly ip = 'unknown',
  ) {}

  /** A scope outside any request (the server's own work: start-up, jobs, seeds). */
  static system(services: DomainServices): RequestScope {
    return new RequestScope(services, services.orm.em.fork());
  }

  get user(): Principal | null {
    return this.identity.user;
  }

  get authProblem(): AuthProblem | null {
    return this.identity.authProblem;
  }

  get token(): string | null {
    return this.identity.token;
  }

  get storage(): FileStorage {
    return this.services.storage;
  }

  get config(): AppConfig {
    return this.services.config;
  }

  get policy(): Policy {
    return this.services.policy;
  }

  /** The committee the request works for (its host's); the first outside any request. */
  get committeeId(): number {
    return currentCommitteeId() ?? FIRST_COMMITTEE_ID;
  }

  /** The signed-in user, or the 401 the request deserves. */
  requireUser(): Principal {
    if (this.user) return this.user;
    throw new AppError(this.authProblem ?? 'MISSING_TOKEN');
  }

  /** The user when they may act on resource (401 without a user, 403 without the right). */
  authorize(resource: string, action: Action): Principal {
    return this.policy.authorize(this.identity, resource, action);
  }

  can(resource: string, action: Action): boolean {
    return this.policy.can(this.user, resource, action);
  }

  /** The condition on the rows of resource that this caller may read ({} for all). */
  rowsFor(resource: string): RowCondition {
    return this.policy.rowsFor(this.identity, resource);
  }

  mayReadField(resource: string, field: string): boolean {
    return this.policy.mayReadField(this.identity, resource, field);
  }

  /**
   * Runs work in a transaction of the request's EntityManager, or in the one already open
   * (a nested call joins it). File work deferred with whenCommitted() inside it runs after
   * the outermost commit.
   */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const run = () => this.em.transactional(work, { propagation: TransactionPropagation.REQUIRED });
    if (this.em.isInTransaction()) return run();
    return settleAfterCommit(run, async () => undefined);
  }

  /**
   * A write of target: authorised by the policy, then work and the activity log's entry in
   * one transaction; the files work writes or releases are settled after the commit.
   */
  async write<T>(
    target: WriteTarget,
    action: WriteAction,
    work: (em: EntityManager, files: FileChanges) => Promise<T>,
  ): Promise<T> {
    this.authorize(target.resource, 'write');
    // Who wrote, as they were named when the write began (a user may rename themselves).
    const author = authorOf(this.identity);
    const files = new FileChanges(this.storage);
    return this.transaction(async (em) => {
      let result: T;
      try {
        result = await work(em, files);
        await em.flush();
      } catch (error) {
        await files.rollback();
        throw error;
      }
      const record = loggedRecord(result);
      em.persist(
        Object.assign(new ActivityLogEntry(), {
          userId: author.id,
          userName: author.name,
          resource: target.log,
          recordId: record.id,
          recordLabel: record.label,
          action,
        }),
      );
      await whenCommitted(
        () => files.commit((url) => this.services.fileReferences.isReferenced(this.em, url)),
        () => files.rollback(),
      );
      return result;
    });
  }
}

/** Who calls a committee, from a request's Authorization header (the accounts module's identify). */
export type Identify = (
  em: EntityManager,
  authorization: string,
  committeeId: number,
) => Promise<RequestIdentity>;

/**
 * The middleware that gives a request its scope: a MikroORM request context (the request's
 * own EntityManager) and its caller, identified only when an Authorization header is sent
 * (an anonymous request costs no query). A bad token reads as no one: public routes answer,
 * the others refuse with 401.
 */
export function requestScopes(
  services: DomainServices,
  identify: Identify,
  clientIp: (req: Request) => string,
): RequestHandler {
  return scopes(services, clientIp, identify);
}

/**
 * The middleware that gives a request an anonymous scope, whatever token it carries: for
 * the site's own routes (the sitemap, the feed, the calendar, a cancellation link), which
 * answer every caller as a visitor and whose answers may be kept for all.
 */
export function visitorScopes(
  services: DomainServices,
  clientIp: (req: Request) => string,
): RequestHandler {
  return scopes(services, clientIp);
}

function scopes(
  services: DomainServices,
  clientIp: (req: Request) => string,
  identify?: Identify,
): RequestHandler {
  return (req, res, next) => {
    RequestContext.create(services.orm.em, () => {
      const em = RequestContext.getEntityManager() as EntityManager;
      const ip = clientIp(req);
      const authorization = req.headers.authorization;
      if (authorization === undefined || !identify) {
        res.locals.scope = new RequestScope(services, em, ANONYMOUS_IDENTITY, ip);
        next();
        return;
      }
      const committeeId = currentCommitteeId();
      // No committee (the hub): no one to identify, every caller reads as the public.
      if (committeeId === undefined) {
        res.locals.scope = new RequestScope(services, em, ANONYMOUS_IDENTITY, ip);
        next();
        return;
      }
      identify(em, authorization, committeeId).then((identity) => {
        res.locals.scope = new RequestScope(services, em, identity, ip);
        next();
      }, next);
    });
  };
}

/** The scope of a request (set by requestScopes). */
export function scopeOf(res: Response): RequestScope {
  const scope = res.locals.scope as RequestScope | undefined;
  if (!scope) throw new Error('Richiesta senza contesto: middleware dello scope mancante');
  return scope;
}
