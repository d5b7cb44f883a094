// A document's encrypted form at rest: AES-256-GCM in chunks, so a document of any size streams
// through in constant memory, and each chunk is checked before a byte of it is given out.
//
//   header   4 bytes "CLD1" (tells an encrypted document from one stored before encryption)
//            8 random bytes, the nonce prefix of this document (never reused under one key)
//   chunks   each up to 64 KiB of plaintext, written as its ciphertext then its 16-byte tag, under
//            IV = prefix + 4-byte big-endian chunk number, with one byte of additional data: 1 on
//            the last chunk, 0 on the others.
//
// The chunk number in the IV makes reordered chunks fail; the last-chunk byte makes a file cut at
// a chunk border, or extended past its last chunk, fail. The last chunk is always written (an
// empty document is a header and one tag).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { cipherKey } from './cipher-keys';

const MAGIC = Buffer.from('CLD1');
const PREFIX_BYTES = 8;
const HEADER_BYTES = MAGIC.length + PREFIX_BYTES;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_BYTES = CHUNK_BYTES + TAG_BYTES;
/** The additional data of every chunk but the last, and of the last. */
const NOT_LAST = Buffer.from([0]);
const LAST = Buffer.from([1]);

const ivOf = (prefix: Buffer, index: number) => {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, PREFIX_BYTES);
  return iv;
};

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('A document key is 32 bytes.');
}

/** How many bytes the encrypted form of `plaintextBytes` takes (header, tags). */
export function encryptedSize(plaintextBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plaintextBytes / CHUNK_BYTES));
  return HEADER_BYTES + plaintextBytes + chunks * TAG_BYTES;
}

/** Plaintext in, the encrypted form out. */
export function encryptingStream(key: Buffer): Transform {
  checkKey(key);
  const prefix = randomBytes(PREFIX_BYTES);
  let index = 0;
  // The pieces of the chunk being gathered: a chunk is sealed only once more bytes follow it (the
  // last one must say it is last), and then piece by piece, never joined: joining copied every
  // document once more.
  let parts: Buffer[] = [];
  let held = 0;
  const sealChunk = (stream: Transform, bytes: number, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', cipherKey(key), ivOf(prefix, index));
    index += 1;
    cipher.setAAD(last ? LAST : NOT_LAST);
    let left = bytes;
    while (left > 0) {
      const part = parts[0]!;
      const taken = part.length <= left ? part : part.subarray(0, left);
      if (taken === part) parts.shift();
      else parts[0] = part.subarray(left);
      left -= taken.length;
      stream.push(cipher.update(taken));
    }
    const rest = cipher.final();
    if (rest.length > 0) stream.push(rest);
    stream.push(cipher.getAuthTag());
    held -= bytes;
  };
  let started = false;
  const header = (stream: Transform) => {
    if (!started) stream.push(Buffer.concat([MAGIC, prefix]));
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      header(this);
      if (chunk.length > 0) parts.push(chunk);
      held += chunk.length;
      while (held > CHUNK_BYTES) sealChunk(this, CHUNK_BYTES, false);
      done();
    },
    flush(done) {
      header(this);
      sealChunk(this, held, true);
      parts = [];
      done();
    },
  });
}

/** The encrypted form in, plaintext out. The stream fails on a wrong key, a changed, reordered,
 *  cut or extended file, or a missing header; a chunk is given out only once its tag checked. */
export function decryptingStream(key: Buffer): Transform {
  checkKey(key);
  let prefix: Buffer | null = null;
  let index = 0;
  const failure = () => new Error('The document cannot be decrypted: it was changed, cut, or sealed under another key.');
  const openChunk = (sealed: Buffer, last: boolean): Buffer => {
    if (sealed.length < TAG_BYTES || prefix === null) throw failure();
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(key), ivOf(prefix, index));
    index += 1;
    decipher.setAAD(last ? LAST : NOT_LAST);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw failure();
    }
  };
  // Pieces held until the header or more than a sealed chunk has arrived, joined once (joining at
  // every piece would copy quadratically when input comes a byte at a time).
  let parts: Buffer[] = [];
  let held = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      held += chunk.length;
      if (held < (prefix === null ? HEADER_BYTES : SEALED_BYTES + 1)) return done();
      let pending = Buffer.concat(parts, held);
      try {
        if (prefix === null) {
          if (!pending.subarray(0, MAGIC.length).equals(MAGIC)) throw failure();
          prefix = Buffer.from(pending.subarray(MAGIC.length, HEADER_BYTES));
          pending = pending.subarray(HEADER_BYTES);
        }
        // Only the end of the input tells which chunk is last: a full one is held back until more follows.
        while (pending.length > SEALED_BYTES) {
          this.push(openChunk(pending.subarray(0, SEALED_BYTES), false));
          pending = pending.subarray(SEALED_BYTES);
        }
        parts = [pending];
        held = pending.length;
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (prefix === null) throw failure();
        this.push(openChunk(Buffer.concat(parts, held), true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
