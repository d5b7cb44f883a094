// Claim documents on the local disk, written straight to their final place:
// DATA_DIR/files/<claim id>-<stored name> (e.g. files/<claim id>-001.pdf), one flat folder, no
// staging folder and no rename. Each document is flushed to the disk (fsync) before its claim's
// rows are committed, and the committed claim row is what makes a document count. Until then the
// claim's durable pending_uploads row (written before the first byte, see sweep.ts) marks its
// documents as arriving: a refused claim's documents are deleted at once, and those of a claim
// whose server died before committing are deleted by the sweep (at start, and every minute).
// Several servers on one machine may share DATA_DIR: the recovery at start leaves alone the
// documents of claims another live server is receiving.
//
// Earlier versions staged documents in DATA_DIR/tmp/<claim id>/ and renamed that folder to
// DATA_DIR/files/<claim id>/ once the claim committed; their documents stay where they are
// (claim_files.stored_path names each), and the recovery still finishes or removes what such a
// version left in tmp/.
import { closeSync, createReadStream, fsync as fsFsync, open as fsOpen, writev as fsWritev } from 'node:fs';
import { access, mkdir, readdir, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { claimExists } from '../db/claims';
import { knownClaims } from '../db/pending-uploads';
import type { Queryable } from '../db/database';
import { observe, uuidPattern, type ClaimUploads, type DocumentStore, type StagedFile } from './store';

/** Where a document of a claim is stored, relative to DATA_DIR (claim_files.stored_path). */
export function storedPath(claimId: string, storedName: string): string {
  return `files/${claimId}-${storedName}`;
}

/** The claim a stored file name belongs to: `<claim id>-<stored name>`, or a claim's folder
 *  `<claim id>` as earlier versions stored them. */
function claimOfEntry(name: string): string | null {
  const claimId = name.slice(0, 36);
  return uuidPattern.test(claimId) && (name.length === 36 || name[36] === '-') ? claimId : null;
}

const isMissing = (error: unknown) => (error as { code?: unknown })?.code === 'ENOENT';

/** Bytes gathered before one write to the file. Not more: on Linux 6.x, a single write of 1 MB
 *  lands in large page-cache folios, and filling fresh ones cost about 2.4 ms of kernel CPU per
 *  MB on our servers, against about 0.8 ms in writes of 128 to 512 kB (measured with 300 files
 *  of 1 MB, four writers); the server's CPU per claim fell from about 6.5 to 5 ms. */
const WRITE_BATCH_BYTES = 256 * 1024;

const writevFd = promisify(fsWritev);
const fsyncFd = promisify(fsFsync);
const openFd = promisify(fsOpen);

/** A document's file (an open file descriptor), written in batches of WRITE_BATCH_BYTES and
 *  flushed to the disk (fsync) before the stream finishes. The parser hands over a document in
 *  chunks of a socket read (up to 64 kB); every asynchronous file call is a thread-pool round trip,
 *  so chunks are gathered and written together, without copying, by one writev, and the file is
 *  closed synchronously (closing a file already flushed does no I/O). The next batch
 *  gathers while one is written; only a second full batch waits (back-pressure), so at most
 *  three batches of a document are held. */
class BatchedFileWriter extends Writable {
  private parts: Buffer[] = [];
  private size = 0;
  /** The batch being written (resolved when none). */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly fd: number) {
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
        const { bytesWritten } = await writevFd(this.fd, pending);
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
    this.writing.then(() => fsyncFd(this.fd)).then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // An unfinished write still holds the file: close it once that write has settled.
    this.writing
      .catch(() => undefined)
      .then(() => {
        try {
          closeSync(this.fd);
          done(error);
        } catch (closeError) {
          done(error ?? (closeError as Error));
        }
      });
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

/** The documents of one incoming claim, written to their final place. */
class DiskClaimUploads implements ClaimUploads {
  /** Every document begun, settled or not: a discard waits for each before deleting it. */
  private readonly writes: { path: string; done: Promise<unknown> }[] = [];

  constructor(
    private readonly dataDir: string,
    readonly claimId: string,
  ) {}

  write(source: Readable, storedName: string, isTruncated: () => boolean): Promise<StagedFile> {
    const location = storedPath(this.claimId, storedName);
    const path = join(this.dataDir, location);
    const written = this.writeFile(source, path).then((measured) => ({ storedName, location, ...measured, truncated: isTruncated() }));
    this.writes.push({ path, done: written.catch(() => undefined) });
    return written;
  }

  private async writeFile(source: Readable, path: string) {
    // files/ exists from the start (recover): no mkdir per claim, unless it went away. 'wx': a
    // claim id is fresh, so an existing file is never someone's document to overwrite.
    const fd = await openFd(path, 'wx').catch(async (error: unknown) => {
      if (!isMissing(error)) throw error;
      await mkdir(dirname(path), { recursive: true });
      return openFd(path, 'wx');
    });
    // On journaling file systems (ext4, XFS, btrfs) the file's fsync also makes its new folder
    // entry durable, so no separate fsync of the folder is needed.
    // Measured as the chunks go to the file: no extra stream in between. Attached only now: a
    // 'data' listener starts the flow, and nothing may flow before the file can take it.
    const measure = observe(source);
    await pipeline(source, new BatchedFileWriter(fd));
    return measure.result();
  }

  async discard(): Promise<void> {
    for (const { path, done } of this.writes) {
      await done;
      await unlink(path).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
    }
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Documents under DATA_DIR (files/ when stored or arriving, orphaned/ when set aside; tmp/ only
 *  as earlier versions left it). */
export function diskStore(dataDir: string): DocumentStore {
  const files = join(dataDir, 'files');
  const remove = (path: string) => rm(path, { recursive: true, force: true });
  /** Moves a stored entry without its claim to orphaned/, rather than delete what may be
   *  someone's documents (a database that was swapped or restored). */
  async function setAside(name: string): Promise<void> {
    await mkdir(join(dataDir, 'orphaned'), { recursive: true });
    try {
      await rename(join(files, name), join(dataDir, 'orphaned', `${name}-${Date.now()}`));
      console.warn(`Stored file ${name} has no claim in the database; moved to ${join(dataDir, 'orphaned')}.`);
    } catch (error) {
      // Its own server removed it meanwhile (a refused claim).
      if (!isMissing(error)) throw error;
    }
  }

  return {
    kind: 'disk',
    begin: (claimId) => new DiskClaimUploads(dataDir, claimId),
    async removeUploads(claimIds) {
      if (claimIds.length === 0) return;
      const wanted = new Set(claimIds);
      for (const name of await listDir(files)) {
        const claimId = claimOfEntry(name);
        // Only files: a folder of this name is a committed claim of an earlier version.
        if (claimId && wanted.has(claimId) && name.length > 36) await remove(join(files, name));
      }
      // A staging folder an earlier version was filling.
      for (const claimId of claimIds) await remove(join(dataDir, 'tmp', claimId));
    },
    async open(location) {
      const path = normalize(join(dataDir, location));
      if (!path.startsWith(files + sep)) throw new Error(`Not a stored document: ${location}`);
      await access(path);
      return createReadStream(path);
    },
    // Runs after the sweep at start (sweep.ts), which has removed the documents of claims whose
    // server is gone. A document whose claim has an in-progress row is left to the sweeps (its
    // server is alive, or the row was locked by a commit under way); one with no claim and no
    // such row has no trace in the database at all and is set aside.
    async recover(db: Queryable, inProgress) {
      let completed = 0;
      let removed = 0;
      let setAsideCount = 0;
      await mkdir(files, { recursive: true });
      // What an earlier version left in tmp/: a staging folder whose claim committed is moved
      // into place (a crash between commit and rename), the others are removed unless a live
      // server (of that version) is still filling them.
      for (const name of await listDir(join(dataDir, 'tmp'))) {
        const path = join(dataDir, 'tmp', name);
        if (uuidPattern.test(name) && (await claimExists(db, name))) {
          try {
            await rename(path, join(files, name));
            completed += 1;
          } catch (error) {
            // Its own server finished the move meanwhile.
            if (!isMissing(error)) throw error;
          }
        } else if (!uuidPattern.test(name) || !(await inProgress(name))) {
          await remove(path);
          removed += 1;
        }
      }
      const stored = await listDir(files);
      const known = await knownClaims(db, [...new Set(stored.flatMap((name) => claimOfEntry(name) ?? []))]);
      for (const name of stored) {
        const claimId = claimOfEntry(name);
        if (claimId && known.has(claimId)) continue;
        await setAside(name);
        setAsideCount += 1;
      }
      if (completed || removed || setAsideCount) {
        console.info(`Storage recovery: ${completed} claim folder(s) completed, ${removed} staging folder(s) removed, ${setAsideCount} set aside.`);
      }
    },
    close: () => undefined,
  };
}
