// Business rules of the public grants register: validation (Italian messages by field,
// nothing saved on failure), the year filter and yearly totals (exact sums of cents), the
// optional PDF and the open-data exports of a year (CSV and JSON).
import { trashRecord } from '../../domain/records/trash.js';
import type { RequestScope } from '../../domain/scope.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { withFileChanges } from '../../domain/files/file-changes.js';
import { normaliseFiscalCode } from '../../domain/formats.js';
import { parseId, parseIds } from '../../domain/ids.js';
import type { IncomingFile } from '../../platform/http/incoming-file.js';
import { containsPattern, listWindow } from '../../domain/list.js';
import { csvAmount, csvDate, csvDocument, fromCents, toCents } from '../../domain/money.js';
import { applyPdfChange, pdfChange } from '../../domain/files/register-file.js';
import { validateInput } from '../../domain/validation.js';
import { CreateGrantArgs, GrantListArgs, GrantYearArgs, UpdateGrantArgs } from './grant.args.js';
import { Grant, GrantYearTotal } from './grant.entity.js';

const SORTABLE = ['receivedAt', 'administration', 'amountCents', 'createdAt', 'updatedAt'] as const;

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

/** The days of a year, as a filter on the date received. */
function yearRange(year: number): FilterQuery<Grant> {
  return { receivedAt: { $gte: `${year}-01-01`, $lte: `${year}-12-31` } };
}

export class GrantService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  private get storage(): FileStorage {
    return this.scope.storage;
  }

  /** Newest first by default, as the transparency page lists them. */
  async list(args: GrantListArgs): Promise<Grant[]> {
    await this.validateList(args);
    const window = listWindow(args, SORTABLE, { field: 'receivedAt', order: 'DESC' });
    return this.em.find(Grant, this.where(args), { ...window, disableIdentityMap: true });
  }

  async count(args: GrantListArgs): Promise<number> {
    await this.validateList(args);
    return this.em.count(Grant, this.where(args));
  }

  async find(rawId: unknown): Promise<Grant | null> {
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(Grant, { id });
  }

  async get(rawId: unknown): Promise<Grant> {
    const grant = await this.find(rawId);
    if (!grant) throw AppError.notFound('Contributo non trovato');
    return grant;
  }

  /** Every year with grants, newest first, with the number of grants and their exact total. */
  async yearTotals(): Promise<GrantYearTotal[]> {
    const rows = await this.em
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

  async create(args: CreateGrantArgs, file: IncomingFile | null): Promise<Grant> {
    this.scope.authorize('grants', 'write');
    return this.scope.write({ resource: 'grants', log: 'Grant' }, 'create', async () => {
      await validateInput(args);
      const change = pdfChange(file, false);
      return withFileChanges(
        this.storage,
        (url) => this.scope.services.fileReferences.isReferenced(this.em, url),
        async (files) => {
          const grant = Object.assign(new Grant(), {
            administration: args.administration,
            administrationFiscalCode: args.administrationFiscalCode
              ? normaliseFiscalCode(args.administrationFiscalCode)
              : null,
            amountCents: toCents(args.amount),
            receivedAt: args.receivedAt,
            purpose: args.purpose,
            reference: args.reference || null,
            fileUrl: await applyPdfChange(null, change, files),
          });
          await this.em.persist(grant).flush();
          return grant;
        },
      );
    });
  }

  /** Absent fields are kept; an empty fiscal code or reference clears it. */
  async update(rawId: unknown, args: UpdateGrantArgs, file: IncomingFile | null): Promise<Grant> {
    this.scope.authorize('grants', 'write');
    return this.scope.write({ resource: 'grants', log: 'Grant' }, 'update', async () => {
      const grant = await this.get(rawId);
      await validateInput(args);
      const change = pdfChange(file, args.removeFile === true);
      return withFileChanges(
        this.storage,
        (url) => this.scope.services.fileReferences.isReferenced(this.em, url),
        async (files) => {
          if (args.administration != null) grant.administration = args.administration;
          if (args.administrationFiscalCode != null) {
            grant.administrationFiscalCode = args.administrationFiscalCode
              ? normaliseFiscalCode(args.administrationFiscalCode)
              : null;
          }
          if (args.amount != null) grant.amountCents = toCents(args.amount);
          if (args.receivedAt != null) grant.receivedAt = args.receivedAt;
          if (args.purpose != null) grant.purpose = args.purpose;
          if (args.reference != null) grant.reference = args.reference || null;
          grant.fileUrl = await applyPdfChange(grant.fileUrl, change, files);
          await this.em.flush();
          return grant;
        },
      );
    });
  }

  /** Deletes the grant: it moves to the trash, its PDF kept until the entry expires. */
  async delete(rawId: unknown): Promise<Grant> {
    this.scope.authorize('grants', 'write');
    return this.scope.write({ resource: 'grants', log: 'Grant' }, 'delete', async (em) => {
      const grant = await this.get(rawId);
      const snapshot = Object.assign(Object.create(Grant.prototype) as Grant, grant);
      // To the trash, with its PDF (kept until the entry expires).
      await trashRecord(this.scope, em, { resource: 'grants', log: 'Grant' }, grant, [
        grant.fileUrl,
      ]);
      return snapshot;
    });
  }

  /** The grants of a year, oldest first (the order of a register), as open data. */
  async exportYear(rawYear: unknown): Promise<GrantYearExport> {
    const { year } = await validateInput(Object.assign(new GrantYearArgs(), { year: rawYear }));
    const grants = await this.em.find(Grant, yearRange(year), {
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

  private async validateList(args: GrantListArgs): Promise<void> {
    await validateInput(args);
    const year = args.filter?.year;
    if (year != null) await validateInput(Object.assign(new GrantYearArgs(), { year }));
  }

  private where(args: GrantListArgs): FilterQuery<Grant> {
    const filter = args.filter;
    const where: FilterQuery<Grant>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.year != null) where.push(yearRange(filter.year));
    const q = filter?.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      where.push({
        $or: [{ administration: { $ilike: pattern } }, { purpose: { $ilike: pattern } }],
      });
    }
    return where.length > 0 ? { $and: where } : {};
  }
}
