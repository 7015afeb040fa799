// Business rules of the 5x1000 reports: one per financial year; amounts non-negative
// with at most two decimals; the lines (heading, amount) add up to at most the amount
// received; the signed PDF optional, checked by content. Failures are 400s with Italian
// messages by field and save nothing.
import { trashRecord } from '../../domain/records/trash.js';
import type { RequestScope } from '../../domain/scope.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type FieldErrors } from '../../errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { withFileChanges } from '../../domain/files/file-changes.js';
import { parseId, parseIds } from '../../domain/ids.js';
import type { IncomingFile } from '../../platform/http/incoming-file.js';
import { listWindow } from '../../domain/list.js';
import { isEuroAmount, toCents } from '../../domain/money.js';
import { applyPdfChange, pdfChange } from '../../domain/files/register-file.js';
import { validateInput } from '../../domain/validation.js';
import {
  CreateFivePerThousandArgs,
  FivePerThousandListArgs,
  fivePerThousandMessages as messages,
  UpdateFivePerThousandArgs,
} from './five-per-thousand.args.js';
import { FivePerThousandReport, type ReportLineRecord } from './five-per-thousand.entity.js';

const SORTABLE = ['year', 'receivedAt', 'amountCents', 'createdAt', 'updatedAt'] as const;
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

export class FivePerThousandService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  private get storage(): FileStorage {
    return this.scope.storage;
  }

  /** Newest year first by default, as the /5x1000 page lists them. */
  async list(args: FivePerThousandListArgs): Promise<FivePerThousandReport[]> {
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'year', order: 'DESC' });
    return this.em.find(FivePerThousandReport, this.where(args), {
      ...window,
      disableIdentityMap: true,
    });
  }

  async count(args: FivePerThousandListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(FivePerThousandReport, this.where(args));
  }

  async find(rawId: unknown): Promise<FivePerThousandReport | null> {
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(FivePerThousandReport, { id });
  }

  async get(rawId: unknown): Promise<FivePerThousandReport> {
    const report = await this.find(rawId);
    if (!report) throw AppError.notFound('Rendiconto del 5x1000 non trovato');
    return report;
  }

  async create(
    args: CreateFivePerThousandArgs,
    file: IncomingFile | null,
  ): Promise<FivePerThousandReport> {
    this.scope.authorize('fivePerThousand', 'write');
    return this.scope.write(
      { resource: 'fivePerThousand', log: 'FivePerThousandReport' },
      'create',
      async () => {
        const lines = await this.validate(args, args.lines, args.amount);
        await this.checkYearFree(args.year, null);
        const change = pdfChange(file, false);
        return withFileChanges(
          this.storage,
          (url) => this.scope.services.fileReferences.isReferenced(this.em, url),
          async (files) => {
            const report = Object.assign(new FivePerThousandReport(), {
              year: args.year,
              amountCents: toCents(args.amount),
              receivedAt: args.receivedAt,
              lineRecords: lines,
              fileUrl: await applyPdfChange(null, change, files),
            });
            await this.em.persist(report).flush();
            return report;
          },
        );
      },
    );
  }

  /** Absent fields are kept; lines, when sent, replace every line. */
  async update(
    rawId: unknown,
    args: UpdateFivePerThousandArgs,
    file: IncomingFile | null,
  ): Promise<FivePerThousandReport> {
    this.scope.authorize('fivePerThousand', 'write');
    return this.scope.write(
      { resource: 'fivePerThousand', log: 'FivePerThousandReport' },
      'update',
      async () => {
        const report = await this.get(rawId);
        const amount = args.amount ?? report.amount;
        const lines = await this.validate(
          args,
          args.lines === undefined || args.lines === null ? report.lines : args.lines,
          amount,
        );
        if (args.year != null) await this.checkYearFree(args.year, report.id);
        const change = pdfChange(file, args.removeFile === true);
        return withFileChanges(
          this.storage,
          (url) => this.scope.services.fileReferences.isReferenced(this.em, url),
          async (files) => {
            if (args.year != null) report.year = args.year;
            if (args.amount != null) report.amountCents = toCents(args.amount);
            if (args.receivedAt != null) report.receivedAt = args.receivedAt;
            report.lineRecords = lines;
            report.fileUrl = await applyPdfChange(report.fileUrl, change, files);
            await this.em.flush();
            return report;
          },
        );
      },
    );
  }

  /** Deletes the report: it moves to the trash, its PDF kept until the entry expires. */
  async delete(rawId: unknown): Promise<FivePerThousandReport> {
    this.scope.authorize('fivePerThousand', 'write');
    return this.scope.write(
      { resource: 'fivePerThousand', log: 'FivePerThousandReport' },
      'delete',
      async (em) => {
        const report = await this.get(rawId);
        const snapshot = Object.assign(
          Object.create(FivePerThousandReport.prototype) as FivePerThousandReport,
          report,
        );
        // To the trash, with its PDF (kept until the entry expires).
        await trashRecord(
          this.scope,
          em,
          { resource: 'fivePerThousand', log: 'FivePerThousandReport' },
          report,
          [report.fileUrl],
        );
        return snapshot;
      },
    );
  }

  /** The field errors and the line errors together, then the sum of the lines against the amount. */
  private async validate(
    args: CreateFivePerThousandArgs | UpdateFivePerThousandArgs,
    rawLines: unknown,
    amount: unknown,
  ): Promise<ReportLineRecord[]> {
    let errors: FieldErrors = {};
    try {
      await validateInput(args);
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      errors = { ...error.fields };
    }
    const lines = parseLines(rawLines, errors);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const total = lines.reduce((sum, line) => sum + line.cents, 0);
    const received = toCents(amount as number);
    if (total > received) {
      throw AppError.validation({
        lines: messages.linesOverAmount(italianEuro(total), italianEuro(received)),
      });
    }
    return lines;
  }

  private async checkYearFree(year: number, ownId: number | null): Promise<void> {
    const other = await this.em.findOne(FivePerThousandReport, { year });
    if (other && other.id !== ownId) throw AppError.validation({ year: messages.yearTaken });
  }

  private where(args: FivePerThousandListArgs): FilterQuery<FivePerThousandReport> {
    const filter = args.filter;
    const where: FilterQuery<FivePerThousandReport>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.year != null) where.push({ year: filter.year });
    return where.length > 0 ? { $and: where } : {};
  }
}
