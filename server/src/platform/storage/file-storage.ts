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
