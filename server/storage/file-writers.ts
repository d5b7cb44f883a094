// The two ways a document's bytes reach its file on disk. Both take the parser's chunks (a socket
// read each, up to 64 kB), hand the file system large writes (every asynchronous file call is a
// thread-pool round trip), let the next write gather while one is under way, and flush the file
// (fsync) before the stream finishes, so the data is on disk before the claim that lists it is
// committed.
//
// - DirectFileWriter (Linux, where the file system takes O_DIRECT): copies the chunks into a
//   page-aligned buffer and writes it past the page cache. A document is written once and rarely
//   read soon after, so caching it only pushes hotter pages (the database's among them) out of
//   memory. Filling page-cache pages taken from long-free memory was at times the largest single
//   cost of a claim on our servers (virtual machines that hand free memory back to their host):
//   about 1.5 ms of kernel CPU per MB under load, where the copy into the aligned buffer costs
//   about 0.2 ms on the event loop. With warm memory the two ways cost the same.
// - BatchedFileWriter: everywhere else, through the page cache, without copying.
import { closeSync, constants, fsync, ftruncate, open, write, writev } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';

const writeFd = promisify(write);
const writevFd = promisify(writev);
const fsyncFd = promisify(fsync);
const ftruncateFd = promisify(ftruncate);
const openFd = promisify(open);

/** Bytes gathered before one write to the file. Not more: on Linux 6.x, a single buffered write
 *  of 1 MB lands in large page-cache folios, and filling fresh ones cost about 2.4 ms of kernel
 *  CPU per MB on our servers, against about 0.8 ms in writes of 128 to 512 kB (300 files of 1 MB,
 *  four writers). */
const WRITE_BATCH_BYTES = 256 * 1024;

/** Alignment of a direct write's memory, file offset and length: a page, which covers every
 *  device's logical block size (512 or 4,096 bytes). */
const DIRECT_ALIGNMENT = 4096;

/** Buffers of WRITE_BATCH_BYTES for direct writes, each page-aligned, reused by later documents:
 *  a WebAssembly memory is the one allocation JavaScript can make whose address is page-aligned
 *  (it is mapped, not taken from the heap), and it is carved into buffers that stay aligned. The
 *  pool only grows, to two buffers per document written at once at the busiest moment. */
const alignedBuffers = {
  free: [] as Buffer[],
  perMemory: 32,
  take(): Buffer {
    if (this.free.length === 0) {
      const memory = new WebAssembly.Memory({ initial: (WRITE_BATCH_BYTES * this.perMemory) / 65536 });
      for (let i = 0; i < this.perMemory; i++) this.free.push(Buffer.from(memory.buffer, i * WRITE_BATCH_BYTES, WRITE_BATCH_BYTES));
    }
    return this.free.pop()!;
  },
  give(buffer: Buffer): void {
    this.free.push(buffer);
  },
};

/** Closes a file once its last write has settled; reports the stream's error, else the close's. */
function closeAfter(
  writing: Promise<void>,
  fd: number,
  error: Error | null,
  done: (error?: Error | null) => void,
  release?: () => void,
): void {
  writing
    .catch(() => undefined)
    .then(() => {
      release?.();
      try {
        closeSync(fd);
        done(error);
      } catch (closeError) {
        done(error ?? (closeError as Error));
      }
    });
}

/** Writes `length` bytes of `buffer` at `position`, again after a short write. */
async function writeAll(fd: number, buffer: Buffer, length: number, position: number): Promise<void> {
  for (let written = 0; written < length; ) {
    written += (await writeFd(fd, buffer, written, length - written, position + written)).bytesWritten;
  }
}

/** A document's file opened without O_DIRECT, written through the page cache: chunks are
 *  gathered and written together, without copying, by one writev; only a second full batch
 *  waits (back-pressure), so at most three batches of a document are held. */
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
    this.writing.then(() => fsyncFd(this.fd)).then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // An unfinished write still holds the file: close it once that write has settled.
    closeAfter(this.writing, this.fd, error, done);
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

/** A document's file opened with O_DIRECT. Chunks are copied into one aligned buffer while the
 *  other is being written; each full buffer is one write at an aligned offset. The last, partial
 *  buffer is padded with zeros to the alignment and the file then cut to the document's size. */
