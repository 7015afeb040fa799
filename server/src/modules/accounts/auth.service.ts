// Everything about administrators and their sessions: login (argon2id; failures limited
// per address and per address and username, guesses on one username slowed down by a
// growing delay rather than locked out; one answer for every failure), logout (revocation), identifying
// the bearer of a token, the first administrator and password changes.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { runAcrossCommittees } from '../../platform/db/committee-context.js';
import { ConfigError, type AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import type { RequestIdentity, RequestScope } from '../../domain/scope.js';
import {
  assertWithinRateLimit,
  consumeRateLimit,
  countAttempt,
  refundRateLimit,
} from '../../platform/rate-limit/rate-limiter.js';
import { loginDelayMs } from '../../rate-limits.js';
import { passwordProblem } from './password-policy.js';
import { Role } from '../../domain/policy.js';
import { User } from './user.entity.js';
import { Session } from './session.entity.js';
import { bearerToken, hashToken, newToken } from './tokens.js';

/** A session lasts one working day; then the administrator logs in again. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Sessions (revoked ones too) are kept this long past their expiry, for audit, then deleted at a later login. */
export const EXPIRED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and light enough for a small server. */
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A hash that matches no password: verified when the username is unknown, so both failures take as long. */
let decoyHash: Promise<string> | null = null;
function getDecoyHash(): Promise<string> {
  decoyHash ??= argon2.hash(randomBytes(32).toString('hex'), hashOptions);
  return decoyHash;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

/**
 * A password for the first administrator: 16 random characters, drawn again in the
 * unlikely case that the policy would refuse them (a dictionary word by chance).
 */
export function generatePassword(): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (passwordProblem(password) === null) return password;
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

/**
 * Who is calling committeeId: the user of a valid token issued by that committee, or of a
 * platform administrator's (valid on every committee); or why there is none. The session
 * is looked up across committees (a platform administrator's belongs to their own), then
 * held to the committee.
 */
export async function identify(
  em: EntityManager,
  authorizationHeader: string | undefined,
  committeeId: number,
): Promise<RequestIdentity> {
  const token = bearerToken(authorizationHeader);
  if (token === null) {
    const problem = authorizationHeader?.trim() ? 'INVALID_TOKEN' : 'MISSING_TOKEN';
    return { user: null, token: null, authProblem: problem };
  }
  const session = await runAcrossCommittees(() =>
    em.findOne(
      Session,
      {
        tokenHash: hashToken(token),
        revokedAt: null,
        expiresAt: { $gt: new Date() },
        user: { active: true },
      },
      { populate: ['user'] },
    ),
  );
  const valid = session && (session.committeeId === committeeId || session.user.platformAdmin);
  if (!valid) return { user: null, token: null, authProblem: 'INVALID_TOKEN' };
  return { user: session.user, token, authProblem: null };
}

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** The service of a request: its EntityManager and the deployment's configuration. */
  static of(scope: RequestScope): AuthService {
    return new AuthService(scope.em, scope.config);
  }

  /**
   * Refuses (429) an address that has used up its failed logins, before anything else is
   * done for it: the REST route calls it before reading the request's body.
   */
  async assertLoginAllowed(ip: string): Promise<void> {
    await assertWithinRateLimit(this.em, `login-ip:${ip}`, this.config.rateLimits.loginPerIp);
  }

  async login(username: unknown, password: unknown, ip: string): Promise<LoginResult> {
    const limits = this.config.rateLimits;
    const name = typeof username === 'string' ? username.trim() : '';
    const secret = typeof password === 'string' ? password : '';
    // Every attempt is counted before the password is checked (so that parallel guesses
    // cannot slip past the limits); a successful one is given back below. The limits that
    // refuse are those of the caller's own address: another address's failures never
    // keep the right password out, they only slow down the guesses on its username.
    const ipKey = `login-ip:${ip}`;
    const keys = [ipKey];
    await consumeRateLimit(this.em, ipKey, limits.loginPerIp);
    if (name !== '') {
      const user = name.toLowerCase();
      const pairKey = `login-ip-user:${ip}:${user}`;
      keys.push(pairKey);
      await consumeRateLimit(this.em, pairKey, limits.loginPerIpAndUsername);
      const userKey = `login-user:${user}`;
      keys.push(userKey);
      const rule = limits.loginUsernameDelay;
      const { hits } = await countAttempt(this.em, userKey, rule.windowSeconds);
      const delay = loginDelayMs(rule, hits - 1);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    const user =
      name === ''
        ? null
        : await this.em.findOne(User, { username: name }, { populate: ['passwordHash'] });
    const valid = await argon2.verify(user?.passwordHash ?? (await getDecoyHash()), secret);
    if (!user || !valid || !user.active || secret === '') throw new AppError('INVALID_CREDENTIALS');
    for (const key of keys) await refundRateLimit(this.em, key);

    return this.startSession(user);
  }

  /**
   * A new session of user, in the committee the work runs as (the user's own: a platform
   * administrator's sessions belong to the first committee wherever they are used).
   */
  async startSession(user: User): Promise<LoginResult> {
    // Sessions long expired are of no use any more: forget them as new ones are made.
    await this.em.nativeDelete(Session, {
      expiresAt: { $lt: new Date(Date.now() - EXPIRED_SESSION_RETENTION_MS) },
    });
    const token = newToken();
    const session = this.em.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      revokedAt: null,
      createdAt: new Date(),
    });
    await this.em.flush();
    return { token, expiresAt: session.expiresAt, user };
  }

  /**
   * Revokes the session of token (already checked valid by identify), wherever its row is:
   * a platform administrator's session, which belongs to its own committee, ends on
   * another committee's host too.
   */
  async logout(token: string): Promise<void> {
    await runAcrossCommittees(() =>
      this.em.nativeUpdate(
        Session,
        { tokenHash: hashToken(token), revokedAt: null },
        { revokedAt: new Date() },
      ),
    );
  }

  /**
   * Creates the first administrator when there is none: with config.adminPassword, which
   * must follow the password policy (the start stops, saying why, otherwise), or a
   * generated password that the caller prints once.
   */
  async ensureFirstAdmin(): Promise<{ generatedPassword?: string }> {
    if ((await this.em.count(User, {})) > 0) {
      await this.ensurePlatformAdmin();
      return {};
    }
    if (this.config.adminPassword) {
      const problem = passwordProblem(this.config.adminPassword, [this.config.adminUsername]);
      if (problem) throw new ConfigError([`ADMIN_PASSWORD non accettata: ${problem}`]);
    }
    const generatedPassword = this.config.adminPassword ? undefined : generatePassword();
    const password = this.config.adminPassword ?? generatedPassword ?? '';
    this.em.create(User, {
      username: this.config.adminUsername,
      name: this.config.adminUsername,
      role: Role.admin,
      active: true,
      platformAdmin: true,
      passwordHash: await hashPassword(password),
      generatedPassword: generatedPassword !== undefined,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await this.em.flush();
    return generatedPassword ? { generatedPassword } : {};
  }

  /**
   * A deployment made before committees were many has no platform administrator: its first
   * administrator (ADMIN_USERNAME, else the oldest active administrator) becomes one.
   */
  private async ensurePlatformAdmin(): Promise<void> {
    if ((await this.em.count(User, { platformAdmin: true })) > 0) return;
    const first =
      (await this.em.findOne(User, { username: this.config.adminUsername, role: Role.admin })) ??
      (await this.em.findOne(
        User,
        { role: Role.admin, active: true },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      ));
    if (!first) return;
    first.platformAdmin = true;
    await this.em.flush();
  }

  /** A new administrator of the committee the work runs as (its first, on a new committee). */
  async createAdministrator(person: {
    name: string;
    username: string;
    email: string;
    password: string;
  }): Promise<User> {
    const user = this.em.create(User, {
      name: person.name,
      username: person.username,
      email: person.email,
      role: Role.admin,
      active: true,
      passwordHash: await hashPassword(person.password),
      generatedPassword: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await this.em.flush();
    return user;
  }

  /**
   * Sets a new password (following the policy) for username (created when missing) and
   * revokes all its sessions.
   */
  async setPassword(
    username: string,
    password: string,
  ): Promise<{ created: boolean; revoked: number }> {
    const problem = passwordProblem(password, [username]);
    if (problem) throw AppError.validation({ password: problem });
    const passwordHash = await hashPassword(password);
    return this.em.transactional(async (em) => {
      let user = await em.findOne(User, { username });
      const created = user === null;
      if (user) {
        user.passwordHash = passwordHash;
        user.generatedPassword = false;
      } else {
        user = em.create(User, {
          username,
          name: username,
          role: Role.admin,
          active: true,
          passwordHash,
          generatedPassword: false,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      }
      await em.flush();
      const revoked = await em.nativeUpdate(
        Session,
        { user, revokedAt: null },
        { revokedAt: new Date() },
      );
      return { created, revoked };
    });
  }

  /**
   * The signed-in user's own password change: the current password must be right, the new
   * one long enough; the user's other sessions are revoked (the one in use stays).
   */
  async changePassword(
    user: Pick<User, 'id' | 'username' | 'name' | 'email'>,
    token: string | null,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const errors: Record<string, string> = {};
    const problem = passwordProblem(newPassword, [user.username, user.name, user.email]);
    if (problem) errors.newPassword = problem;
    const stored = await this.em.findOneOrFail(
      User,
      { id: user.id },
      { populate: ['passwordHash'] },
    );
    if (currentPassword === '' || !(await argon2.verify(stored.passwordHash, currentPassword))) {
      errors.currentPassword = 'La password attuale non è corretta';
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const passwordHash = await hashPassword(newPassword);
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash, generatedPassword: false });
      await em.nativeUpdate(
        Session,
        {
          user: user.id,
          revokedAt: null,
          ...(token ? { tokenHash: { $ne: hashToken(token) } } : {}),
        },
        { revokedAt: new Date() },
      );
    });
  }
}
