// Claim documents on the local disk. Uploads are written to DATA_DIR/tmp/<claim id>/ while they
// arrive; once the claim's rows are committed, the folder is renamed to DATA_DIR/files/<claim
// id>/ (one atomic rename on one file system). Several servers on one machine may share DATA_DIR:
// the recovery at start leaves alone the folders of claims another live server is receiving.
import { createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { claimExists } from '../db/claims';
import type { Queryable } from '../db/database';
import { observe, uuidPattern, type ClaimUploads, type DocumentStore, type StagedFile } from './store';

/** Where the files of a claim live once stored, relative to DATA_DIR. */
export function storedDir(claimId: string): string {
  return join('files', claimId);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const isMissing = (error: unknown) => (error as { code?: unknown })?.code === 'ENOENT';

/** Bytes gathered before one write to the file. */
const WRITE_BATCH_BYTES = 256 * 1024;

/** A document's file, written in batches of WRITE_BATCH_BYTES and flushed to the disk (fsync)
 *  before the stream finishes. The parser hands over a document in chunks of a socket read (up
 *  to 64 kB); a write per chunk costs a thread-pool round trip each (measured: the largest item
 *  of the server's own CPU per claim after hashing), so chunks are gathered and written together,
 *  without copying, by one writev. The next batch gathers while one is written; only a second
 *  full batch waits (back-pressure), so at most three batches of a document are held. */
class BatchedFileWriter extends Writable {
  private parts: Buffer[] = [];
  private size = 0;
  /** The batch being written (resolved when none). */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly file: FileHandle) {
    super({ highWaterMark: WRITE_BATCH_BYTES });
  }

  /** Queues what is gathered behind the write in progress; returns the write before it. */
  private queueBatch(): Promise<void> {
    const batch = this.parts;
    this.parts = [];
    this.size = 0;
    const before = this.writing;
    this.writing = before.then(async () => {
      let pending = batch;
      while (pending.length > 0) {
        const { bytesWritten } = await this.file.writev(pending);
        pending = rest(pending, bytesWritten);
      }
    });
    // A failed write is reported by the next _write or by _final, never unhandled.
    this.writing.catch(() => undefined);
    return before;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size < WRITE_BATCH_BYTES) return done();
    this.queueBatch().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.queueBatch();
    // The data is on disk before the claim that lists it is committed.
    this.writing.then(() => this.file.sync()).then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // An unfinished write still holds the file: close it once that write has settled.
    this.writing
      .catch(() => undefined)
      .then(() => this.file.close())
      .then(
        () => done(error),
        (closeError: unknown) => done(error ?? (closeError as Error)),
      );
  }
}

/** What is left of `parts` after the first `written` bytes (a short write). */
function rest(parts: readonly Buffer[], written: number): Buffer[] {
  const left: Buffer[] = [];
  for (const part of parts) {
    if (written >= part.length) {
      written -= part.length;
      continue;
    }
    left.push(written > 0 ? part.subarray(written) : part);
    written = 0;
  }
  return left;
}

/** The staging folder of one incoming claim. */
class DiskClaimUploads implements ClaimUploads {
  readonly dir: string;
  /** The folder's creation, shared by the claim's files: a small file can be received whole
   *  and the next one begin before the first mkdir has finished. */
  private created: Promise<unknown> | null = null;

  constructor(
    private readonly dataDir: string,
    readonly claimId: string,
  ) {
    this.dir = join(dataDir, 'tmp', claimId);
  }

  async write(source: Readable, storedName: string, isTruncated: () => boolean): Promise<StagedFile> {
    // tmp/ exists from the start (recover): one plain mkdir per claim, unless it went away.
    this.created ??= mkdir(this.dir).catch((error: unknown) => (isMissing(error) ? mkdir(this.dir, { recursive: true }) : Promise.reject(error)));
    await this.created;
    // On journaling file systems (ext4, XFS, btrfs) the file's fsync also makes its new folder
    // entries durable, so no separate fsync of the folders is needed.
    const file = await open(join(this.dir, storedName), 'w');
    // Measured as the chunks go to the file: no extra stream in between. Attached only now: a
    // 'data' listener starts the flow, and nothing may flow before the file can take it.
    const measure = observe(source);
    await pipeline(source, new BatchedFileWriter(file));
    const location = `${storedDir(this.claimId)}/${storedName}`;
    return { storedName, location, ...measure.result(), truncated: isTruncated() };
  }

  async commit(): Promise<void> {
    const target = join(this.dataDir, storedDir(this.claimId));
    // files/ exists from the start (recover).
    // A claim without documents has no folder yet: it gets an empty one.
    this.created ??= mkdir(this.dir, { recursive: true });
    await this.created;
    try {
      await rename(this.dir, target);
    } catch (error) {
      if (!isMissing(error)) throw error;
      // Another server's recovery on the same DATA_DIR may have moved it already; otherwise
      // files/ itself went away since the start.
      if (!(await exists(target))) {
        await mkdir(join(this.dataDir, 'files'), { recursive: true });
        await rename(this.dir, target);
      }
    }
    // No fsync of files/ here: if a power cut loses the rename, the claim is committed and its
    // folder still in tmp/, which the recovery at start moves into place.
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Documents under DATA_DIR (files/ when stored, tmp/ while arriving, orphaned/ when set aside). */
export function diskStore(dataDir: string): DocumentStore {
  return {
    kind: 'disk',
    begin: (claimId) => new DiskClaimUploads(dataDir, claimId),
    removeUploads: (claimId) => rm(join(dataDir, 'tmp', claimId), { recursive: true, force: true }),
    async open(location) {
      const path = normalize(join(dataDir, location));
      if (!path.startsWith(join(dataDir, 'files') + sep)) throw new Error(`Not a stored document: ${location}`);
      await access(path);
      return createReadStream(path);
    },
    // Staged folders of committed claims are moved into place (a crash between commit and
    // rename), those of claims no live server is receiving are removed, and a stored folder
    // without a claim is set aside.
    async recover(db: Queryable, inProgress) {
      let completed = 0;
      let removed = 0;
      await mkdir(join(dataDir, 'tmp'), { recursive: true });
      await mkdir(join(dataDir, 'files'), { recursive: true });
      for (const name of await listDir(join(dataDir, 'tmp'))) {
        const path = join(dataDir, 'tmp', name);
        if (uuidPattern.test(name) && (await claimExists(db, name))) {
          try {
            await rename(path, join(dataDir, storedDir(name)));
            completed += 1;
          } catch (error) {
            // Its own server finished the move meanwhile.
            if (!isMissing(error)) throw error;
          }
        } else if (!uuidPattern.test(name) || !(await inProgress(name))) {
          await rm(path, { recursive: true, force: true });
          removed += 1;
        }
      }
      // A stored folder without its claim can only come from a database that was swapped or
      // restored: set it aside rather than delete what may be someone's documents.
      for (const name of await listDir(join(dataDir, 'files'))) {
        if (!uuidPattern.test(name) || !(await claimExists(db, name))) {
          await mkdir(join(dataDir, 'orphaned'), { recursive: true });
          await rename(join(dataDir, 'files', name), join(dataDir, 'orphaned', `${name}-${Date.now()}`));
          console.warn(`Stored files ${name} have no claim in the database; moved to ${join(dataDir, 'orphaned')}.`);
        }
      }
      if (completed || removed) console.info(`Storage recovery: ${completed} claim folder(s) completed, ${removed} staging folder(s) removed.`);
    },
    close: () => undefined,
  };
}
