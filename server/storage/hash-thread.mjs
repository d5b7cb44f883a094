// The thread that computes documents' SHA-256 for the server (see hash-worker.ts): it reads jobs
// from a ring in shared memory, hashes the bytes a job names straight from the shared buffer
// memory (no copy, no message), and counts each job done where the event loop can see it.
import { createHash } from 'node:crypto';
import { workerData } from 'node:worker_threads';

/** @type {{ memory: WebAssembly.Memory, control: SharedArrayBuffer, digests: SharedArrayBuffer, layout: Record<string, number> }} */
const { memory, control: controlBuffer, digests: digestBuffer, layout } = workerData;
const control = new Int32Array(controlBuffer);
const digests = new Uint8Array(digestBuffer);
const { HEAD, TAIL, JOBS, JOB_INTS, CAPACITY, UPDATE, FINISH, DROP } = layout;

/** Running hashes by document slot. */
const hashes = new Map();
let bytes = new Uint8Array(memory.buffer);

for (;;) {
  const tail = Atomics.load(control, TAIL);
  // Sleeps while the ring is empty; the event loop's notify wakes it.
  Atomics.wait(control, HEAD, tail);
  if (Atomics.load(control, HEAD) === tail) continue;
  // CAPACITY is a power of two, so the index stays right when the counter wraps around.
  const at = JOBS + (tail & (CAPACITY - 1)) * JOB_INTS;
  const [kind, slot, offset, length] = control.subarray(at, at + JOB_INTS);
  if (kind === UPDATE || kind === FINISH) {
    let hash = hashes.get(slot);
    if (!hash) hashes.set(slot, (hash = createHash('sha256')));
    if (length > 0) {
      // The memory may have grown since this view was taken.
      if (offset + length > bytes.length) bytes = new Uint8Array(memory.buffer);
      hash.update(bytes.subarray(offset, offset + length));
    }
    if (kind === FINISH) {
      hashes.delete(slot);
      digests.set(hash.digest(), slot * 32);
    }
  } else if (kind === DROP) {
    hashes.delete(slot);
  }
  Atomics.store(control, TAIL, (tail + 1) | 0);
  Atomics.notify(control, TAIL);
}
