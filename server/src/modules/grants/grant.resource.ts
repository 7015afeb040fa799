// The grants register described once for the record kit (domain/records): its fields
// (euro kept as cents, a fiscal code normalised), its sorts and search, the year filter,
// the optional PDF, and its REST answer.
import type { FilterQuery } from '@mikro-orm/core';
import type { RecordResource } from '../../domain/records/resource.js';
import { yearFilter } from '../../domain/records/register.js';
import { normaliseFiscalCode } from '../../domain/formats.js';
import { toCents } from '../../domain/money.js';
import { validateInput } from '../../domain/validation.js';
import { GrantYearArgs } from './grant.args.js';
import { Grant } from './grant.entity.js';

/** The days of a year, as a filter on the date received. */
export function yearRange(year: number): FilterQuery<Grant> {
  return { receivedAt: { $gte: `${year}-01-01`, $lte: `${year}-12-31` } };
}

/** A year of the register, checked (an integer of four digits). */
export async function checkGrantYear(year: unknown): Promise<number> {
  return (await validateInput(Object.assign(new GrantYearArgs(), { year }))).year;
}

export const grantResource: RecordResource<Grant> = {
  name: 'grants',
  entity: Grant,
  notFound: 'Contributo non trovato',
  deleted: 'Contributo eliminato',
  fields: {
    administration: 'text',
    administrationFiscalCode: {
      kind: 'optionalText',
      clearable: false,
      store: (code) => (code ? normaliseFiscalCode(code as string) : null),
    },
    amount: { kind: 'number', column: 'amountCents', store: (euro) => toCents(euro as number) },
    receivedAt: 'text',
    purpose: 'text',
    reference: { kind: 'optionalText', clearable: false },
  },
  sortable: ['receivedAt', 'administration', 'amountCents', 'createdAt', 'updatedAt'],
  // Newest first by default, as the transparency page lists them.
  defaultSort: { field: 'receivedAt', order: 'DESC' },
  search: ['administration', 'purpose'],
  filters: { year: yearFilter((year) => yearRange(year), checkGrantYear) },
  files: 'pdf',
  present: (grant) => ({
    administration: grant.administration,
    administrationFiscalCode: grant.administrationFiscalCode,
    amount: grant.amount,
    receivedAt: grant.receivedAt,
    year: grant.year,
    purpose: grant.purpose,
    reference: grant.reference,
    fileUrl: grant.fileUrl,
  }),
};
