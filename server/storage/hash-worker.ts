// SHA-256 of documents written with direct I/O, computed on a thread of its own rather than on
// the event loop. Hashing a 1 MB document costs about 0.5 ms of CPU, an eighth of all the event
// loop does for a claim, and the event loop is what limits how many claims a server takes per
// second on deadline day; the other core has time to spare.
//
// The documents' write buffers are carved from one shared WebAssembly memory (see
// file-writers.ts), so the hash thread reads each full buffer where it lies: the event loop only
// writes a 16-byte job into a ring in shared memory and wakes the thread, and it learns that a
// job is done from a counter, never from a message. A buffer goes back to filling only once both
// its write and its hashing are done.
//
// Anything else (the page-cache writer, object storage, a pool that cannot grow, a thread that
// died) hashes on the event loop as before: the same digest, only costlier.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** Offsets of the shared control area (Int32 words) and the job kinds; hash-thread.mjs reads
 *  the same values from its workerData. */
const layout = { HEAD: 0, TAIL: 1, JOBS: 4, JOB_INTS: 4, CAPACITY: 1024, UPDATE: 1, FINISH: 2, DROP: 3 } as const;

/** Documents hashed on the thread at once; more are hashed on the event loop. */
const SLOTS = 4096;

/** Pages (64 kB) the shared buffer memory may grow to: 1 GB of address space, reserved at once
 *  but backed by memory only as the buffer pool grows (two 256 kB buffers per document). */
const MAX_PAGES = 16384;

let memory: WebAssembly.Memory | null | undefined;

/** The shared memory direct-write buffers are carved from, or null where shared memory cannot
 *  be made. */
export function sharedBufferMemory(): WebAssembly.Memory | null {
  if (memory === undefined) {
    try {
      memory = new WebAssembly.Memory({ initial: 0, maximum: MAX_PAGES, shared: true });
    } catch {
      memory = null;
    }
  }
  return memory;
}

/** The SHA-256 of one document, fed buffer by buffer. */
export interface DocumentDigest {
  /** Adds the first `length` bytes of `buffer`; settles once the buffer may be filled again. */
  update(buffer: Buffer, length: number): Promise<void>;
  /** Adds the first `length` bytes of `buffer` (none by default), then gives the digest of
   *  everything added, in hex. Call once, after every update has settled. */
  digest(buffer?: Buffer, length?: number): Promise<string>;
  /** Forgets the document (its upload failed). */
  drop(): void;
}

class LoopDigest implements DocumentDigest {
  private readonly hash = createHash('sha256');

  update(buffer: Buffer, length: number): Promise<void> {
    this.hash.update(buffer.subarray(0, length));
    return Promise.resolve();
  }

  digest(buffer?: Buffer, length = 0): Promise<string> {
    if (buffer && length > 0) this.hash.update(buffer.subarray(0, length));
    return Promise.resolve(this.hash.digest('hex'));
  }

  drop(): void {}
}

/** The hash thread and the shared memory the event loop and it talk through. */
class HashThread {
  private readonly control = new Int32Array(new SharedArrayBuffer(4 * (layout.JOBS + layout.CAPACITY * layout.JOB_INTS)));
  private readonly digests = new Uint8Array(new SharedArrayBuffer(32 * SLOTS));
  private readonly freeSlots = Array.from({ length: SLOTS }, (_, i) => SLOTS - 1 - i);
  private failure: Error | null = null;
  private readonly worker: Worker;

