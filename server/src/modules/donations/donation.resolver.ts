// GraphQL adapter of donations (ra-data-graphql-simple names, record-resolver.ts), and a
// receipt e-mailed again, the statements of a year e-mailed, the Stripe webhook secret:
// administrators only.
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { recordResolver } from '../../domain/records/record-resolver.js';
import type { RequestScope } from '../../domain/scope.js';
import { CreateDonationArgs, DonationListArgs, UpdateDonationArgs } from './donation.args.js';
import { Donation } from './donation.entity.js';
import { donationResource } from './donation.resource.js';
import { DonationService } from './donation.service.js';

@Resolver(() => Donation)
export class DonationResolver extends recordResolver({
  type: Donation,
  name: 'Donation',
  plural: 'Donations',
  listArgs: DonationListArgs,
  createArgs: CreateDonationArgs,
  updateArgs: UpdateDonationArgs,
  resource: donationResource,
}) {
  @Authorized()
  @Mutation(() => Donation, { description: 'The receipt e-mailed again to the donor (admin only)' })
  resendDonationReceipt(@Arg('id', () => ID) id: string, @Ctx() scope: RequestScope) {
    return new DonationService(scope).resendReceipt(id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "Every donor's statement of year e-mailed (one donor: fiscalCode); how many",
  })
  sendDonationStatements(
    @Arg('year', () => Int) year: number,
    @Arg('fiscalCode', () => String, { nullable: true }) fiscalCode: string | null,
    @Ctx() scope: RequestScope,
  ) {
    const service = new DonationService(scope);
    return fiscalCode ? service.sendStatement(year, fiscalCode) : service.sendStatements(year);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the committee has its own Stripe webhook secret' })
  donationWebhookSecretSet(@Ctx() scope: RequestScope) {
    return new DonationService(scope).webhookSecretSet();
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Sets (empty: removes) the committee's Stripe webhook secret",
  })
  setDonationWebhookSecret(
    @Arg('secret', () => String, { nullable: true }) secret: string | null,
    @Ctx() scope: RequestScope,
  ) {
    return new DonationService(scope).setWebhookSecret(secret);
  }
}
