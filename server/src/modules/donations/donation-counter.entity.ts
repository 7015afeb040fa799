// The last receipt number given, per committee and year: the one row every new receipt of
// that year updates (INSERT ... ON CONFLICT DO UPDATE ... RETURNING, so the row stays
// locked until the donation's transaction ends). A rolled-back donation rolls its number
// back too: numbers are consecutive, never reused.
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

@Entity({ tableName: 'donation_receipt_counters' })
@Unique({ properties: ['committeeId', 'year'] })
export class DonationReceiptCounter {
  @CommitteeColumn({ index: false })
  committeeId?: number;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
