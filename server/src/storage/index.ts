// The storage the server uses: the local folder for now. An object store would be
// another FileStorage returning absolute URLs; nothing else would change.
import type { AppConfig } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';

export type { FileStorage, StoredFile, StoredFileStream } from './file-storage.js';
export { isPdf, prepareImage, preparePdf, sniffImage } from './file-content.js';

export function createFileStorage(config: AppConfig): FileStorage {
  return new LocalFileStorage(config.uploadsDir);
}
