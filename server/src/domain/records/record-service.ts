// The business rules every record resource shares, over its description (resource.ts):
// lists (sorted, paged, searched, filtered, only the rows the policy lets the caller see),
// single records (a malformed id is a 404), and writes through the scope (the policy, one
// transaction with the activity log's entry, files all-or-nothing): validated arguments
// applied field by field, rich text sanitised, the image or PDF written or released,
// authors stamped, a new ordered record placed last, and atomic reordering.
import { LockMode, type FilterQuery, type FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type FieldErrors } from '../../errors.js';
import { preparePdf } from '../../platform/storage/file-content.js';
import { applyImageChange, type FileChanges, type ImageChange } from '../files/file-changes.js';
import { parseId, parseIds } from '../ids.js';
import { containsPattern, listWindow, type ListArgs } from '../list.js';
import { sanitizeRichText } from '../rich-text.js';
import type { RequestScope } from '../scope.js';
import { validateInput } from '../validation.js';
import type { AuthoredRecord } from './authored-record.js';
import type { ContentRecord } from './content-record.js';
import { fieldRule, listFilterRule, type RecordResource } from './resource.js';
import { keepRevision } from './revisions.js';
import { moveToTrash } from './trash.js';
import { checkVersion } from './versions.js';

/** The list arguments every resource takes: the window, and a filter of ids, q and its own. */
export interface RecordListArgs extends ListArgs {
  filter?: { ids?: readonly string[] | null; q?: string | null } | null;
}

/** What a write does to the record's file: its image, or its PDF. */
export type FileChange = ImageChange;

export const recordMessages = {
  ids: "L'elenco deve contenere ogni elemento una sola volta",
  pdfUrl: 'Il documento deve essere un file PDF',
} as const;

type Values = Record<string, unknown>;

export class RecordService<T extends ContentRecord> {
  constructor(
    protected readonly scope: RequestScope,
    protected readonly resource: RecordResource<T>,
  ) {}

  private get log() {
    return { resource: this.resource.name, log: this.resource.log ?? this.resource.entity.name };
  }

  /** A resource not read by everyone (donations): 401 or 403 for whoever may not read it. */
  private authorizeRead(): void {
    if (!this.scope.can(this.resource.name, 'read'))
      this.scope.authorize(this.resource.name, 'read');
  }

  async list(args: RecordListArgs): Promise<T[]> {
    this.authorizeRead();
    await this.validateList(args);
    const window = listWindow(args, this.resource.sortable, this.resource.defaultSort);
    const orderBy =
      !args.sortField && this.resource.defaultOrderBy
        ? this.resource.defaultOrderBy
        : window.orderBy;
    const where = this.where(args);
    // Read-only rows: not tracked in the identity map (cheaper hydration, nothing to flush).
    return this.scope.transaction((em) =>
      em.find(this.resource.entity, where, {
        ...window,
        orderBy: orderBy as never,
        disableIdentityMap: true,
      }),
    );
  }

  async count(args: RecordListArgs): Promise<number> {
    this.authorizeRead();
    await this.validateList(args);
    const where = this.where(args);
    return this.scope.transaction((em) => em.count(this.resource.entity, where));
  }

  async find(rawId: unknown): Promise<T | null> {
    this.authorizeRead();
    return this.findVisible(rawId);
  }

  /** The record with this id among those the caller may read, or null (an id that is none too). */
  private async findVisible(rawId: unknown, options?: FindOneOptions<T>): Promise<T | null> {
    const id = parseId(rawId);
    if (id === null) return null;
    const where = { $and: [{ id }, this.visible()] } as FilterQuery<T>;
    return this.scope.transaction((em) => em.findOne(this.resource.entity, where, options));
  }

  /** As findVisible, read again from the database; 404 when there is none. */
  private async fresh(rawId: unknown, options: FindOneOptions<T> = {}): Promise<T> {
    const record = await this.findVisible(rawId, { ...options, refresh: true });
    if (!record) throw AppError.notFound(this.resource.notFound);
    return record;
  }

  async get(rawId: unknown): Promise<T> {
    const record = await this.find(rawId);
    if (!record) throw AppError.notFound(this.resource.notFound);
    return record;
  }

