// Where claim documents are kept: the local disk (DATA_DIR, the default) or an S3-compatible
// bucket (STORAGE_URL=s3://bucket/prefix). Both stores take a document as a stream, hash and
// measure it on the way (never holding a whole file), and write it to its final place: the
// committed claim row is what makes a document count (see routes/submit.ts and sweep.ts).
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import { SNIFF_BYTES } from './file-types';

/** A document written by a store. */
export interface StagedFile {
  /** The document's name within its claim, e.g. 001.pdf (the original name is kept in the
   *  database only). */
  storedName: string;
  /** Where the document lives once its claim is committed (claim_files.stored_path). */
  location: string;
  size: number;
  sha256: string;
  /** The first bytes, for type sniffing. */
  head: Buffer;
  /** True when the stream ended early because the size limit was reached. */
  truncated: boolean;
}

/** The documents of one incoming claim. */
export interface ClaimUploads {
  readonly claimId: string;
  /** Streams one document to the store while hashing it. `encode`, when given, is a stage the
   *  document passes through after it is measured (its encryption): the size, hash and first
   *  bytes reported are those of what was sent. */
  write(source: Readable, storedName: string, isTruncated: () => boolean, encode?: Transform): Promise<StagedFile>;
  /** Removes everything written for this claim. */
  discard(): Promise<void>;
}

/** A place for claim documents. */
export interface DocumentStore {
  /** `disk` or `s3`, for logs and tests. */
  readonly kind: 'disk' | 's3';
  /** Starts receiving the documents of a claim. */
  begin(claimId: string): ClaimUploads;
  /** Removes whatever was written for claims that were never committed (one pass for all). */
  removeUploads(claimIds: readonly string[]): Promise<void>;
  /** Reads a stored document back (admin download, checks). */
  open(location: string): Promise<Readable>;
  /** Finishes or undoes what a crash left that only this store can see, at start. `inProgress`
   *  tells whether a live server is still receiving a claim's documents. */
  recover(db: Queryable, inProgress: (claimId: string) => Promise<boolean>): Promise<void>;
  /** Resolves when documents can be written (the folder is writable, the bucket answers);
   *  rejects with the reason otherwise. For the readiness check. */
  ready(): Promise<void>;
  /** Releases connections. */
  close(): void;
}

/** Whether a store's error says the disk (or the user's quota on it) is full. */
export function isOutOfSpace(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** A claim id as the stores use it in paths and keys. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Running SHA-256, size and first bytes of a document as its chunks go by. */
function measurement() {
  const hash = createHash('sha256');
  let size = 0;
  const headParts: Buffer[] = [];
  let headBytes = 0;
  return {
    add(chunk: Buffer) {
      hash.update(chunk);
      size += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - headBytes);
        headParts.push(part);
        headBytes += part.length;
      }
    },
    result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(headParts) }),
  };
}

/** Measures what `source` emits, alongside whatever it is piped to (attach before piping). */
export function observe(source: Readable): { result: () => { size: number; sha256: string; head: Buffer } } {
  const measured = measurement();
  source.on('data', (chunk: Buffer) => measured.add(chunk));
  return measured;
}

/** A pass-through that measures what flows through it, for consumers that read a stream by
 *  iterating it (where a second 'data' listener would compete with the reader). */
export function meter(): { stream: Transform; result: () => { size: number; sha256: string; head: Buffer } } {
  const measured = measurement();
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      measured.add(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: measured.result };
}
