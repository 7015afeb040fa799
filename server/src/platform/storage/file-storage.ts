// The one storage interface for uploaded files (images, PDFs), with two drivers: the local
// folder (local-file-storage.ts) and an S3-compatible object store (s3-file-storage.ts).
// Records keep the URL the storage returns ("/uploads/<generated name>", served through
// /api/uploads/..., or an absolute URL under S3_PUBLIC_URL); only the storage knows where
// bytes live. Names are generated (random UUID + the sniffed extension) and never reused.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { currentCommitteeId, FIRST_COMMITTEE_ID } from '../db/committee-context.js';

export interface StoredFile {
  /** What records keep and clients read: relative to the API base or absolute. */
  url: string;
  /** Bytes written. */
  size: number;
}

export interface StoredFileInfo {
  /** Total size in bytes. */
  size: number;
  contentType: string;
}

export interface StoredFileStream extends StoredFileInfo {
  /** The bytes asked for: the whole file, or the range given to open(). */
  stream: Readable;
}

/** Inclusive byte range, as HTTP Range headers give it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /** Writes the bytes under a newly generated name with the given extension ("webp", "pdf"). */
  save(data: Buffer, extension: string): Promise<StoredFile>;
  /** Deletes the file a URL points to; URLs this storage does not own are ignored. Never throws for a missing file. */
  delete(url: string): Promise<void>;
  /** True when the URL names a file of this storage that exists. */
  exists(url: string): Promise<boolean>;
  /** Size and type of a stored file by its name (the last segment of its URL), or null when unknown. */
  stat(name: string): Promise<StoredFileInfo | null>;
  /** Opens a stored file by its name, whole or one byte range, or null when unknown. */
  open(name: string, range?: ByteRange): Promise<StoredFileStream | null>;
  /** The names of every stored file, sorted (backups). */
  list(): Promise<string[]>;
  /** Writes a file under a name this storage generated before (restoring a backup). */
  put(name: string, data: Buffer): Promise<void>;
  /** Deletes a stored file by its name (restoring a backup over existing files). */
  remove(name: string): Promise<void>;
}

/**
 * What both drivers share: a new file's name and URL ("/uploads/<name>", or under the
 * public URL when the storage has one), and the URLs they own (both forms are recognised,
 * so that turning a public URL on later leaves no file undeletable).
 */
export abstract class StorageByName implements FileStorage {
  /** The absolute URL of the stored files, when clients read them from elsewhere (S3_PUBLIC_URL). */
  protected abstract readonly publicUrl: string | undefined;

  abstract stat(name: string): Promise<StoredFileInfo | null>;
  abstract open(name: string, range?: ByteRange): Promise<StoredFileStream | null>;
  abstract list(): Promise<string[]>;
  abstract put(name: string, data: Buffer): Promise<void>;
  abstract remove(name: string): Promise<void>;

  /** Writes a file under a name just generated (put, unless the driver can refuse a taken name). */
  protected create(name: string, data: Buffer): Promise<void> {
    return this.put(name, data);
  }

  async save(data: Buffer, extension: string): Promise<StoredFile> {
    if (!(extension in contentTypes)) throw new Error(`Unsupported extension: ${extension}`);
    const name = newFileName(extension);
    await this.create(name, data);
    return {
      url: this.publicUrl ? `${this.publicUrl}/${name}` : `${UPLOADS_URL_PREFIX}${name}`,
      size: data.length,
    };
  }

  async delete(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (name) await this.remove(name);
  }

  async exists(url: string): Promise<boolean> {
    const name = this.nameOf(url);
    return name ? (await this.stat(name)) !== null : false;
  }

  /** The stored name a URL of this storage points to, or null for any other URL. */
  private nameOf(url: string): string | null {
    let name: string | null = null;
    if (url.startsWith(UPLOADS_URL_PREFIX)) name = url.slice(UPLOADS_URL_PREFIX.length);
    else if (this.publicUrl && url.startsWith(`${this.publicUrl}/`)) {
      name = url.slice(this.publicUrl.length + 1);
    }
    return name && STORED_NAME.test(name) ? name : null;
  }
}

/** Content-Type per extension; the extension itself was chosen from the sniffed content. */
export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** A name a storage generates: nothing else is ever read, written or deleted. */
export const STORED_NAME = /^(c\d{1,10}-)?[a-f0-9-]{36}\.(webp|jpg|png|gif|pdf)$/;

/** The Content-Type of a stored name (its extension). */
export function contentTypeOf(name: string): string {
  return contentTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Relative URL prefix of stored files, served by GET /api/uploads/:name. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * A new stored file's name: random, and marked with its committee (c<id>-…) but for the
 * first committee's, whose files keep the names they had before committees were many.
 */
export function newFileName(extension: string): string {
  const committeeId = currentCommitteeId();
  const owner =
    committeeId === undefined || committeeId === FIRST_COMMITTEE_ID ? '' : `c${committeeId}-`;
  return `${owner}${randomUUID()}.${extension}`;
}

/** The committee a stored file belongs to, from its name. */
export function fileCommittee(name: string): number {
  const match = /^c(\d+)-/.exec(name);
  return match ? Number(match[1]) : FIRST_COMMITTEE_ID;
}
