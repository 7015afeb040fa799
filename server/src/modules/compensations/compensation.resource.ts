// The officers' compensation register described once for the record kit (domain/records):
// its fields (euro kept as cents), its sorts, the year filter (newest year first, then the
// larger compensation first), and its REST answer.
import { amountField, toCents } from '../../domain/money.js';
import { yearFilter } from '../../domain/records/register.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { validateInput } from '../../domain/validation.js';
import { CompensationYearArgs } from './compensation.args.js';
import { Compensation } from './compensation.entity.js';

export const compensationResource: RecordResource<Compensation> = {
  name: 'compensations',
  entity: Compensation,
  notFound: 'Compenso non trovato',
  deleted: 'Compenso eliminato',
  fields: {
    year: 'integer',
    role: 'text',
    name: { kind: 'optionalText', clearable: false },
    grossAmount: {
      kind: 'number',
      column: 'grossAmountCents',
      store: (euro) => toCents(euro as number),
    },
  },
  sortable: ['year', 'role', 'grossAmountCents', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'year', order: 'DESC' },
  defaultOrderBy: [{ year: 'DESC' }, { grossAmountCents: 'DESC' }, { id: 'ASC' }],
  filters: {
    year: {
      ...yearFilter<Compensation>(
        (year) => ({ year }),
        (year) => validateInput(Object.assign(new CompensationYearArgs(), { year })),
      ),
      parse: amountField,
    },
  },
  files: 'none',
  present: (compensation) => ({
    year: compensation.year,
    role: compensation.role,
    name: compensation.name,
    grossAmount: compensation.grossAmount,
  }),
};
