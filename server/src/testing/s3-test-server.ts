// A real S3 API server for tests (s3rver, in-process, objects under a temporary folder),
// so the object store driver is tested over HTTP with the AWS SDK as in production.
// Each test app gets a bucket of its own.
// One difference from S3 is mended here: s3rver answers a PUT once the body has gone through
// its checksum, while its file may still be opening and filling on a busy machine, so a HEAD
// right after could find nothing. S3 itself reads what was written at once (strong
// read-after-write consistency), so the server's PUT waits until the file holds every byte.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config.js';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** Settings of a new, empty bucket on this server (optionally served under publicUrl). */
  newBucket(options?: { publicUrl?: string }): Promise<S3Settings>;
  close(): Promise<void>;
}

interface StoredObject {
  bucket: string;
  key: string;
}

/** The part of s3rver's file store that PUT goes through (not in its published types). */
interface ObjectStore {
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  getResourcePath(bucket: string, key: string, resource: string): string;
}

/** The longest a PUT waits for its file before it fails (a stuck disk, not a busy one). */
const WRITE_WAIT_MS = 10_000;

/** Makes each PUT answer only once its object's file holds all its bytes. */
function readAfterWrite(server: S3rver): void {
  const store = (server as unknown as { store: ObjectStore }).store;
  const put = store.putObject.bind(store);
  store.putObject = async (object) => {
    const result = await put(object);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    const deadline = Date.now() + WRITE_WAIT_MS;
    for (;;) {
      const size = await fs.stat(file).then(
        (stat) => stat.size,
        () => -1,
      );
      if (size === result.size) return result;
      if (Date.now() > deadline) {
        throw new Error(`s3rver: ${object.key} ha ${size} byte invece di ${result.size}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  readAfterWrite(server);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const base = {
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
  };
  const admin = new S3Client({
    region: base.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    async newBucket(options = {}) {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return { ...base, bucket, publicUrl: options.publicUrl };
    },
    async close() {
      admin.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
