// A local S3 server for tests and benchmarks: s3rver (S3's REST API over a folder) on a free
// loopback port, in a fresh temporary folder. Its default credentials are S3RVER / S3RVER.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Settings } from '@server/storage/s3-store';

/** A running local S3 server. */
interface LocalS3 {
  readonly endpoint: string;
  /** Creates a bucket with a fresh name; returns the server settings that point at it. */
  createBucket(prefix?: string): Promise<S3Settings & { url: string }>;
  stop(): Promise<void>;
}

/** Creates a bucket with a fresh name on the S3 server at `endpoint`; returns the server
 *  settings that point at it, with its STORAGE_URL. */
export async function createBucket(endpoint: string, prefix = 'claims'): Promise<S3Settings & { url: string }> {
  const bucket = `claims-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const settings: S3Settings = {
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = s3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return { ...settings, url: `s3://${bucket}/${prefix}` };
}

/** Starts s3rver. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'claims-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    createBucket: (prefix) => createBucket(endpoint, prefix),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
