// Business rules of transparency documents: validation, title search, the PDF (required
// on create, optional on edit, checked by content) and its file clean-up.
import { keepRevision } from '../../domain/records/revisions.js';
import { trashRecord } from '../../domain/records/trash.js';
import { checkVersion } from '../../domain/records/versions.js';
import type { RequestScope } from '../../domain/scope.js';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import { preparePdf, type FileStorage } from '../../platform/storage/index.js';
import { withFileChanges } from '../../domain/files/file-changes.js';
import { parseId, parseIds } from '../../domain/ids.js';
import type { IncomingFile } from '../../platform/http/incoming-file.js';
import { containsPattern, listWindow } from '../../domain/list.js';
import { validateInput } from '../../domain/validation.js';
import {
  CreateDocumentArgs,
  DocumentListArgs,
  documentMessages,
  UpdateDocumentArgs,
} from './document.args.js';
import { Document } from './document.entity.js';

const SORTABLE = ['title', 'category', 'createdAt', 'updatedAt', 'fileBytes'] as const;

export class DocumentService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  private get storage(): FileStorage {
    return this.scope.storage;
  }

  /** Newest first by default, as the transparency page lists them. */
  async list(args: DocumentListArgs): Promise<Document[]> {
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'createdAt', order: 'DESC' });
    // Read-only rows: not tracked in the identity map (cheaper hydration, nothing to flush).
    return this.em.find(Document, this.where(args), { ...window, disableIdentityMap: true });
  }

  async count(args: DocumentListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(Document, this.where(args));
  }

  async find(rawId: unknown): Promise<Document | null> {
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(Document, { id });
  }

  async get(rawId: unknown): Promise<Document> {
    const document = await this.find(rawId);
    if (!document) throw AppError.notFound('Documento non trovato');
    return document;
  }

  async create(args: CreateDocumentArgs, file: IncomingFile | null): Promise<Document> {
    this.scope.authorize('documents', 'write');
    return this.scope.write({ resource: 'documents', log: 'Document' }, 'create', async () => {
      await validateWithFile(args, file);
      const pdf = preparePdf((file as IncomingFile).data);
      return withFileChanges(
        this.storage,
        (url) => this.scope.services.fileReferences.isReferenced(this.em, url),
        async (files) => {
          const stored = await files.write(pdf);
          const document = Object.assign(new Document(), {
            title: args.title,
            category: args.category,
            fileUrl: stored.url,
            fileBytes: stored.size,
          });
          await this.em.persist(document).flush();
          return document;
        },
      );
    });
  }

  /**
   * Without a file the current PDF is kept; with one it replaces the old, which is deleted.
   * With version (the one the change was made from), a document changed since is refused
   * (CONFLICT); the version replaced is kept among the document's revisions.
   */
  async update(
    rawId: unknown,
    args: UpdateDocumentArgs,
    file: IncomingFile | null,
    version: string | null = null,
  ): Promise<Document> {
    this.scope.authorize('documents', 'write');
    return this.scope.write({ resource: 'documents', log: 'Document' }, 'update', async (em) => {
      const id = parseId(rawId);
      const document =
        id === null
          ? null
          : await em.findOne(
              Document,
              { id },
              { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
            );
      if (!document) throw AppError.notFound('Documento non trovato');
      checkVersion(document, version);
      await validateInput(args);
      await keepRevision(this.scope, em, {
        resource: 'documents',
        log: 'Document',
        table: 'documents',
        id: document.id,
      });
      const pdf = file ? preparePdf(file.data) : null;
      return withFileChanges(
        this.storage,
        (url) => this.scope.services.fileReferences.isReferenced(this.em, url),
        async (files) => {
          if (args.title != null) document.title = args.title;
          if (args.category != null) document.category = args.category;
          if (pdf) {
            const stored = await files.write(pdf);
            files.release(document.fileUrl);
            document.fileUrl = stored.url;
            document.fileBytes = stored.size;
          }
          await this.em.flush();
          return document;
        },
      );
    });
  }

  /** Deletes the document: it moves to the trash, its PDF kept until the entry expires. */
  async delete(rawId: unknown): Promise<Document> {
    this.scope.authorize('documents', 'write');
    return this.scope.write({ resource: 'documents', log: 'Document' }, 'delete', async (em) => {
      const document = await this.get(rawId);
      const snapshot = Object.assign(Object.create(Document.prototype) as Document, document);
      // To the trash, with its PDF (kept until the entry expires).
      await trashRecord(this.scope, em, { resource: 'documents', log: 'Document' }, document, [
        document.fileUrl,
      ]);
      return snapshot;
    });
  }

  private where(args: DocumentListArgs): FilterQuery<Document> {
    const filter = args.filter;
    const where: FilterQuery<Document>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.category) where.push({ category: filter.category });
    if (filter?.q?.trim()) where.push({ title: { $ilike: containsPattern(filter.q.trim()) } });
    return where.length > 0 ? { $and: where } : {};
  }
}

/** The field errors of the form and the missing PDF are reported together. */
async function validateWithFile(
  args: CreateDocumentArgs,
  file: IncomingFile | null,
): Promise<void> {
  const missing = !file || file.data.length === 0;
  try {
    await validateInput(args);
  } catch (error) {
    if (missing && error instanceof AppError && error.fields) {
      throw AppError.validation({ ...error.fields, file: documentMessages.file });
    }
    throw error;
  }
  if (missing) throw AppError.validation({ file: documentMessages.file });
}
