// The transparency registers in buildQuery's terms: public grants ('Contributi pubblici'),
// the 5x1000 reports and the officers' compensation. Kept beside buildQuery.ts, which
// spreads them into its resource table.
import type { ResourceDefinition } from './buildQuery';

/** A report line as the form holds it -> the GraphQL input (no __typename, amount a number). */
function reportLines(lines: unknown): { heading: string; amount: number }[] {
  if (!Array.isArray(lines)) return [];
  return lines.map((line: { heading?: unknown; amount?: unknown } | null) => ({
    heading: typeof line?.heading === 'string' ? line.heading : '',
    amount: typeof line?.amount === 'number' ? line.amount : Number(line?.amount ?? NaN),
  }));
}

export const transparencyResources: Record<string, ResourceDefinition> = {
  grants: {
    type: 'Grant',
    plural: 'Grants',
    filterType: 'GrantFilter',
    fields:
      'id administration administrationFiscalCode amount receivedAt year purpose reference fileUrl createdAt updatedAt',
    createArgs: {
      administration: 'String!',
      administrationFiscalCode: 'String',
      amount: 'Float!',
      receivedAt: 'String!',
      purpose: 'String!',
      reference: 'String',
      file: 'Upload',
    },
    updateArgs: {
      administration: 'String',
      administrationFiscalCode: 'String',
      amount: 'Float',
      receivedAt: 'String',
      purpose: 'String',
      reference: 'String',
      file: 'Upload',
      removeFile: 'Boolean',
    },
    // A field emptied in the form clears it on the server (null would keep it).
    prepare: (data) => ({
      ...data,
      ...(data.administrationFiscalCode === null ? { administrationFiscalCode: '' } : {}),
      ...(data.reference === null ? { reference: '' } : {}),
    }),
  },
  'five-per-thousand': {
    type: 'FivePerThousandReport',
    plural: 'FivePerThousandReports',
    filterType: 'FivePerThousandFilter',
    fields:
      'id year amount receivedAt lines { heading amount } linesTotal fileUrl createdAt updatedAt',
    createArgs: {
      year: 'Int!',
      amount: 'Float!',
      receivedAt: 'String!',
      lines: '[FivePerThousandLineInput!]',
      file: 'Upload',
    },
    updateArgs: {
      year: 'Int',
      amount: 'Float',
      receivedAt: 'String',
      lines: '[FivePerThousandLineInput!]',
      file: 'Upload',
      removeFile: 'Boolean',
    },
    prepare: (data) =>
      data.lines === undefined ? data : { ...data, lines: reportLines(data.lines) },
  },
  compensations: {
    type: 'Compensation',
    plural: 'Compensations',
    filterType: 'CompensationFilter',
    fields: 'id year role name grossAmount createdAt updatedAt',
    createArgs: { year: 'Int!', role: 'String!', name: 'String', grossAmount: 'Float!' },
    updateArgs: { year: 'Int', role: 'String', name: 'String', grossAmount: 'Float' },
    prepare: (data) => (data.name === null ? { ...data, name: '' } : data),
  },
};
