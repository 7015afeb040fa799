// Card donations confirmed by Stripe: POST /api/donations/stripe-webhook. The raw body's
// Stripe-Signature is verified with the official library against the committee's own
// secret (donation_settings) or STRIPE_WEBHOOK_SECRET; a bad or old signature (over five
// minutes) is refused with 400 and nothing is recorded. A paid checkout.session.completed
// is recorded once per event id (a unique constraint: Stripe's retries are harmless) with
// the amount, currency, date, the donor's name and e-mail (customer_details), the codice
// fiscale of the Payment Link's custom field (kept only when valid), method card and the
// payment's reference; then its receipt, as for any donation. The committee is the
// request's host's, as for every request.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request } from 'express';
import Stripe from 'stripe';
import { isFiscalCode, normaliseFiscalCode } from '../../domain/formats.js';
import type { RequestScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { romeDay } from '../../platform/time/rome.js';
import { DonationMethod } from './donation-method.js';
import { DonationSettings } from './donation-settings.entity.js';
import { Donation } from './donation.entity.js';
import { settleReceipt } from './receipts.js';

/** The largest webhook body taken (Stripe's events are a few KB). */
export const MAX_WEBHOOK_BYTES = 256 * 1024;
/** A signature older than this is refused (the library's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const webhookMessages = {
  notConfigured: 'Webhook Stripe non configurato per questo comitato',
  badSignature: 'Firma Stripe non valida o scaduta',
} as const;

// Only the webhook helpers are used: no call is made to Stripe's API with this key.
const stripe = new Stripe('sk_unused_webhook_verification_only');

/** The request's body as bytes, untouched (the signature covers them exactly). */
export async function rawBody(req: Request, maxBytes = MAX_WEBHOOK_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) throw AppError.tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The secret the committee's events are signed with: its own, or the deployment's. */
async function webhookSecret(scope: RequestScope): Promise<string> {
  const own = await scope.transaction((em) => em.findOne(DonationSettings, {}));
  const secret = own?.stripeWebhookSecret ?? scope.config.stripeWebhookSecret;
  if (!secret)
    throw AppError.validation(
      { signature: webhookMessages.notConfigured },
      webhookMessages.notConfigured,
    );
  return secret;
}

/** The codice fiscale the donor gave in the Payment Link's custom field: null when none, invalid when not one. */
export function fiscalCodeOf(session: Stripe.Checkout.Session): string | null | 'invalid' {
  for (const field of session.custom_fields ?? []) {
    const names = `${field.key} ${field.label?.custom ?? ''}`.toLowerCase();
    if (!/codice\s*fiscale|codicefiscale|fiscal/.test(names)) continue;
    const value = field.text?.value?.trim();
    if (!value) return null;
    return isFiscalCode(value) ? normaliseFiscalCode(value) : 'invalid';
  }
  return null;
}

export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored';

/** Verifies, then records a paid session once; what happened. */
export async function handleStripeWebhook(
  scope: RequestScope,
  body: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const secret = await webhookSecret(scope);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing signature');
    event = stripe.webhooks.constructEvent(body, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw AppError.validation(
      { signature: webhookMessages.badSignature },
      webhookMessages.badSignature,
    );
  }
  if (event.type !== 'checkout.session.completed') return 'ignored';
  const session = event.data.object;
  if (session.payment_status !== 'paid' || !session.amount_total) return 'ignored';
  const details = session.customer_details;
  const given = fiscalCodeOf(session);
  if (given === 'invalid')
    scope.services.logger.warn(
      { eventId: event.id },
      'donazione Stripe: codice fiscale non valido',
    );
  const donorFiscalCode = given === 'invalid' ? null : given;
  const paymentIntent = session.payment_intent;
  try {
    return await scope.transaction(async (em) => {
      if (await em.findOne(Donation, { providerEventId: event.id })) return 'duplicate';
      const donorName = details?.name?.trim() || null;
      const donation = Object.assign(new Donation(), {
        date: romeDay(new Date(event.created * 1000)),
        amountCents: session.amount_total as number,
        currency: (session.currency ?? 'eur').toUpperCase(),
        method: DonationMethod.card,
        donorName,
        donorEmail: details?.email?.trim() || null,
        donorFiscalCode,
        anonymous: donorName === null,
        providerReference:
          (typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id) ?? session.id,
        providerEventId: event.id,
      });
      await em.persist(donation).flush();
      await settleReceipt(em, scope, donation);
      return 'recorded';
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it.
    if (error instanceof UniqueConstraintViolationException) return 'duplicate';
    throw error;
  }
}
