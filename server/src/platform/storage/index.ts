// The storage the server uses: an S3-compatible object store when S3_BUCKET is set,
// otherwise the local folder under DATA_DIR. Nothing else knows which.
import type { AppConfig } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

export type {
  ByteRange,
  FileStorage,
  StoredFile,
  StoredFileInfo,
  StoredFileStream,
} from './file-storage.js';
export { isPdf, prepareImage, preparePdf, sniffImage } from './file-content.js';

export function createFileStorage(config: Pick<AppConfig, 'uploadsDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir);
}