class DirectFileWriter extends Writable {
  private filling: Buffer | null = alignedBuffers.take();
  /** The buffer of the write under way (free when none is). */
  private other: Buffer | null = alignedBuffers.take();
  private filled = 0;
  private position = 0;
  /** The buffer being written (resolved when none). */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly fd: number) {
    super({ highWaterMark: WRITE_BATCH_BYTES });
  }

  /** Starts writing the first `length` bytes of the buffer being filled; returns the write before. */
  private queueWrite(length: number): Promise<void> {
    const buffer = this.filling!;
    const position = this.position;
    this.position += length;
    const before = this.writing;
    this.writing = before.then(() => writeAll(this.fd, buffer, length, position));
    // A failed write is reported by the next _write or by _final, never unhandled.
    this.writing.catch(() => undefined);
    return before;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    let offset = 0;
    const copyRest = (): void => {
      while (offset < chunk.length) {
        const copied = chunk.copy(this.filling!, this.filled, offset);
        offset += copied;
        this.filled += copied;
        if (this.filled === WRITE_BATCH_BYTES) {
          // The other buffer is free once the write before this one has finished.
          this.queueWrite(WRITE_BATCH_BYTES).then(() => {
            [this.filling, this.other] = [this.other, this.filling];
            this.filled = 0;
            copyRest();
          }, done);
          return;
        }
      }
      done();
    };
    copyRest();
  }

  override _final(done: (error?: Error | null) => void): void {
    const size = this.position + this.filled;
    const padded = Math.ceil(this.filled / DIRECT_ALIGNMENT) * DIRECT_ALIGNMENT;
    // Zeros, not what an earlier document left in the buffer: the padding is on disk until cut.
    this.filling!.fill(0, this.filled, padded);
    if (padded > 0) this.queueWrite(padded);
    this.writing
      .then(() => (padded > this.filled ? ftruncateFd(this.fd, size) : undefined))
      // O_DIRECT bypasses the cache, not the journal: the file's size and blocks need the fsync.
      .then(() => fsyncFd(this.fd))
      .then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    closeAfter(this.writing, this.fd, error, done, () => {
      for (const buffer of [this.filling, this.other]) if (buffer) alignedBuffers.give(buffer);
      this.filling = this.other = null;
    });
  }
}

const isInvalid = (error: unknown) => (error as { code?: unknown })?.code === 'EINVAL';

/** Creates a new file for a document (failing if it exists) and its writer: direct when `direct`
 *  and the file system takes it for this file, else through the page cache. */
export async function createDocumentFile(path: string, direct: boolean): Promise<Writable> {
  if (direct && constants.O_DIRECT !== undefined) {
    let fd: number | undefined;
    try {
      fd = await openFd(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_DIRECT, 0o666);
    } catch (error) {
      // A file system without O_DIRECT (e.g. mounted under DATA_DIR) refuses the open itself.
      if (!isInvalid(error)) throw error;
    }
    if (fd !== undefined) {
      try {
        return new DirectFileWriter(fd);
      } catch (error) {
        closeSync(fd);
        throw error;
      }
    }
  }
  return new BatchedFileWriter(await openFd(path, 'wx'));
}

/** Whether files in `dir` can be written with O_DIRECT from the aligned buffers: one aligned
 *  write to a probe file, removed again. False off Linux and on file systems without it (tmpfs
 *  before Linux 6.6, some network and FUSE file systems). */
export async function directWritesWork(dir: string): Promise<boolean> {
  if (constants.O_DIRECT === undefined) return false;
  const probe = join(dir, `.direct-write-probe-${process.pid}-${Date.now()}`);
  let buffer: Buffer | null = null;
  try {
    buffer = alignedBuffers.take();
    const fd = await openFd(probe, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_DIRECT, 0o600);
    try {
      await writeAll(fd, buffer.fill(0, 0, DIRECT_ALIGNMENT), DIRECT_ALIGNMENT, 0);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch {
    // Refused (EINVAL), no memory for the buffers, or not writable at all: the writes through
    // the page cache report the last with the document that meets it.
    return false;
  } finally {
    if (buffer) alignedBuffers.give(buffer);
    await unlink(probe).catch(() => undefined);
  }
}
