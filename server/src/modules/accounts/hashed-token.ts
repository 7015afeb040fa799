// What a stored one-time secret has (a session, a password link, a committee switch's
// code): the token itself is never stored, only its SHA-256 (tokens.ts), so the table alone
// opens no account; it is a user's, ends with the user and has an absolute expiry. Each
// entity's table holds these columns itself (no table of its own here).
import { Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import { User } from './user.entity.js';

export abstract class HashedToken {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** Whom the token signs in or lets choose a password. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
