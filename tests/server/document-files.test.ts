import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentFile, directWritesWork } from '@server/storage/file-writers';

// Under the repository, on the disk the server's DATA_DIR would be on (not a RAM-backed /tmp).
let dir: string;
beforeAll(async () => {
  await mkdir(join(process.cwd(), '.tmp'), { recursive: true });
  dir = await mkdtemp(join(process.cwd(), '.tmp', 'document-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `bytes` as a stream of chunks of the given sizes, repeated until the bytes run out. */
function chunked(bytes: Buffer, sizes: readonly number[]): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    chunks.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return Readable.from(chunks);
}

/** Whether this process has `path` open (Linux: its file descriptors link to what they hold). */
async function isOpen(path: string): Promise<boolean> {
  const links = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return links.includes(path);
}
let fileNumber = 0;

describe.each([
  ['past the page cache (direct I/O)', true],
  ['through the page cache', false],
])('a document written %s', (_name, direct) => {
  it.each([
    ['empty', 0, [1]],
    ['one byte', 1, [1]],
    ['just under a page', 4095, [4095]],
    ['one batch exactly', 256 * 1024, [65536]],
    ['one batch and a byte', 256 * 1024 + 1, [65536]],
    ['1 MB and a little, in uneven socket reads', 1024 * 1024 + 123, [65536, 1000, 31, 16384]],
    ['3 MB, in chunks larger than a batch', 3 * 1024 * 1024 + 7, [700 * 1024]],
  ])('is stored byte for byte at its exact size: %s', async (_label, size, chunkSizes) => {
    const bytes = randomBytes(size);
    const path = join(dir, `document-${fileNumber++}`);
    await pipeline(chunked(bytes, chunkSizes), await createDocumentFile(path, direct));
    const stored = await readFile(path);
    expect(stored.length).toBe(size);
    expect(stored.equals(bytes)).toBe(true);
  });

  it('keeps each document its own bytes when many arrive at once, one of them broken off', async () => {
    const documents = Array.from({ length: 40 }, (_, i) => randomBytes(200 * 1024 + i * 7919));
    async function* breaksOff() {
      yield randomBytes(600 * 1024);
      throw new Error('connection reset');
    }
    const broken = pipeline(breaksOff(), await createDocumentFile(join(dir, `document-${fileNumber++}`), direct)).then(
      () => 'stored',
      (error: Error) => error.message,
    );
    const paths = documents.map(() => join(dir, `document-${fileNumber++}`));
    const files = await Promise.all(paths.map((path) => createDocumentFile(path, direct)));
    await Promise.all(documents.map((bytes, i) => pipeline(chunked(bytes, [65536, 777]), files[i]!)));
    expect(await broken).toBe('connection reset');
    const stored = await Promise.all(paths.map((path) => readFile(path)));
    expect(stored.map((bytes, i) => bytes.equals(documents[i]!))).toEqual(documents.map(() => true));
  });

  it('leaves no trace of an earlier, larger document in a later, smaller one', async () => {
    const large = Buffer.alloc(600 * 1024, 'L');
    const small = Buffer.from('%PDF-1.7 small document');
    const largePath = join(dir, `document-${fileNumber++}`);
    const smallPath = join(dir, `document-${fileNumber++}`);
    await pipeline(chunked(large, [65536]), await createDocumentFile(largePath, direct));
    await pipeline(chunked(small, [small.length]), await createDocumentFile(smallPath, direct));
    expect((await readFile(smallPath)).toString()).toBe('%PDF-1.7 small document');
  });

  it('refuses to overwrite an existing file', async () => {
    const path = join(dir, `document-${fileNumber++}`);
    await pipeline(chunked(Buffer.from('first'), [5]), await createDocumentFile(path, direct));
    await expect(createDocumentFile(path, direct)).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await readFile(path)).toString()).toBe('first');
  });

  it.runIf(process.platform === 'linux')('closes the file when the upload breaks off midway', async () => {
    const path = join(dir, `document-${fileNumber++}`);
    async function* breaksOff() {
      yield randomBytes(300 * 1024);
      throw new Error('connection reset');
    }
    const file = await createDocumentFile(path, direct);
    expect(await isOpen(path)).toBe(true);
    await expect(pipeline(Readable.from(breaksOff()), file)).rejects.toThrow('connection reset');
    // The writer closes the file once its last write has settled, then says so.
    if (!file.closed) await new Promise((closed) => file.once('close', closed));
    expect(await isOpen(path)).toBe(false);
  });
});

describe('the direct I/O probe', () => {
  it('answers no, rather than failing, where it cannot write at all', async () => {
    expect(await directWritesWork(join(dir, 'no-such-folder'))).toBe(false);
  });
});

describe.runIf(process.platform === 'linux')('direct I/O on this machine', () => {
  it('is available on the disk documents are stored on, and the probe leaves nothing behind', async () => {
    const probeDir = await mkdtemp(join(dir, 'probe-'));
    expect(await directWritesWork(probeDir)).toBe(true);
    expect(await readdir(probeDir)).toEqual([]);
  });
});
