// A link that lets a person choose their password without knowing the current one: a
// reset asked with "Password dimenticata?" (valid one hour) or the invitation of a user
// created without a password (valid seven days). Each works once. As with sessions, the
// token itself is never stored: only its SHA-256, so the table alone opens no account.
import { Entity, Property } from '@mikro-orm/core';
import { HashedToken } from './hashed-token.js';

export type PasswordTokenPurpose = 'reset' | 'invitation';

@Entity({ tableName: 'password_tokens' })
export class PasswordToken extends HashedToken {
  @Property({ type: 'text' })
  purpose!: PasswordTokenPurpose;

  /** When the link was used, or made useless by a later password change; null while it works. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
