// A login session. The bearer token itself is never stored: only its SHA-256, so a
// leaked table does not leak usable tokens. Logout sets revokedAt; expiry is absolute.
import { Entity, Property } from '@mikro-orm/core';
import { HashedToken } from './hashed-token.js';

@Entity({ tableName: 'sessions' })
export class Session extends HashedToken {
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
