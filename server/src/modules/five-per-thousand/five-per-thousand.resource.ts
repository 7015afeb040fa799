// The 5x1000 reports described once for the record kit (domain/records), with their own
// rules: one per financial year; amounts non-negative with at most two decimals; the lines
// (heading, amount) add up to at most the amount received; the signed PDF optional,
// checked by content. Failures are 400s with Italian messages by field and save nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type FieldErrors } from '../../errors.js';
import { isEuroAmount, toCents } from '../../domain/money.js';
import { yearFilter } from '../../domain/records/register.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { fivePerThousandMessages as messages } from './five-per-thousand.args.js';
import { FivePerThousandReport, type ReportLineRecord } from './five-per-thousand.entity.js';

export const MAX_REPORT_LINES = 100;
const MAX_HEADING_LENGTH = 300;

/** The lines as sent, checked one by one: stored records, or the errors by field. */
function parseLines(raw: unknown, errors: FieldErrors): ReportLineRecord[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.lines = messages.lines;
    return [];
  }
  if (raw.length > MAX_REPORT_LINES) {
    errors.lines = messages.linesTooMany;
    return [];
  }
  return raw.map((line: unknown, index) => {
    const { heading, amount } = (typeof line === 'object' && line !== null ? line : {}) as {
      heading?: unknown;
      amount?: unknown;
    };
    const text = typeof heading === 'string' ? heading.trim() : '';
    if (text === '' || text.length > MAX_HEADING_LENGTH) {
      errors[`lines.${index}.heading`] = messages.lineHeading;
    }
    if (!isEuroAmount(amount, true)) errors[`lines.${index}.amount`] = messages.lineAmount;
    return { heading: text, cents: isEuroAmount(amount, true) ? toCents(amount) : 0 };
  });
}

/** Euro in Italian format, for the messages: "1.234,50". */
function italianEuro(cents: number): string {
  return (cents / 100).toLocaleString('it-IT', { minimumFractionDigits: 2 });
}

/**
 * The lines (sent, or the report's when a change leaves them out) checked with the fields,
 * then their sum against the amount received, then the year: one report per year.
 */
async function validateReport(
  args: Record<string, unknown>,
  report: FivePerThousandReport | null,
  errors: FieldErrors,
  em: EntityManager,
): Promise<void> {
  const lines = parseLines(args.lines ?? report?.lines, errors);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  const received = toCents((args.amount ?? report?.amount) as number);
  if (total > received) {
    throw AppError.validation({
      lines: messages.linesOverAmount(italianEuro(total), italianEuro(received)),
    });
  }
  if (args.year != null) {
    const other = await em.findOne(FivePerThousandReport, { year: args.year as number });
    if (other && other.id !== report?.id) throw AppError.validation({ year: messages.yearTaken });
  }
}

export const fivePerThousandResource: RecordResource<FivePerThousandReport> = {
  name: 'fivePerThousand',
  entity: FivePerThousandReport,
  notFound: 'Rendiconto del 5x1000 non trovato',
  deleted: 'Rendiconto del 5x1000 eliminato',
  fields: {
    year: 'integer',
    amount: { kind: 'number', column: 'amountCents', store: (euro) => toCents(euro as number) },
    receivedAt: 'text',
    // Checked by validateReport before anything changes: parsed again without errors.
    lines: { kind: 'json', column: 'lineRecords', store: (lines) => parseLines(lines, {}) },
  },
  sortable: ['year', 'receivedAt', 'amountCents', 'createdAt', 'updatedAt'],
  // Newest year first by default, as the /5x1000 page lists them.
  defaultSort: { field: 'year', order: 'DESC' },
  filters: { year: yearFilter<FivePerThousandReport>((year) => ({ year })) },
  files: 'pdf',
  validate: validateReport,
  present: (report) => ({
    year: report.year,
    amount: report.amount,
    receivedAt: report.receivedAt,
    lines: report.lines,
    linesTotal: report.linesTotal,
    fileUrl: report.fileUrl,
  }),
};
