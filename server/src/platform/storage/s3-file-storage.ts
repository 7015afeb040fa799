// FileStorage on an S3-compatible object store (AWS S3, MinIO, ...), chosen by S3_BUCKET.
// Objects are named like the local driver's files (random UUID + sniffed extension) at
// the top of the bucket. Records keep "/uploads/<name>" (streamed through /api/uploads,
// as from the disk) or, with S3_PUBLIC_URL, "<S3_PUBLIC_URL>/<name>" (served by the store
// or a CDN in front of it). Both forms are recognised when deleting, so switching
// S3_PUBLIC_URL on later leaves no object undeletable.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import {
  contentTypeOf,
  STORED_NAME,
  StorageByName,
  type ByteRange,
  type StoredFileInfo,
  type StoredFileStream,
} from './file-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound')
  );
}

export class S3FileStorage extends StorageByName {
  private readonly client: S3Client;
  private readonly bucket: string;
  protected readonly publicUrl: string | undefined;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.publicUrl = settings.publicUrl;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without explicit keys the SDK's own chain applies (environment, profile, instance role).
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only when the operation requires them: MinIO and older stores reject the
      // newer default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: name }),
      );
      return { size: head.ContentLength ?? 0, contentType: contentTypeOf(name) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async open(name: string, range?: ByteRange): Promise<StoredFileStream | null> {
    const info = await this.stat(name);
    if (!info) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: name,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3: corpo della risposta assente');
      return { ...info, stream: object.Body };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && STORED_NAME.test(object.Key)) names.push(object.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  async put(name: string, data: Buffer): Promise<void> {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored name: ${name}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(name),
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
}
