// Every rule about the committees of a platform (PLATFORM_DOMAIN): platform administrators
// list, create, change, archive and restore them. A new committee starts with its settings
// filled from what was given (placeholders elsewhere), its first administrator, its content
// versions and, on request, the demo content; its slug and own domains are unique across
// the platform. Archiving keeps every row: the site answers 404 until it is restored.
// Nothing here ever deletes a committee's data.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import { parseId } from '../../domain/ids.js';
import type { RequestScope } from '../../domain/scope.js';
import { validateInput } from '../../domain/validation.js';
import {
  runAcrossCommittees,
  runAsCommittee,
  FIRST_COMMITTEE_ID,
} from '../../platform/db/committee-context.js';
import { committeeOrigin } from '../../platform/http/committee-hosts.js';
import { AuthService, type LoginResult } from '../accounts/auth.service.js';
import { hashToken, newToken } from '../accounts/tokens.js';
import { User } from '../accounts/user.entity.js';
import { passwordProblem } from '../accounts/password-policy.js';
import { newCommitteeSettings } from '../settings/demo-settings.js';
import { settingsFrom, type SettingsValues } from '../settings/settings.service.js';
import { committeeMessages, CommitteeInput } from './committee.args.js';
import { Committee } from './committee.entity.js';
import { CommitteeHandoff } from './committee-handoff.entity.js';

/** How long the committee switch's one-time sign-in code is valid. */
export const HANDOFF_TTL_MS = 60_000;

/** The fragment's key of the code in the back office's address (never sent to a server). */
export const HANDOFF_FRAGMENT_KEY = 'accesso';

/** Serialises the changes to the committees' addresses (slug and domains are unique across). */
const ADDRESSES_LOCK = 7_306_912_452;

/** A committee's site, as its links name it: its own host, with PUBLIC_URL's scheme and port. */
export function committeeUrl(
  scope: RequestScope,
  committee: Pick<Committee, 'slug' | 'hostnames'>,
): string {
  const domain = scope.services.hosts.platformDomain;
  const primaryHost = committee.hostnames[0] ?? (domain ? `${committee.slug}.${domain}` : '');
  return committeeOrigin(scope.config.publicUrl, { primaryHost });
}

/** The active committees as the hub lists them, REST and GraphQL alike (no id, no state). */
export function toPublicCommittee(scope: RequestScope, committee: Committee) {
  return {
    name: committee.name,
    slug: committee.slug,
    town: committee.town,
    province: committee.province,
    region: committee.region,
    url: committeeUrl(scope, committee),
  };
}

export class CommitteeService {
  constructor(private readonly scope: RequestScope) {}

  /** What the composition does for a committee just created (content versions, demo content). */
  private get setup() {
    return this.scope.services.committeeSetup;
  }

  /**
   * The platform administrators' (a single-committee deployment has none: its policy
   * refuses everyone, 401 or 403).
   */
  private authorize(action: 'read' | 'write'): void {
    this.scope.authorize('committees', action);
    if (!this.scope.services.hosts.platform) {
      throw AppError.notFound(committeeMessages.platformOnly);
    }
  }

  async list(): Promise<Committee[]> {
    this.authorize('read');
    return this.scope.transaction((em) => em.find(Committee, {}, { orderBy: { name: 'asc' } }));
  }

  async get(rawId: unknown): Promise<Committee> {
    this.authorize('read');
    const id = parseId(rawId);
    const committee =
      id === null ? null : await this.scope.transaction((em) => em.findOne(Committee, { id }));
    if (!committee) throw AppError.notFound(committeeMessages.notFound);
    return committee;
  }

  /** The active committees, for everyone (the hub's finder). */
  async active(): Promise<Committee[]> {
    return this.scope.transaction((em) =>
      em.find(Committee, { archivedAt: null }, { orderBy: { name: 'asc' } }),
    );
  }

  async create(input: CommitteeInput): Promise<Committee> {
    this.authorize('write');
    await validateInput(input);
    const errors: Record<string, string> = {};
    if (!input.name) errors.name = committeeMessages.name;
    if (!input.slug) errors.slug = committeeMessages.slug;
    const admin = input.admin;
    if (!admin) errors.admin = committeeMessages.admin;
    const weak = admin ? passwordProblem(String(admin.password ?? '')) : null;
    if (weak) errors['admin.password'] = weak;
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const committee = await this.scope.write(
      { resource: 'committees', log: 'Committee' },
      'create',
      async (em) => {
        await this.assertAddressesFree(em, input, null);
        const created = Object.assign(new Committee(), {
          name: input.name,
          slug: input.slug,
          hostnames: normalised(input.hostnames ?? []),
          town: input.town ?? '',
          province: input.province ?? '',
          region: input.region ?? '',
        });
        em.persist(created);
        return created;
      },
    );
    try {
      await runAsCommittee(committee.id, () => this.populate(committee, input));
    } catch (error) {
      // Nothing of the committee was written: the row goes too (it holds no data yet).
      await this.scope.transaction((em) => em.nativeDelete(Committee, { id: committee.id }));
      throw error;
    }
    await this.scope.services.hosts.reload();
    return committee;
  }

  /** The new committee's own rows, as that committee: versions, settings, administrator, demo. */
  private async populate(committee: Committee, input: CommitteeInput): Promise<void> {
    const admin = input.admin as NonNullable<CommitteeInput['admin']>;
    await this.scope.transaction(async (em) => {
      for (const table of this.setup?.versionedTables ?? []) {
        await em
          .getConnection()
          .execute(
            'insert into content_versions (committee_id, resource) values (?, ?) on conflict do nothing',
            [committee.id, table],
          );
      }
      const values = newCommitteeSettings({
        name: committee.name,
        town: committee.town,
        province: committee.province,
        email: admin.email,
      });
      em.persist(settingsFrom(values as unknown as SettingsValues));
      await new AuthService(em, this.scope.config).createAdministrator({
        name: admin.name,
        username: admin.username,
        email: admin.email,
        password: admin.password,
      });
      if (input.demo && this.setup) await this.setup.demoContent(em);
    });
  }

