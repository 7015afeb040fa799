// Receipts of donations: numbered per committee and year (the counter row updated with
// INSERT ... ON CONFLICT DO UPDATE ... RETURNING in the donation's own transaction, so
// concurrent donations wait for each other's number, and a rolled-back one gives its
// number back: consecutive, never reused), rendered as PDF, and e-mailed to the donor
// through the outbox when their address is known.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../domain/scope.js';
import { currentCommitteeId, FIRST_COMMITTEE_ID } from '../../platform/db/committee-context.js';
import { htmlPage, paragraphs, senderOf } from '../mail/mail-content.js';
import { enqueueMail } from '../mail/outbox.js';
import type { OutboxMessage } from '../mail/outbox-message.entity.js';
import type { Settings } from '../settings/settings.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import type { Donation } from './donation.entity.js';
import { receiptPdf, euroFigures, type ReceiptIssuer } from './receipt-pdf.js';

export const RECEIPT_MAIL_KIND = 'donation-receipt';

/** The next receipt number of year for the current committee; the counter row stays locked until commit. */
export async function nextReceiptSequence(em: EntityManager, year: number): Promise<number> {
  const committeeId = currentCommitteeId() ?? FIRST_COMMITTEE_ID;
  const [row] = await em.getConnection().execute<{ last_number: number }[]>(
    `insert into donation_receipt_counters (committee_id, year, last_number) values (?, ?, 1)
     on conflict (committee_id, year)
     do update set last_number = donation_receipt_counters.last_number + 1
     returning last_number`,
    [committeeId, year],
    'all',
    em.getTransactionContext(),
  );
  return row.last_number;
}

/** Whether the donation gets a receipt: a named donor's. */
export function deservesReceipt(donation: Donation): boolean {
  return !donation.anonymous && !!donation.donorName;
}

/** The committee as its receipts name it. */
export function issuerOf(settings: Settings): ReceiptIssuer {
  return {
    name: settings.name,
    street: settings.address.street,
    postalCode: settings.address.postalCode,
    town: settings.address.town,
    province: settings.address.province,
    fiscalCode: settings.fiscalCode,
  };
}

/** The receipt's PDF (a donation with a number). */
export function donationReceiptPdf(settings: Settings, donation: Donation): Promise<Buffer> {
  if (!donation.receiptNumber || !donation.donorName)
    throw AppError.notFound('Questa donazione non ha una ricevuta (donazione anonima)');
  return receiptPdf(issuerOf(settings), {
    receiptNumber: donation.receiptNumber,
    date: donation.date,
    amountCents: donation.amountCents,
    method: donation.method,
    donorName: donation.donorName,
    donorFiscalCode: donation.donorFiscalCode,
  });
}

export function receiptFileName(donation: Donation): string {
  return `ricevuta-${(donation.receiptNumber ?? 'donazione').replace('/', '-')}.pdf`;
}

/** The From of the committee's e-mails. */
export function committeeSender(scope: RequestScope, settings: Settings): string | null {
  const committee = scope.services.hosts.byCommitteeId(scope.committeeId);
  return senderOf(
    scope.config.mail,
    committee && { name: settings.shortName, primaryHost: committee.primaryHost },
  );
}

/** The receipt's e-mail to the donor, its PDF attached, in em's transaction. */
export async function enqueueReceiptMail(
  em: EntityManager,
  scope: RequestScope,
  donation: Donation,
  settings?: Settings,
): Promise<OutboxMessage> {
  if (!donation.donorEmail)
    throw AppError.validation({ donorEmail: "L'indirizzo e-mail del donatore non è noto" });
  const committee = settings ?? (await new SettingsService(scope).get());
  const pdf = await donationReceiptPdf(committee, donation);
  const text =
    `Gentile ${donation.donorName},\n\n` +
    `grazie per la sua donazione di ${euroFigures(donation.amountCents)} a ${committee.name}.\n` +
    `In allegato la ricevuta n. ${donation.receiptNumber}, da conservare per la dichiarazione dei redditi.\n\n` +
    `${committee.name}\n${committee.email}`;
  const message = enqueueMail(
    em,
    {
      kind: RECEIPT_MAIL_KIND,
      recipient: donation.donorEmail,
      sender: committeeSender(scope, committee),
      replyTo: committee.email,
      replyToName: committee.shortName,
      subject: `Ricevuta della donazione n. ${donation.receiptNumber}`,
      textBody: text,
      htmlBody: htmlPage(`<p>${paragraphs(text).replace(/<br>\n<br>\n/g, '</p>\n<p>')}</p>`),
      attachments: [
        { filename: receiptFileName(donation), contentType: 'application/pdf', content: pdf },
      ],
    },
    { type: 'donation', id: donation.id },
  );
  await em.flush();
  return message;
}

/**
 * What a saved donation needs: an anonymous one keeps no donor; a named one without a
 * number gets the next of its year, and its e-mail when the donor's address is known.
 */
export async function settleReceipt(
  em: EntityManager,
  scope: RequestScope,
  donation: Donation,
): Promise<void> {
  if (donation.anonymous) {
    donation.donorName = null;
    donation.donorEmail = null;
    donation.donorFiscalCode = null;
    await em.flush();
    return;
  }
  if (!deservesReceipt(donation) || donation.receiptNumber) return;
  const year = Number(donation.date.slice(0, 4));
  donation.receiptYear = year;
  donation.receiptSequence = await nextReceiptSequence(em, year);
  await em.flush();
  if (donation.donorEmail) await enqueueReceiptMail(em, scope, donation);
}
