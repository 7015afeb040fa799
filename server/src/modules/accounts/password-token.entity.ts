// A link that lets a person choose their password without knowing the current one: a
// reset asked with "Password dimenticata?" (valid one hour) or the invitation of a user
// created without a password (valid seven days). Each works once. As with sessions, the
// token itself is never stored: only its SHA-256, so the table alone opens no account.
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import { User } from './user.entity.js';

export type PasswordTokenPurpose = 'reset' | 'invitation';

@Entity({ tableName: 'password_tokens' })
export class PasswordToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;

  /** Hex SHA-256 of the token the link carries. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  purpose!: PasswordTokenPurpose;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** When the link was used, or made useless by a later password change; null while it works. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
