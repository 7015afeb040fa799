// One fixed-window counter (e.g. "login-ip:203.0.113.7"). Kept in PostgreSQL so that
// several server processes share the same limits. Only ever written by the atomic
// upsert in rate-limiter.ts; the entity exists so the migration creates the table.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'rate_limits' })
export class RateLimit {
  /** The committee whose visitors the counter counts (platform/db/committee-context.ts). */
  @PrimaryKey({ type: 'integer' })
  committeeId!: number;

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Index()
  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}
