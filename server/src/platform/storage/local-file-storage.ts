// FileStorage on a local folder (config.uploadsDir, under DATA_DIR). Names are generated
// (random UUID + the extension the content was sniffed as), so a client's file name
// never becomes a path and a URL can be cached forever.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  STORED_NAME,
  StorageByName,
  type ByteRange,
  type StoredFileInfo,
  type StoredFileStream,
} from './file-storage.js';

export { contentTypes } from './file-storage.js';

export class LocalFileStorage extends StorageByName {
  /** Files are read through /api/uploads only. */
  protected readonly publicUrl = undefined;

  constructor(private readonly root: string) {
    super();
  }

  /** A new file never replaces one (wx). */
  protected override async create(name: string, data: Buffer): Promise<void> {
    await this.write(name, data, 'wx');
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
}
