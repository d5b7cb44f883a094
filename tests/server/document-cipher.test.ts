// The encrypted form of documents at rest: round trips at every size around the chunk borders, in
// any piece sizes, and every change to the stored bytes is refused rather than read.
import { createDecipheriv, randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptingStream, encryptedSize, encryptingStream } from '@server/privacy/document-cipher';

const CHUNK = 64 * 1024;
const key = randomBytes(32);

/** `data` fed to `stream` in pieces of the given sizes (cycled), collected. */
async function through(stream: Transform, data: Buffer, pieces: readonly number[] = [data.length || 1]): Promise<Buffer> {
  const parts: Buffer[] = [];
  let at = 0;
  for (let i = 0; at < data.length; i += 1) {
    const size = Math.max(1, pieces[i % pieces.length]!);
    parts.push(data.subarray(at, at + size));
    at += size;
  }
  const out: Buffer[] = [];
  await pipeline(Readable.from(parts), stream, async (source: AsyncIterable<Buffer | string>) => {
    for await (const chunk of source) out.push(Buffer.from(chunk));
  });
  return Buffer.concat(out);
}

const encrypt = (data: Buffer, pieces?: number[]) => through(encryptingStream(key), data, pieces);
const decrypt = (data: Buffer, pieces?: number[], with_ = key) => through(decryptingStream(with_), data, pieces);

describe('documents encrypted at rest', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK])('gives back %i bytes as they were', async (size) => {
    const plain = randomBytes(size);
    const sealed = await encrypt(plain);
    expect(sealed.length).toBe(encryptedSize(size));
    expect(sealed.includes(plain.subarray(0, 64)) && size >= 64).toBe(false);
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
  });

  it('reads and writes in any piece sizes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 * CHUNK + 100 }),
        fc.array(fc.integer({ min: 1, max: 2 * CHUNK }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 2 * CHUNK }), { minLength: 1, maxLength: 5 }),
        async (size, writePieces, readPieces) => {
          const plain = randomBytes(size);
          const sealed = await encrypt(plain, writePieces);
          expect((await decrypt(sealed, readPieces)).equals(plain)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reads and writes one byte at a time across a chunk border', async () => {
    const plain = randomBytes(CHUNK + 5);
    const sealed = await encrypt(plain, [1]);
    expect((await decrypt(sealed, [1])).equals(plain)).toBe(true);
  });

  // Stored documents outlive this code: the bytes must be the documented format, read here by hand.
  it('writes the documented format', async () => {
    const plain = randomBytes(CHUNK + 10);
    const sealed = await encrypt(plain);
    expect(sealed.subarray(0, 4).toString()).toBe('CLD1');
    const open = (at: number, length: number, index: number, last: boolean) => {
      const iv = Buffer.concat([sealed.subarray(4, 12), Buffer.from([0, 0, 0, index])]);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from([last ? 1 : 0]));
      decipher.setAuthTag(sealed.subarray(at + length, at + length + 16));
      return Buffer.concat([decipher.update(sealed.subarray(at, at + length)), decipher.final()]);
    };
    expect(Buffer.concat([open(12, CHUNK, 0, false), open(12 + CHUNK + 16, 10, 1, true)]).equals(plain)).toBe(true);
    expect((await encrypt(Buffer.alloc(0))).length).toBe(12 + 16);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptingStream(randomBytes(16))).toThrow();
    expect(() => decryptingStream(randomBytes(31))).toThrow();
  });

  it('never encrypts the same document to the same bytes', async () => {
    const plain = randomBytes(1000);
    expect((await encrypt(plain)).equals(await encrypt(plain))).toBe(false);
  });

  it('refuses a changed byte anywhere: header, ciphertext or tag', async () => {
    const sealed = await encrypt(randomBytes(CHUNK + 10));
    for (const at of [0, 5, 12, 100, CHUNK + 12 + 3, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] = changed[at]! ^ 1;
      await expect(decrypt(changed), `byte ${at}`).rejects.toThrow(/cannot be decrypted/);
    }
  });

  it('refuses a file cut at a chunk border, extended, or with chunks swapped', async () => {
    const sealed = await encrypt(randomBytes(3 * CHUNK + 10));
    const header = 12;
    const chunk = CHUNK + 16;
    const cut = sealed.subarray(0, header + 2 * chunk);
    await expect(decrypt(cut)).rejects.toThrow(/cannot be decrypted/);
    await expect(decrypt(sealed.subarray(0, header))).rejects.toThrow(/cannot be decrypted/);
    await expect(decrypt(sealed.subarray(0, sealed.length - 5))).rejects.toThrow(/cannot be decrypted/);
    const extended = Buffer.concat([sealed, sealed.subarray(header, header + chunk)]);
    await expect(decrypt(extended)).rejects.toThrow(/cannot be decrypted/);
    const swapped = Buffer.concat([
      sealed.subarray(0, header),
      sealed.subarray(header + chunk, header + 2 * chunk),
      sealed.subarray(header, header + chunk),
      sealed.subarray(header + 2 * chunk),
    ]);
    await expect(decrypt(swapped)).rejects.toThrow(/cannot be decrypted/);
  });

  it('refuses another key, and bytes that were never encrypted', async () => {
    const sealed = await encrypt(randomBytes(500));
    await expect(decrypt(sealed, undefined, randomBytes(32))).rejects.toThrow(/cannot be decrypted/);
    await expect(decrypt(Buffer.from('%PDF-1.7 a plain document'))).rejects.toThrow(/cannot be decrypted/);
  });
});
