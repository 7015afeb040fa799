// The visit statistics' tables (Migration20261227100000_analytics). Only ever written by
// the visit counter's upserts and read by the report's SQL (visit-counter.ts,
// analytics.service.ts); the entities exist so that the schema the entities describe is
// the migrations'. Each primary key begins with committee_id, the committee's index, as
// rate_limits' does; row-level security keeps a committee to its rows.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One committee's day: its page views and its unique visitors' estimate. */
@Entity({ tableName: 'analytics_days' })
export class AnalyticsDayRow {
  @PrimaryKey({ type: 'integer' })
  committeeId!: number;

  @Index()
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer', default: 0 })
  views!: number;

  @Property({ type: 'integer', default: 0 })
  visitors!: number;
}

/** One committee's day's views of a page, from a referring site or on a device class. */
@Entity({ tableName: 'analytics_counts' })
export class AnalyticsCountRow {
  @PrimaryKey({ type: 'integer' })
  committeeId!: number;

  @Index()
  @PrimaryKey({ type: 'date' })
  day!: string;

  /** page, referrer or device. */
  @PrimaryKey({ type: 'text' })
  kind!: string;

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  views!: number;
}

/** The random salt of a committee's day, deleted once the day is over. */
@Entity({ tableName: 'analytics_salts' })
export class AnalyticsSaltRow {
  @PrimaryKey({ type: 'integer' })
  committeeId!: number;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'text' })
  salt!: string;
}

/** A visitor's salted hash of a committee's day, deleted once the day is over. */
@Entity({ tableName: 'analytics_visitors' })
export class AnalyticsVisitorRow {
  @PrimaryKey({ type: 'integer' })
  committeeId!: number;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  hash!: string;
}