  async update(rawId: unknown, input: CommitteeInput): Promise<Committee> {
    this.authorize('write');
    await validateInput(input);
    const committee = await this.scope.write(
      { resource: 'committees', log: 'Committee' },
      'update',
      async (em) => {
        const found = await this.get(rawId);
        await this.assertAddressesFree(em, input, found.id);
        if (input.name) found.name = input.name;
        if (input.slug) found.slug = input.slug;
        if (input.hostnames) found.hostnames = normalised(input.hostnames);
        if (input.town != null) found.town = input.town;
        if (input.province != null) found.province = input.province;
        if (input.region != null) found.region = input.region;
        return found;
      },
    );
    await this.scope.services.hosts.reload();
    return committee;
  }

  /** Archives a committee: its site answers 404, its data stays until it is restored. */
  archive(rawId: unknown): Promise<Committee> {
    return this.setArchived(rawId, true);
  }

  restore(rawId: unknown): Promise<Committee> {
    return this.setArchived(rawId, false);
  }

  private async setArchived(rawId: unknown, archived: boolean): Promise<Committee> {
    this.authorize('write');
    const committee = await this.scope.write(
      { resource: 'committees', log: 'Committee' },
      'update',
      async () => {
        const found = await this.get(rawId);
        if (archived && found.id === FIRST_COMMITTEE_ID) {
          throw AppError.validation(
            { id: committeeMessages.archiveFirst },
            committeeMessages.archiveFirst,
          );
        }
        found.archivedAt = archived ? (found.archivedAt ?? new Date()) : null;
        return found;
      },
    );
    await this.scope.services.hosts.reload();
    return committee;
  }

  /**
   * The committee switch: the address of the committee's back office with a one-time
   * sign-in code in its fragment (a browser never sends a fragment to a server, nor in a
   * Referer), for the platform administrator asking. The code is valid HANDOFF_TTL_MS, once,
   * and on that committee's hosts only (its row is the committee's).
   */
  async handoff(rawId: unknown): Promise<{ url: string; expiresAt: Date }> {
    this.authorize('read');
    const user = this.scope.requireUser();
    const committee = await this.get(rawId);
    if (committee.archivedAt) {
      throw AppError.validation({ id: committeeMessages.archived }, committeeMessages.archived);
    }
    const code = newToken();
    const expiresAt = new Date(Date.now() + HANDOFF_TTL_MS);
    await runAsCommittee(committee.id, () =>
      this.scope.transaction(async (em) => {
        em.persist(
          Object.assign(new CommitteeHandoff(), {
            tokenHash: hashToken(code),
            user: em.getReference(User, user.id),
            expiresAt,
          }),
        );
      }),
    );
    const url = `${committeeUrl(this.scope, committee)}/admin#${HANDOFF_FRAGMENT_KEY}=${code}`;
    return { url, expiresAt };
  }

  /**
   * A session for the bearer of a committee switch's code, on the committee the code was
   * made for (the request's): used at most once, before it expires, by an active platform
   * administrator; anything else is one 401 "link not valid".
   */
  async exchangeHandoff(code: unknown): Promise<LoginResult> {
    const invalid = new AppError('INVALID_CREDENTIALS', committeeMessages.handoffInvalid);
    if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(code)) throw invalid;
    const committeeId = this.scope.committeeId;
    const used = await this.scope.transaction((em) =>
      em
        .getConnection()
        .execute<{ user_id: number }[]>(
          'update committee_handoffs set used_at = now() where token_hash = ? and committee_id = ? and used_at is null and expires_at > now() returning user_id',
          [hashToken(code), committeeId],
        ),
    );
    if (used.length === 0) throw invalid;
    const userId = used[0].user_id;
    const user = await runAcrossCommittees(() =>
      this.scope.transaction((em) =>
        em.findOne(User, { id: userId, active: true, platformAdmin: true }),
      ),
    );
    if (!user) throw invalid;
    // The session is the administrator's own, as a login on their committee makes it.
    return runAsCommittee(user.committeeId ?? FIRST_COMMITTEE_ID, () =>
      this.scope.transaction((em) => new AuthService(em, this.scope.config).startSession(user)),
    );
  }

  /** The slug and each own domain belong to no other committee (checked under one lock). */
  private async assertAddressesFree(
    em: EntityManager,
    input: CommitteeInput,
    exceptId: number | null,
  ): Promise<void> {
    await em.getConnection().execute('select pg_advisory_xact_lock(?)', [ADDRESSES_LOCK]);
    const others = await em.find(Committee, exceptId === null ? {} : { id: { $ne: exceptId } });
    const errors: Record<string, string> = {};
    if (input.slug && others.some((other) => other.slug === input.slug)) {
      errors.slug = committeeMessages.slugTaken;
    }
    const platformDomain = this.scope.services.hosts.platformDomain;
    for (const host of normalised(input.hostnames ?? [])) {
      const taken =
        host === platformDomain ||
        others.some(
          (other) => other.hostnames.includes(host) || `${other.slug}.${platformDomain}` === host,
        );
      if (taken) errors.hostnames = committeeMessages.hostnameTaken(host);
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }
}

function normalised(hostnames: readonly string[]): string[] {
  return [...new Set(hostnames.map((host) => host.trim().toLowerCase()).filter(Boolean))];
}
