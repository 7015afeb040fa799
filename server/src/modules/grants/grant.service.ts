// Business rules of the public grants register: the record kit's (validation with Italian
// messages by field, nothing saved on failure, the year filter, the optional PDF; see
// grant.resource.ts), plus the yearly totals (exact sums of cents) and the open-data
// exports of a year (CSV and JSON).
import { csvAmount, csvDate, csvDocument, fromCents, toCents } from '../../domain/money.js';
import { RecordService } from '../../domain/records/record-service.js';
import type { RequestScope } from '../../domain/scope.js';
import { Grant, GrantYearTotal } from './grant.entity.js';
import { checkGrantYear, grantResource, yearRange } from './grant.resource.js';

/** The columns of the CSV export, in Italian, in order. */
const CSV_HEADER = [
  'Anno',
  'Data di incasso',
  'Amministrazione erogante',
  'Codice fiscale amministrazione',
  'Importo (EUR)',
  'Causale',
  'Riferimento atto',
  'Documento',
];

/** One year of the register as open data (the JSON export). */
export interface GrantYearExport {
  year: number;
  currency: 'EUR';
  count: number;
  total: number;
  grants: {
    administration: string;
    administrationFiscalCode: string | null;
    amount: number;
    receivedAt: string;
    purpose: string;
    reference: string | null;
    fileUrl: string | null;
  }[];
}

export class GrantService extends RecordService<Grant> {
  constructor(scope: RequestScope) {
    super(scope, grantResource);
  }

  /** Every year with grants, newest first, with the number of grants and their exact total. */
  async yearTotals(): Promise<GrantYearTotal[]> {
    const rows = await this.scope.em
      .getConnection()
      .execute<{ year: number; count: number; cents: string }[]>(
        `select extract(year from received_at)::int as year, count(*)::int as count,
              sum(amount_cents)::bigint as cents
         from grants group by 1 order by 1 desc`,
      );
    return rows.map((row) => ({
      year: row.year,
      count: row.count,
      total: fromCents(Number(row.cents)),
    }));
  }

  /** The grants of a year, oldest first (the order of a register), as open data. */
  async exportYear(rawYear: unknown): Promise<GrantYearExport> {
    const year = await checkGrantYear(rawYear);
    const grants = await this.scope.em.find(Grant, yearRange(year), {
      orderBy: [{ receivedAt: 'ASC' }, { id: 'ASC' }],
      disableIdentityMap: true,
    });
    const cents = grants.reduce((sum, grant) => sum + grant.amountCents, 0);
    return {
      year,
      currency: 'EUR',
      count: grants.length,
      total: fromCents(cents),
      grants: grants.map((grant) => ({
        administration: grant.administration,
        administrationFiscalCode: grant.administrationFiscalCode,
        amount: grant.amount,
        receivedAt: grant.receivedAt,
        purpose: grant.purpose,
        reference: grant.reference,
        fileUrl: grant.fileUrl,
      })),
    };
  }

  /** The CSV of a year: header row, `;`, comma decimals, dd/mm/yyyy dates. */
  async exportYearCsv(rawYear: unknown): Promise<string> {
    const data = await this.exportYear(rawYear);
    return csvDocument(
      CSV_HEADER,
      data.grants.map((grant) => [
        String(data.year),
        csvDate(grant.receivedAt),
        grant.administration,
        grant.administrationFiscalCode ?? '',
        csvAmount(toCents(grant.amount)),
        grant.purpose,
        grant.reference ?? '',
        grant.fileUrl ?? '',
      ]),
    );
  }
}
