// A one-time sign-in code of the committee switch: a platform administrator going to
// another committee's back office (another origin, where the browser holds no session)
// carries it in the URL's fragment; that committee's back office exchanges it, once and
// within a minute, for a session. Only the code's SHA-256 is stored; the row belongs to
// the target committee, so another committee's host never finds it.
import { Entity, Property } from '@mikro-orm/core';
import { HashedToken } from '../accounts/hashed-token.js';

@Entity({ tableName: 'committee_handoffs' })
export class CommitteeHandoff extends HashedToken {
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
