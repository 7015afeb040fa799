// File bookkeeping around a write, so that a failed request leaves neither a record nor
// a file behind and a successful one leaves no orphan: new files are written first, the
// record is persisted (one transaction: em.flush), then the replaced files are deleted;
// if anything fails the new files are deleted instead.
import { whenCommitted } from '../../platform/db/after-commit.js';
import { AppError } from '../../errors.js';
import type { FileStorage, StoredFile } from '../../platform/storage/index.js';
import { prepareImage, type PreparedFile } from '../../platform/storage/file-content.js';
import type { IncomingFile } from '../../platform/http/incoming-file.js';
import { isImageReference } from '../validation.js';

/** What a write does to an image: from the GraphQL arguments or the REST form alike. */
export type ImageChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'url'; url: string }
  | { kind: 'file'; file: IncomingFile };

export class FileChanges {
  private readonly written: string[] = [];
  private readonly replaced: string[] = [];

  constructor(private readonly storage: FileStorage) {}

  async write(prepared: PreparedFile): Promise<StoredFile> {
    const stored = await this.storage.save(prepared.data, prepared.extension);
    this.written.push(stored.url);
    return stored;
  }

  /** The file at url is no longer used by the record once the write commits. */
  release(url: string | null): void {
    if (url) this.replaced.push(url);
  }

  async commit(stillReferenced: (url: string) => Promise<boolean>): Promise<void> {
    for (const url of this.replaced) {
      if (this.written.includes(url) || (await stillReferenced(url))) continue;
      await this.storage.delete(url).catch(() => undefined);
    }
  }

  async rollback(): Promise<void> {
    for (const url of this.written) await this.storage.delete(url).catch(() => undefined);
  }
}

/**
 * Runs work with a FileChanges; the replaced files are deleted only after it succeeded
 * and only when no other record (stillReferenced) still points at them.
 */
export async function withFileChanges<T>(
  storage: FileStorage,
  stillReferenced: (url: string) => Promise<boolean>,
  work: (files: FileChanges) => Promise<T>,
): Promise<T> {
  const files = new FileChanges(storage);
  let result: T;
  try {
    result = await work(files);
  } catch (error) {
    await files.rollback();
    throw error;
  }
  // Inside a write that commits later (RequestScope.write, domain/scope.ts), the files follow its outcome.
  await whenCommitted(
    () => files.commit(stillReferenced),
    () => files.rollback(),
  );
  return result;
}

/**
 * The stored form of an image reference a client echoes back: "/api/uploads/x.webp" and
 * "http(s)://<any host>/api/uploads/x.webp" name our own "/uploads/x.webp" when that file
 * exists (an admin may send the URL it displays); anything else is kept as given.
 */
export async function normaliseImageUrl(storage: FileStorage, url: string): Promise<string> {
  if (url.startsWith('/api/uploads/')) return url.slice('/api'.length);
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    const match = /^(?:\/api)?(\/uploads\/[^/]+)$/.exec(new URL(url).pathname);
    if (match && (await storage.exists(match[1]))) return match[1];
  } catch {
    // Not a URL at all: the validation below refuses it.
  }
  return url;
}

/** An image reference the record may point at: an http(s) URL, or an uploaded file that exists. */
export async function checkImageUrl(storage: FileStorage, url: string): Promise<string> {
  const normalised = await normaliseImageUrl(storage, url);
  if (!isImageReference(normalised)) {
    throw AppError.validation({ image: "L'immagine deve essere un file o un URL http(s)" });
  }
  if (normalised.startsWith('/uploads/') && !(await storage.exists(normalised))) {
    throw AppError.validation({ image: "L'immagine indicata non esiste" });
  }
  return normalised;
}

/** An image inserted in rich text: sniffed and re-encoded like any image, stored, its URL returned. */
export async function storeRichTextImage(
  storage: FileStorage,
  file: IncomingFile,
): Promise<string> {
  const prepared = await prepareImage(file.data);
  return (await storage.save(prepared.data, prepared.extension)).url;
}

/** The image a record has after change: kept, removed, an URL (checked) or a new file (prepared and written). */
export async function applyImageChange(
  storage: FileStorage,
  current: string | null,
  change: ImageChange,
  files: FileChanges,
): Promise<string | null> {
  switch (change.kind) {
    case 'keep':
      return current;
    case 'remove':
      files.release(current);
      return null;
    case 'url': {
      const url = await checkImageUrl(storage, change.url);
      if (url !== current) files.release(current);
      return url;
    }
    case 'file': {
      const stored = await files.write(await prepareImage(change.file.data));
      files.release(current);
      return stored.url;
    }
  }
}
