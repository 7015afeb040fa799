// Donations as a record resource: their fields and how they are stored (euro as cents, the
// codice fiscale in capitals), their lists' order, search and filters (year, method), the
// rules across fields (a named donor or an anonymous donation; a receipted one stays
// named and is never deleted), and the receipt issued in the write's own transaction.
import { normaliseFiscalCode } from '../../domain/formats.js';
import { toCents } from '../../domain/money.js';
import type { Access } from '../../domain/policy.js';
import { ADMINS } from '../../domain/policy.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';
import { donationMessages } from './donation.args.js';
import type { DonationMethod } from './donation-method.js';
import { Donation } from './donation.entity.js';
import { settleReceipt } from './receipts.js';

/** The first and last day of a year given as a number or a text; null when it is no year. */
export function yearRange(value: unknown): [string, string] | null {
  const year = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(year) || year < 1900 || year > 9999) return null;
  return [`${year}-01-01`, `${year}-12-31`];
}

export const donationResource: RecordResource<Donation> = {
  name: 'donations',
  entity: Donation,
  notFound: 'Donazione non trovata',
  deleted: 'Donazione eliminata',
  fields: {
    date: 'text',
    amount: { kind: 'number', column: 'amountCents', store: (euro) => toCents(euro as number) },
    method: 'text',
    donorName: 'optionalText',
    donorEmail: {
      kind: 'optionalText',
      store: (email) => (email as string | null)?.trim() ?? null,
    },
    donorFiscalCode: {
      kind: 'optionalText',
      store: (code) => (code === null ? null : normaliseFiscalCode(code as string)),
    },
    anonymous: 'boolean',
  },
  sortable: ['date', 'amountCents', 'method', 'donorName', 'receiptYear', 'receiptSequence'],
  defaultSort: { field: 'date', order: 'DESC' },
  search: ['donorName', 'donorEmail', 'donorFiscalCode', 'providerReference'],
  filters: {
    // A value that is no year matches nothing.
    year: (value) => {
      const range = yearRange(value);
      return range ? { date: { $gte: range[0], $lte: range[1] } } : { id: { $in: [] } };
    },
    method: (method) => ({ method: String(method) as DonationMethod }),
  },
  files: 'none',
  check: (donation): FieldErrors | null => {
    if (donation.anonymous && donation.receiptYear !== null)
      return { anonymous: donationMessages.anonymousWithReceipt };
    if (!donation.anonymous && !donation.donorName)
      return { donorName: donationMessages.donorNameRequired };
    return null;
  },
  saved: (donation, { em, scope }) => settleReceipt(em, scope, donation),
  beforeDelete: (donation) => {
    if (donation.receiptNumber)
      throw AppError.validation(
        { receiptNumber: donationMessages.receiptIssued },
        donationMessages.receiptIssued,
      );
  },
  present: (donation) => ({
    date: donation.date,
    amount: donation.amount,
    currency: donation.currency,
    method: donation.method,
    donorName: donation.donorName,
    donorEmail: donation.donorEmail,
    donorFiscalCode: donation.donorFiscalCode,
    anonymous: donation.anonymous,
    receiptNumber: donation.receiptNumber,
    providerReference: donation.providerReference,
  }),
};

/** Administrators only: editors may not see donors. */
export const donationAccess: Access = { read: ADMINS, write: ADMINS };

/** The list's read (never cached: no anonymous reader may read it). */
export const donationsRead: PublicRead = {
  name: 'donations',
  path: '/api/donations',
  filters: ['q', 'year', 'method'],
  resources: ['donations'],
  graphqlFields: recordFields('Donation', 'Donations'),
};