  constructor(shared: WebAssembly.Memory) {
    this.worker = new Worker(new URL('./hash-thread.mjs', import.meta.url), {
      workerData: { memory: shared, control: this.control.buffer, digests: this.digests.buffer, layout },
    });
    // Never keeps the process alive: it only ever works for a document being received.
    this.worker.unref();
    const fail = (error: Error) => {
      this.failure ??= error;
      // Wakes every wait on the counter, which then sees the failure.
      Atomics.notify(this.control, layout.TAIL);
      console.error('The document hashing thread stopped; documents are hashed on the main thread from now on.', error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The hashing thread exited (code ${code}).`)));
  }

  get usable(): boolean {
    return this.failure === null && this.freeSlots.length > 0;
  }

  takeSlot(): number {
    return this.freeSlots.pop()!;
  }

  giveSlot(slot: number): void {
    this.freeSlots.push(slot);
  }

  /** Puts a job in the ring (once there is room) and returns its sequence number. */
  async enqueue(kind: number, slot: number, offset = 0, length = 0): Promise<number> {
    const { control } = this;
    let head = Atomics.load(control, layout.HEAD);
    while (((head - Atomics.load(control, layout.TAIL)) | 0) >= layout.CAPACITY) {
      await this.reached((head - layout.CAPACITY + 1) | 0);
      head = Atomics.load(control, layout.HEAD);
    }
    // CAPACITY is a power of two, so the index stays right when the counter wraps around.
    control.set([kind, slot, offset, length], layout.JOBS + (head & (layout.CAPACITY - 1)) * layout.JOB_INTS);
    const next = (head + 1) | 0;
    Atomics.store(control, layout.HEAD, next);
    Atomics.notify(control, layout.HEAD);
    return next;
  }

  /** Settles once the thread has done every job up to sequence number `sequence`. */
  async reached(sequence: number): Promise<void> {
    for (;;) {
      const tail = Atomics.load(this.control, layout.TAIL);
      if (((tail - sequence) | 0) >= 0) return;
      if (this.failure) throw this.failure;
      const wait = Atomics.waitAsync(this.control, layout.TAIL, tail);
      if (wait.async) await wait.value;
    }
  }

  digestOf(slot: number): string {
    return Buffer.from(this.digests.subarray(slot * 32, slot * 32 + 32)).toString('hex');
  }
}

class ThreadDigest implements DocumentDigest {
  private readonly slot: number;
  /** The last job given, so the document's jobs reach the ring in order. */
  private queued: Promise<number> = Promise.resolve(0);
  private released = false;
  private dropping = false;

  constructor(private readonly thread: HashThread) {
    this.slot = thread.takeSlot();
  }

  update(buffer: Buffer, length: number): Promise<void> {
    this.queued = this.queued.then(() => this.thread.enqueue(layout.UPDATE, this.slot, buffer.byteOffset, length));
    return this.queued.then((sequence) => this.thread.reached(sequence));
  }

  async digest(buffer?: Buffer, length = 0): Promise<string> {
    // One job for the last bytes and the digest: each job wakes the thread.
    this.queued = this.queued.then(() => this.thread.enqueue(layout.FINISH, this.slot, buffer?.byteOffset ?? 0, buffer ? length : 0));
    await this.thread.reached(await this.queued);
    // Read before the slot can serve another document.
    const hex = this.thread.digestOf(this.slot);
    this.release();
    return hex;
  }

  drop(): void {
    if (this.released || this.dropping) return;
    this.dropping = true;
    // The slot serves another document only once the drop is in the ring: jobs run in order, so
    // that document's first job comes after it.
    this.queued
      .then(() => this.thread.enqueue(layout.DROP, this.slot))
      .then(
        () => this.release(),
        // The thread failed: its slots no longer matter.
        () => undefined,
      );
  }

  private release(): void {
    if (this.released) return;
    this.released = true;
    this.thread.giveSlot(this.slot);
  }
}

let thread: HashThread | null | undefined;

/** A digest for a document whose write buffers are `buffers`: on the hash thread when they all
 *  lie in the shared memory and the thread is up, on the event loop otherwise. */
export function documentDigest(buffers: readonly Buffer[]): DocumentDigest {
  const shared = sharedBufferMemory();
  if (!shared || !buffers.every((buffer) => buffer.buffer instanceof SharedArrayBuffer)) return new LoopDigest();
  if (thread === undefined) {
    try {
      thread = new HashThread(shared);
    } catch (error) {
      console.error('The document hashing thread could not start; documents are hashed on the main thread.', error);
      thread = null;
    }
  }
  return thread?.usable ? new ThreadDigest(thread) : new LoopDigest();
}
