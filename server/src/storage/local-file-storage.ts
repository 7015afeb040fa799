// FileStorage on a local folder (config.uploadsDir, under DATA_DIR). Names are generated
// (random UUID + the extension the content was sniffed as), so a client's file name
// never becomes a path and a URL can be cached forever.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile, StoredFileStream } from './file-storage.js';

/** Content-Type per extension; the extension itself was chosen from the sniffed content. */
export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const storedName = /^[a-f0-9-]{36}\.(webp|jpg|png|gif|pdf)$/;
const URL_PREFIX = '/uploads/';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async save(data: Buffer, extension: string): Promise<StoredFile> {
    if (!(extension in contentTypes)) throw new Error(`Unsupported extension: ${extension}`);
    await fs.mkdir(this.root, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    await fs.writeFile(path.join(this.root, name), data, { flag: 'wx' });
    return { url: `${URL_PREFIX}${name}`, size: data.length };
  }

  async delete(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (!name) return;
    await fs.rm(path.join(this.root, name), { force: true });
  }

  async exists(url: string): Promise<boolean> {
    const name = this.nameOf(url);
    if (!name) return false;
    return fs.stat(path.join(this.root, name)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  async open(name: string): Promise<StoredFileStream | null> {
    if (!storedName.test(name)) return null;
    const file = path.join(this.root, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return {
      stream: createReadStream(file),
      size: stat.size,
      contentType: contentTypes[extension],
    };
  }

  /** The stored name a URL of this storage points to, or null for any other URL. */
  private nameOf(url: string): string | null {
    if (!url.startsWith(URL_PREFIX)) return null;
    const name = url.slice(URL_PREFIX.length);
    return storedName.test(name) ? name : null;
  }
}
