// FileStorage on a local folder (config.uploadsDir, under DATA_DIR). Names are generated
// (random UUID + the extension the content was sniffed as), so a client's file name
// never becomes a path and a URL can be cached forever.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  contentTypes,
  STORED_NAME,
  UPLOADS_URL_PREFIX,
  type ByteRange,
  type FileStorage,
  type StoredFile,
  type StoredFileInfo,
  type StoredFileStream,
  newFileName,
} from './file-storage.js';

export { contentTypes } from './file-storage.js';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async save(data: Buffer, extension: string): Promise<StoredFile> {
    if (!(extension in contentTypes)) throw new Error(`Unsupported extension: ${extension}`);
    const name = newFileName(extension);
    await this.write(name, data, 'wx');
    return { url: `${UPLOADS_URL_PREFIX}${name}`, size: data.length };
  }

  async delete(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (name) await this.remove(name);
  }

  async exists(url: string): Promise<boolean> {
    const name = this.nameOf(url);
    return name ? (await this.stat(name)) !== null : false;
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    if (!STORED_NAME.test(name)) return null;
    const stat = await fs.stat(path.join(this.root, name)).catch(() => null);
    if (!stat?.isFile()) return null;
    return { size: stat.size, contentType: contentTypeOf(name) };
  }

  async open(name: string, range?: ByteRange): Promise<StoredFileStream | null> {
    const info = await this.stat(name);
    if (!info) return null;
    return { ...info, stream: createReadStream(path.join(this.root, name), range) };
  }

  async list(): Promise<string[]> {
    const entries = await fs.readdir(this.root, { withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile() && STORED_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  async put(name: string, data: Buffer): Promise<void> {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored name: ${name}`);
    await this.write(name, data, 'w');
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await fs.rm(path.join(this.root, name), { force: true });
  }

  private async write(name: string, data: Buffer, flag: 'w' | 'wx'): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.writeFile(path.join(this.root, name), data, { flag });
  }

  /** The stored name a URL of this storage points to, or null for any other URL. */
  private nameOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    return STORED_NAME.test(name) ? name : null;
  }
}
