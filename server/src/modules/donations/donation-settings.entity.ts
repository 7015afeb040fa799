// A committee's own settings for donations, administrators only: the signing secret of
// its Stripe webhook (where several committees share a deployment, each has its own
// Stripe account; without one, STRIPE_WEBHOOK_SECRET applies). Never a field of the
// public settings.
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CommitteeColumn } from '../../platform/db/committee-context.js';

@Entity({ tableName: 'donation_settings' })
@Unique({ properties: ['committeeId'] })
export class DonationSettings {
  @CommitteeColumn({ index: false })
  committeeId?: number;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', nullable: true })
  stripeWebhookSecret: string | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
