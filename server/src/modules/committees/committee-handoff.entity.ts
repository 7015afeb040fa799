// A one-time sign-in code of the committee switch: a platform administrator going to
// another committee's back office (another origin, where the browser holds no session)
// carries it in the URL's fragment; that committee's back office exchanges it, once and
// within a minute, for a session. Only the code's SHA-256 is stored; the row belongs to
// the target committee, so another committee's host never finds it.
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import { User } from '../accounts/user.entity.js';

@Entity({ tableName: 'committee_handoffs' })
export class CommitteeHandoff {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The committee whose back office the code opens (platform/db/committee-context.ts). */
  @CommitteeColumn()
  committeeId?: number;

  /** Hex SHA-256 of the code. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The platform administrator it signs in. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
