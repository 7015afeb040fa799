// The donations module: donations recorded (by the committee, or confirmed by Stripe's
// webhook), their receipts numbered per year, PDF and e-mailed, the year-end statements
// and the accountant's CSV. Administrators only.
import type { ResourceModule } from '../../domain/module.js';
import { DonationReceiptCounter } from './donation-counter.entity.js';
import { DonationSettings } from './donation-settings.entity.js';
import { Donation } from './donation.entity.js';
import { DonationResolver } from './donation.resolver.js';
import { donationAccess } from './donation.resource.js';
import { donationsRoutes } from './donations.routes.js';

export const donations: ResourceModule = {
  name: 'donations',
  entities: [Donation, DonationReceiptCounter, DonationSettings],
  resolvers: [DonationResolver],
  api: { '/donations': donationsRoutes },
  access: { donations: donationAccess },
};
