// Claim documents in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), under
// <prefix>/<claim id>/<stored name>. A document is streamed to its final key as it arrives
// (lib-storage's Upload sends 5 MB parts, so a file is never held whole); the claim's row in the
// database is what makes it count. A refused claim's objects are deleted at once; those of a
// server that died mid-upload are deleted by the next sweep (see sweep.ts).
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { meter, type ClaimUploads, type DocumentStore, type StagedFile } from './store';

/** Where and how to reach the bucket (the STORAGE_* settings). */
export interface S3Settings {
  bucket: string;
  /** Key prefix without leading or trailing slash ('' for the bucket's root). */
  prefix: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** Smallest part S3 accepts; also what one upload holds in memory at most, times QUEUE_SIZE. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts of one document in flight at once: two keep the socket busy while the next part fills. */
const QUEUE_SIZE = 2;

/** The S3 client the settings describe. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // Without keys in the settings the SDK's own chain applies (environment, instance role ...).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/** Documents in a bucket. */
export function s3Store(settings: S3Settings, client = s3Client(settings)): DocumentStore {
  const { bucket } = settings;
  const folder = (claimId: string) => (settings.prefix ? `${settings.prefix}/${claimId}/` : `${claimId}/`);
  const locationOf = (key: string) => `s3://${bucket}/${key}`;

  async function removeUploads(claimId: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder(claimId), ContinuationToken: token }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        const result = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        if (result.Errors?.length)
          throw new Error(`Could not delete ${result.Errors.length} object(s) of claim ${claimId}: ${result.Errors[0]?.Message}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    kind: 's3',
    begin(claimId): ClaimUploads {
      return {
        claimId,
        async write(source: Readable, storedName: string, isTruncated: () => boolean, encode?: Transform): Promise<StagedFile> {
          const key = `${folder(claimId)}${storedName}`;
          // Measured as sent; stored as `encode` makes it (when given).
          const measure = meter();
          const body = encode ? measure.stream.pipe(encode) : measure.stream;
          measure.stream.on('error', (error) => body.destroy(error));
          const upload = new Upload({
            client,
            params: { Bucket: bucket, Key: key, Body: body },
            partSize: PART_SIZE,
            queueSize: QUEUE_SIZE,
          });
          // A failed upload stops reading: end the feeding side too, or it would wait forever.
          const sending = upload.done().catch((error: unknown) => {
            measure.stream.destroy(error as Error);
            body.destroy(error as Error);
            throw error;
          });
          // Both sides settle before this returns: no part is still on its way when the claim
          // is refused and its objects deleted.
          const [fed, sent] = await Promise.allSettled([pipeline(source, measure.stream), sending]);
          if (fed.status === 'rejected') throw fed.reason;
          if (sent.status === 'rejected') throw sent.reason;
          return { storedName, location: locationOf(key), ...measure.result(), truncated: isTruncated() };
        },
        discard: () => removeUploads(claimId),
      };
    },
    async removeUploads(claimIds) {
      for (const claimId of claimIds) await removeUploads(claimId);
    },
    async open(location) {
      const prefix = `s3://${bucket}/`;
      if (!location.startsWith(prefix)) throw new Error(`Not a document of bucket ${bucket}: ${location}`);
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: location.slice(prefix.length) }));
      return object.Body as Readable;
    },
    // Nothing to finish here: a claim's objects are final once written, and the objects of
    // claims never committed are found through the uploads-in-progress table.
    recover: () => Promise.resolve(),
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    close: () => client.destroy(),
  };
}
