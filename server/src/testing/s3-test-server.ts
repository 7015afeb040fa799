// A real S3 API server for tests (s3rver, in-process, objects under a temporary folder),
// so the object store driver is tested over HTTP with the AWS SDK as in production.
// Each test app gets a bucket of its own.
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

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'comitato-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
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
