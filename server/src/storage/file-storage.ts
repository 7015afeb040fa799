// The one storage interface for uploaded files (images, PDFs). Records keep the public
// URL the storage returns ("/uploads/<generated name>" for the local folder, an absolute
// http(s) URL for an object store later); only the storage knows where bytes live.
import type { Readable } from 'node:stream';

export interface StoredFile {
  /** What records keep and clients read: relative to the API base or absolute. */
  url: string;
  /** Bytes written. */
  size: number;
}

export interface StoredFileStream {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** Writes the bytes under a newly generated name with the given extension ("webp", "pdf"). */
  save(data: Buffer, extension: string): Promise<StoredFile>;
  /** Deletes the file a URL points to; URLs this storage does not own are ignored. Never throws for a missing file. */
  delete(url: string): Promise<void>;
  /** True when the URL names a file of this storage that exists. */
  exists(url: string): Promise<boolean>;
  /** Opens a stored file by its name (the last segment of its URL), or null when unknown. */
  open(name: string): Promise<StoredFileStream | null>;
}
