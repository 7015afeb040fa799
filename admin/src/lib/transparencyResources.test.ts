// The transparency registers through buildQuery: the schema's names, the 5x1000 lines sent
// as GraphQL inputs (no __typename from the record), emptied text fields cleared.
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildQueryFactory } from './buildQuery';

const buildQuery = buildQueryFactory();

describe('transparency registers in buildQuery', () => {
  it('lists grants, 5x1000 reports and compensations with the schema names', () => {
    expect(print(buildQuery('GET_LIST', 'grants', {}).query)).toContain('allGrants(');
    expect(print(buildQuery('GET_LIST', 'five-per-thousand', {}).query)).toContain(
      '_allFivePerThousandReportsMeta(',
    );
    expect(print(buildQuery('GET_ONE', 'compensations', { id: 3 }).query)).toContain(
      'Compensation(id: $id)',
    );
  });

  it('sends the lines of a 5x1000 report as inputs, without what the record carried', () => {
    const built = buildQuery('UPDATE', 'five-per-thousand', {
      id: '7',
      data: {
        id: '7',
        year: 2023,
        lines: [{ heading: 'Ambulanza', amount: 1200.5, __typename: 'FivePerThousandLine' }],
        linesTotal: 1200.5,
        removeFile: true,
      },
      previousData: { id: '7', year: 2023, lines: [], linesTotal: 0 },
    });
    expect(print(built.query)).toContain('$lines: [FivePerThousandLineInput!]');
    expect(built.variables).toEqual({
      id: '7',
      lines: [{ heading: 'Ambulanza', amount: 1200.5 }],
      removeFile: true,
    });
  });

  it('clears an emptied fiscal code or reference of a grant', () => {
    const built = buildQuery('UPDATE', 'grants', {
      id: '2',
      data: { id: '2', administrationFiscalCode: null, reference: null, amount: 10 },
      previousData: { id: '2', administrationFiscalCode: '01199250158', reference: 'x', amount: 5 },
    });
    expect(built.variables).toEqual({
      id: '2',
      administrationFiscalCode: '',
      reference: '',
      amount: 10,
    });
  });
});