  /** The record, its row locked for a change until the transaction ends (404 if it is not there). */
  protected locked(rawId: unknown): Promise<T> {
    return this.fresh(rawId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The distinct values of a column among the rows this caller may read, sorted. */
  async distinct(column: string): Promise<string[]> {
    const where = this.visible();
    const rows = await this.scope.transaction((em) =>
      em
        .createQueryBuilder(this.resource.entity)
        .select(column, true)
        .where(where)
        .orderBy({ [column]: 'asc' })
        .execute<Record<string, string>[]>('all', false),
    );
    return rows.map((row) => row[column]);
  }

  create(args: object, file: FileChange = { kind: 'keep' }): Promise<T> {
    return this.scope.write(this.log, 'create', async (em, files) => {
      await this.validateArgs(args, file, null, em);
      const record = new this.resource.entity();
      await this.apply(em, record, args as Values, file, files);
      if (this.resource.ordered && (args as Values).position == null) {
        (record as unknown as { position: number }).position = await this.nextPosition(em);
      }
      this.stamp(record, true);
      em.persist(record);
      if (this.resource.saved) {
        await em.flush();
        await this.resource.saved(record, { em, scope: this.scope, created: true });
      }
      return record;
    });
  }

  /**
   * Changes the record as args say. With `version` (the one the change was made from: REST's
   * If-Match, GraphQL's version argument), a record changed since is refused (CONFLICT).
   */
  update(
    rawId: unknown,
    args: object,
    file: FileChange = { kind: 'keep' },
    version: string | null = null,
  ): Promise<T> {
    return this.scope.write(this.log, 'update', async (em, files) => {
      const record = await this.locked(rawId);
      checkVersion(record, version);
      await this.validateArgs(args, file, record, em);
      if (this.resource.revisions) {
        await keepRevision(this.scope, em, { ...this.trashTarget(em), id: record.id });
      }
      await this.apply(em, record, args as Values, file, files);
      this.stamp(record, false);
      if (this.resource.saved) {
        await em.flush();
        await this.resource.saved(record, { em, scope: this.scope, created: false });
      }
      return record;
    });
  }

  /**
   * Deletes the record: its row moves to the trash (trash.ts) with its file, which stays
   * until the trash's entry expires.
   */
  delete(rawId: unknown): Promise<T> {
    return this.scope.write(this.log, 'delete', async (em) => {
      const record = await this.locked(rawId);
      this.resource.beforeDelete?.(record);
      const snapshot = Object.assign(
        Object.create(Object.getPrototypeOf(record) as object) as T,
        record,
      );
      await moveToTrash(this.scope, em, {
        ...this.trashTarget(em),
        id: record.id,
        files: [this.fileOf(record)],
      });
      em.remove(record);
      return snapshot;
    });
  }

  /** The resource as the trash and the revisions name it: policy name, log name, table. */
  protected trashTarget(em: EntityManager): { resource: string; log: string; table: string } {
    return {
      resource: this.resource.name,
      log: this.log.log,
      table: em.getMetadata().get(this.resource.entity.name).tableName,
    };
  }

  /** The record as it is now in the database (after a write made outside the ORM). */
  reload(rawId: unknown): Promise<T> {
    return this.fresh(rawId);
  }

  /** Positions 0..n-1 in the order of ids, which must name every record once; one transaction. */
  reorder(rawIds: unknown): Promise<T[]> {
    return this.scope.write(this.log, 'update', async (em) => {
      const given = Array.isArray(rawIds) ? rawIds : [];
      const ids = parseIds(given);
      const all = await em.find(this.resource.entity, {}, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const byId = new Map(all.map((record) => [record.id, record]));
      if (
        ids.length !== given.length ||
        new Set(ids).size !== ids.length ||
        ids.length !== all.length ||
        ids.some((id) => !byId.has(id))
      ) {
        throw AppError.validation({ ids: recordMessages.ids });
      }
      ids.forEach((id, position) => {
        (byId.get(id) as unknown as { position: number }).position = position;
      });
      return ids.map((id) => byId.get(id) as T);
    });
  }

  /** Copies the given arguments into the record as their rules say (absent ones stay), then its file. */
  private async apply(
    em: EntityManager,
    record: T,
    args: Values,
    file: FileChange,
    files: FileChanges,
  ): Promise<void> {
    const target = record as unknown as Values;
    for (const [name, spec] of Object.entries(this.resource.fields)) {
      const rule = fieldRule(spec);
      const value = args[name];
      const clears = rule.clearable ?? rule.kind === 'optionalText';
      if (value === undefined || (value === null && !clears)) continue;
      let stored: unknown = value;
      if (rule.kind === 'optionalText') stored = value || null;
      else if (rule.kind === 'richText') {
        stored = sanitizeRichText(value as string);
        if (stored === '' && rule.required) throw AppError.validation({ [name]: rule.required });
      } else if (rule.kind === 'strings') {
        stored = (value as string[]).filter((line) => line !== '');
      }
      target[rule.column ?? name] = rule.store ? rule.store(stored) : stored;
    }
    if (this.resource.ordered && typeof args.position === 'number') target.position = args.position;
    const problems = await this.resource.check?.(record, em);
    if (problems) throw AppError.validation(problems);
    if (this.resource.files === 'image') {
      target.image = await applyImageChange(
        this.scope.storage,
        target.image as string | null,
        file,
        files,
      );
    } else if (this.resource.files === 'pdf') {
      await this.applyPdf(target, file, files);
    }
  }

  /** The PDF a record has after change: kept, removed (unless required) or a new file (sniffed, at most 10 MB). */
  private async applyPdf(target: Values, change: FileChange, files: FileChanges): Promise<void> {
    const current = target.fileUrl as string | null;
    const sizeColumn = this.resource.fileSizeColumn;
    switch (change.kind) {
      case 'keep':
        return;
      case 'remove':
        if (this.resource.fileRequired) return;
        files.release(current);
        target.fileUrl = null;
        if (sizeColumn) target[sizeColumn] = null;
        return;
      case 'url':
        throw AppError.validation({ file: recordMessages.pdfUrl });
      case 'file': {
        const stored = await files.write(preparePdf(change.file.data));
        files.release(current);
        target.fileUrl = stored.url;
        if (sizeColumn) target[sizeColumn] = stored.size;
      }
    }
  }

  /**
   * The arguments of a write (record: the one changed, null for a new one), their field
   * errors reported together with a missing required PDF and the resource's own rules.
   */
  private async validateArgs(
    args: object,
    file: FileChange,
    record: T | null,
    em: EntityManager,
  ): Promise<void> {
    const errors: FieldErrors = {};
    try {
      await validateInput(args);
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      Object.assign(errors, error.fields);
    }
    if (record === null && this.resource.fileRequired && file.kind !== 'file') {
      errors.file = this.resource.fileRequired;
    }
    await this.resource.validate?.(args as Values, record, errors, em);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  /** The list's arguments, and the values of its filters that have a check of their own. */
  private async validateList(args: RecordListArgs): Promise<void> {
    await validateInput(args);
    const filter = args.filter as Record<string, unknown> | null | undefined;
    for (const [name, spec] of Object.entries(this.resource.filters ?? {})) {
      const { check } = listFilterRule(spec);
      const value = filter?.[name];
      if (check && value !== undefined && value !== null) await check(value);
    }
  }

  private stamp(record: T, created: boolean): void {
    if (this.resource.authored)
      (record as unknown as AuthoredRecord).stampAuthor(this.scope, created);
  }

  private fileOf(record: T): string | null {
    const values = record as unknown as Values;
    if (this.resource.files === 'image') return values.image as string | null;
    if (this.resource.files === 'pdf') return values.fileUrl as string | null;
    return null;
  }

  private async nextPosition(em: EntityManager): Promise<number> {
    const [last] = await em.find(
      this.resource.entity,
      {},
      { orderBy: { position: 'DESC' } as never, limit: 1 },
    );
    return last ? (last as unknown as { position: number }).position + 1 : 0;
  }

  /** The rows this caller may read (drafts and hidden ones are the staff's). */
  private visible(): FilterQuery<T> {
    return this.scope.rowsFor(this.resource.name) as FilterQuery<T>;
  }

  private where(args: RecordListArgs): FilterQuery<T> {
    const filter = args.filter;
    const where: FilterQuery<T>[] = [this.visible()];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } } as unknown as FilterQuery<T>);
    const q = filter?.q?.trim();
    if (q && this.resource.search) {
      const pattern = containsPattern(q);
      where.push({
        $or: this.resource.search.map((column) => ({ [column]: { $ilike: pattern } })),
      } as FilterQuery<T>);
    }
    for (const [name, spec] of Object.entries(this.resource.filters ?? {})) {
      const value = (filter as Record<string, unknown> | null | undefined)?.[name];
      if (value !== undefined && value !== null && value !== '') {
        where.push(listFilterRule(spec).where(value));
      }
    }
    return { $and: where } as FilterQuery<T>;
  }
}
