// Signed checkpoints of the audit log, kept outside the database: the number of entries and the
// last hash at a moment, with an HMAC-SHA-256 under the audit key. The chain alone cannot show
// entries removed from its end (what is left is a valid shorter chain); a checkpoint can, and
// someone who rewrites the database cannot rewrite the checkpoint without the key. They live in
// AUDIT_CHECKPOINT_DIR, else in the bucket of STORAGE_URL under audit-checkpoints/ when documents
// go to S3, else in DATA_DIR/audit-checkpoints/; the newest KEEP are kept, one file or object each.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson } from '../canonical-json';
import type { Queryable } from '../db/database';
import { GENESIS_HASH, lastAuditEntry } from '../db/audit-log';
import type { ServerSettings } from '../settings/settings';

/** Checkpoints kept: older ones are removed after each write. */
const KEEP = 10;

/** What a checkpoint vouches for. */
interface AuditCheckpoint {
  /** Entries in the log when it was written. */
  entries: number;
  /** The hash of entry `entries` (the genesis hash for none). */
  lastHash: string;
  /** When it was written (ISO 8601). */
  at: string;
  /** HMAC-SHA-256 of the three above under the audit key. */
  mac: string;
}

/** A stored checkpoint, with where it was read from (for messages). */
export type StoredCheckpoint = { name: string; checkpoint: AuditCheckpoint | null };

/** Where checkpoints are kept. */
interface CheckpointStore {
  /** `DATA_DIR/audit-checkpoints` or `s3://bucket/prefix/audit-checkpoints`, for messages. */
  readonly where: string;
  write(name: string, text: string): Promise<void>;
  /** Names, oldest first. */
  list(): Promise<string[]>;
  read(name: string): Promise<string>;
  remove(name: string): Promise<void>;
}

function macOf(key: string, c: Omit<AuditCheckpoint, 'mac'>): string {
  return createHmac('sha256', key)
    .update(`audit-checkpoint\n${canonicalJson({ entries: c.entries, lastHash: c.lastHash, at: c.at })}`)
    .digest('hex');
}

/** Whether the checkpoint was signed with `key` (and not changed since). */
export function checkpointSigned(key: string, c: AuditCheckpoint): boolean {
  const expected = Buffer.from(macOf(key, c), 'hex');
  const given = Buffer.from(typeof c.mac === 'string' ? c.mac : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A checkpoint's file name: its entry count first, zero-padded, so names sort in log order. */
const nameOf = (c: AuditCheckpoint) => `${String(c.entries).padStart(15, '0')}-${c.at.replace(/[:.]/g, '')}.json`;

/** The signed checkpoint with the most entries, or null. */
export async function latestSignedCheckpoint(store: CheckpointStore, key: string): Promise<AuditCheckpoint | null> {
  let latest: AuditCheckpoint | null = null;
  for (const { checkpoint } of await readCheckpoints(store))
    if (checkpoint && checkpointSigned(key, checkpoint) && (!latest || checkpoint.entries > latest.entries)) latest = checkpoint;
  return latest;
}

/** The log no longer extends the latest checkpoint: a new one would vouch for a rewritten log. */
export class CheckpointRefusedError extends Error {}

/** Writes a checkpoint of the log as it is now, then removes all but the newest KEEP (names sort
 *  by entry count, so the longest checkpoints stay). Refused when the log does not extend the
 *  latest signed checkpoint: a checkpoint never vouches for a log shortened or rewritten. */
export async function writeAuditCheckpoint(db: Queryable, key: string, store: CheckpointStore): Promise<AuditCheckpoint> {
  const last = await lastAuditEntry(db);
  const latest = await latestSignedCheckpoint(store, key);
  if (latest) {
    const { rows } = await db.query<{ hash: string }>('SELECT hash FROM admin_audit WHERE seq = $1', [latest.entries]);
    const found = latest.entries === 0 ? GENESIS_HASH : rows[0]?.hash;
    if (last.seq < latest.entries || found !== latest.lastHash)
      throw new CheckpointRefusedError(
        `No audit checkpoint written: the log (${last.seq} entries) does not extend the checkpoint of ${latest.at} (${latest.entries} entries). Run audit-verify.`,
      );
  }
  const unsigned = { entries: last.seq, lastHash: last.hash, at: new Date().toISOString() };
  const checkpoint = { ...unsigned, mac: macOf(key, unsigned) };
  await store.write(nameOf(checkpoint), `${JSON.stringify(checkpoint, null, 2)}\n`);
  const names = await store.list();
  for (const name of names.slice(0, Math.max(0, names.length - KEEP))) await store.remove(name);
  return checkpoint;
}

/** Every stored checkpoint, oldest first; one that cannot be read as a checkpoint is null. */
export async function readCheckpoints(store: CheckpointStore): Promise<StoredCheckpoint[]> {
  const found: StoredCheckpoint[] = [];
  for (const name of await store.list()) {
    let checkpoint: AuditCheckpoint | null = null;
    try {
      const value = JSON.parse(await store.read(name)) as AuditCheckpoint;
      if (Number.isSafeInteger(value.entries) && typeof value.lastHash === 'string' && typeof value.at === 'string') checkpoint = value;
    } catch {
      // Reported by the caller as a checkpoint that is not one.
    }
    found.push({ name, checkpoint });
  }
  return found;
}

const isCheckpointName = (name: string) => /^\d{15}-[0-9TZ-]+\.json$/.test(name);

/** Checkpoints in a folder (AUDIT_CHECKPOINT_DIR, DATA_DIR/audit-checkpoints): each written
 *  whole, then renamed into place. */
export function diskCheckpoints(dir: string): CheckpointStore {
  return {
    where: dir,
    async write(name, text) {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, text, { flush: true });
      await rename(partial, join(dir, name));
    },
    async list() {
      try {
        return (await readdir(dir)).filter(isCheckpointName).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    read: (name) => readFile(join(dir, name), 'utf8'),
    remove: (name) => rm(join(dir, name), { force: true }),
  };
}

/** Checkpoints in the documents' bucket, under <prefix>/audit-checkpoints/ (no claim id looks
 *  like that folder, so the documents' sweep never takes it for a claim's). */
async function s3Checkpoints(storage: NonNullable<ServerSettings['storage']>): Promise<CheckpointStore & { close(): void }> {
  const { s3Client } = await import('../storage/s3-store');
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = s3Client(storage);
  const folder = `${storage.prefix ? `${storage.prefix}/` : ''}audit-checkpoints/`;
  const Bucket = storage.bucket;
  return {
    where: `s3://${Bucket}/${folder}`,
    async write(name, text) {
      await client.send(new PutObjectCommand({ Bucket, Key: folder + name, Body: text, ContentType: 'application/json' }));
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(folder.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.filter(isCheckpointName).sort();
    },
    async read(name) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: folder + name }));
      return (await object.Body?.transformToString('utf8')) ?? '';
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: folder + name }));
    },
    close: () => client.destroy(),
  };
}

/** The checkpoint store of the settings: AUDIT_CHECKPOINT_DIR, else the bucket when documents
 *  go to S3, else DATA_DIR/audit-checkpoints. */
export async function openCheckpointStore(
  settings: Pick<ServerSettings, 'dataDir' | 'storage' | 'auditCheckpointDir'>,
): Promise<CheckpointStore & { close(): void }> {
  if (!settings.auditCheckpointDir && settings.storage) return s3Checkpoints(settings.storage);
  return { ...diskCheckpoints(settings.auditCheckpointDir ?? join(settings.dataDir, 'audit-checkpoints')), close: () => {} };
}
