// Documents at rest: written encrypted under their owner's data key (document-cipher.ts), while the
// size, SHA-256 and first bytes the claim records (and the type check reads) are those of what the
// claimant sent. Reading gives the document back as sent; a document stored before encryption
// (no header of ours) is read as it is.
import { pipeline, Readable } from 'node:stream';
import type { ClaimUploads, StagedFile } from '../storage/store';
import { decryptingStream, encryptingStream } from './document-cipher';

/** The first bytes of every encrypted document (document-cipher.ts). */
const MAGIC = Buffer.from('CLD1');

/** Writes `source` encrypted under `key` through `uploads`, reporting the plaintext's measures. */
export async function writeSealedDocument(
  uploads: Pick<ClaimUploads, 'write'>,
  key: Buffer,
  source: Readable,
  storedName: string,
  isTruncated: () => boolean,
): Promise<StagedFile> {
  // The store measures what was sent, then writes it through the cipher.
  return uploads.write(source, storedName, isTruncated, encryptingStream(key));
}

/** A stored document as it was sent: decrypted under `key` when it is encrypted (null: its key was
 *  destroyed, and reading fails), else as stored. */
export function openSealedDocument(stored: Readable, key: Buffer | null): Readable {
  async function* opened(): AsyncGenerator<Buffer> {
    const chunks = stored[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let head = Buffer.alloc(0);
    while (head.length < MAGIC.length) {
      const next = await chunks.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
    const rest = (async function* () {
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })();
    if (!head.subarray(0, MAGIC.length).equals(MAGIC)) {
      yield* rest;
      return;
    }
    if (key === null) throw new Error('This document was destroyed: its key no longer exists.');
    yield* pipeline(Readable.from(rest), decryptingStream(key), () => {});
  }
  return Readable.from(opened());
}
