// A login session. The bearer token itself is never stored: only its SHA-256, so a
// leaked table does not leak usable tokens. Logout sets revokedAt; expiry is absolute.
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

@Entity({ tableName: 'sessions' })
export class Session {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Hex SHA-256 of the opaque token. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
