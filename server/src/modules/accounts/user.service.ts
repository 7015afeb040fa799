// Every rule about the back office's users: only an administrator lists, creates, changes
// or deletes them (policy 'users.read' / 'users.write'); passwords follow password-policy.ts
// and are stored as argon2id hashes; a user created without a password is sent an
// invitation to choose it (auth/password-reset.service.ts) in the same transaction; disabling, deleting or resetting the password of a
// user revokes their sessions in the same transaction; the last active administrator can
// be neither deleted, disabled nor demoted, however many such changes run at once (they
// take turns on a lock of the active administrators' rows).
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { generatePassword, hashPassword } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import type { RequestScope } from '../../domain/scope.js';
import { Session } from './session.entity.js';
import { parseId, parseIds } from '../../domain/ids.js';
import { containsPattern, listWindow } from '../../domain/list.js';
import { validateInput } from '../../domain/validation.js';
import { passwordProblem } from './password-policy.js';
import { CreateUserArgs, UpdateUserArgs, UserListArgs } from './user.args.js';
import { Role, User } from './user.entity.js';

const SORTABLE = ['name', 'username', 'email', 'role', 'active', 'createdAt', 'updatedAt'] as const;

export const LAST_ADMIN_MESSAGE =
  "Deve restare almeno un amministratore attivo: non puoi eliminare, disattivare o declassare l'ultimo.";

export class UserService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  private get config(): AppConfig {
    return this.scope.config;
  }

  async list(args: UserListArgs): Promise<User[]> {
    this.scope.authorize('users', 'read');
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'name', order: 'ASC' });
    return this.em.find(User, this.where(args), window);
  }

  async count(args: UserListArgs): Promise<number> {
    this.scope.authorize('users', 'read');
    await validateInput(args);
    return this.em.count(User, this.where(args));
  }

  async find(rawId: unknown): Promise<User | null> {
    this.scope.authorize('users', 'read');
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(User, { id });
  }

  async get(rawId: unknown): Promise<User> {
    const user = await this.find(rawId);
    if (!user) throw AppError.notFound('Utente non trovato');
    return user;
  }

  /** With a password; without one, the user is e-mailed an invitation to choose it. */
  async create(args: CreateUserArgs): Promise<User> {
    const author = this.scope.authorize('users', 'write');
    return this.scope.write({ resource: 'users', log: 'User' }, 'create', async () => {
      const password = args.password;
      await validateInput(args);
      const invited = password == null || password === '';
      const problem = invited
        ? null
        : passwordProblem(password, [args.username, args.name, args.email]);
      if (problem) throw AppError.validation({ password: problem });
      await this.assertUsernameFree(args.username, null);
      const user = this.em.create(User, {
        name: args.name,
        username: args.username,
        email: args.email || null,
        role: args.role,
        active: args.active ?? true,
        // Invited: a random password no one knows, until the link sets theirs.
        passwordHash: await hashPassword(invited ? generatePassword() : password),
        generatedPassword: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await this.em.flush();
      if (invited) {
        await PasswordResetService.of(this.scope).invite(user, author.name || author.username);
      }
      return user;
    });
  }

  async update(rawId: unknown, args: UpdateUserArgs): Promise<User> {
    this.scope.authorize('users', 'write');
    return this.scope.write({ resource: 'users', log: 'User' }, 'update', async () => {
      const user = await this.get(rawId);
      const password = args.password;
      await validateInput(args);
      if (password != null && password !== '') {
        const problem = passwordProblem(password, [
          args.username ?? user.username,
          args.name ?? user.name,
          args.email === undefined ? user.email : args.email,
        ]);
        if (problem) throw AppError.validation({ password: problem });
      }
      if (args.username != null && args.username !== user.username) {
        await this.assertUsernameFree(args.username, user.id);
      }
      const passwordHash = password ? await hashPassword(password) : null;
      const demoted = args.role != null && args.role !== Role.admin;
      const disabled = args.active === false;
      if (demoted || disabled) await this.assertAnotherActiveAdmin(user);
      await this.em.transactional(async (em) => {
        if (args.name != null) user.name = args.name;
        if (args.username != null) user.username = args.username;
        if (args.email !== undefined) user.email = args.email || null;
        if (args.role != null) user.role = args.role;
        if (args.active != null) user.active = args.active;
        if (passwordHash) {
          user.passwordHash = passwordHash;
          user.generatedPassword = false;
        }
        await em.flush();
        if (!user.active || passwordHash) await this.revokeSessions(em, user);
      });
      return user;
    });
  }

  /** Deletes the user; their sessions go with them (foreign key on delete cascade). */
  async delete(rawId: unknown): Promise<User> {
    this.scope.authorize('users', 'write');
    return this.scope.write({ resource: 'users', log: 'User' }, 'delete', async () => {
      const user = await this.get(rawId);
      await this.assertAnotherActiveAdmin(user);
      const snapshot = Object.assign(Object.create(User.prototype) as User, user);
      await this.em.transactional(async (em) => {
        await this.revokeSessions(em, user);
        await em.remove(user).flush();
      });
      return snapshot;
    });
  }

  private async revokeSessions(em: EntityManager, user: User): Promise<void> {
    await em.nativeUpdate(Session, { user: user.id, revokedAt: null }, { revokedAt: new Date() });
  }

  private async assertUsernameFree(username: string, exceptId: number | null): Promise<void> {
    const taken = await this.em.findOne(User, {
      username,
      ...(exceptId === null ? {} : { id: { $ne: exceptId } }),
    });
    if (taken) throw AppError.validation({ username: 'Questo nome utente è già in uso' });
  }

  /**
   * Refuses to take user away from the active administrators when no other would be left.
   * Runs in the write's transaction (withActivity) and locks the rows of the active
   * administrators until it ends: a concurrent demotion, disabling or deletion of an
   * administrator waits here for this one to commit, then counts again what it left (in id
   * order, so that two of them never deadlock). A count without the lock lets two
   * administrators demote each other at the same moment, each counting the other.
   */
  private async assertAnotherActiveAdmin(user: User): Promise<void> {
    const activeAdmins = await this.em
      .createQueryBuilder(User)
      .select('id')
      .where({ role: Role.admin, active: true })
      .orderBy({ id: 'asc' })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<{ id: number }[]>('all', false);
    const ids = activeAdmins.map((row) => row.id);
    if (ids.includes(user.id) && ids.length === 1) {
      throw AppError.validation({ role: LAST_ADMIN_MESSAGE }, LAST_ADMIN_MESSAGE);
    }
  }

  private where(args: UserListArgs): FilterQuery<User> {
    const filter = args.filter;
    const where: FilterQuery<User>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.q?.trim()) {
      const pattern = containsPattern(filter.q.trim());
      where.push({
        $or: [
          { name: { $ilike: pattern } },
          { username: { $ilike: pattern } },
          { email: { $ilike: pattern } },
        ],
      });
    }
    return where.length > 0 ? { $and: where } : {};
  }
}
