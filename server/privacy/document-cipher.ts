// A document's encrypted form at rest: AES-256-GCM in chunks, so a document of any size streams
// through in constant memory, each piece is encrypted the moment it arrives, and each chunk is
// checked before a byte of it is given out.
//
//   header   4 bytes "CLD1" (tells an encrypted document from one stored before encryption)
//            8 random bytes, the nonce prefix of this document (never reused under one key)
//   chunks   the plaintext in chunks of 64 KiB (the last one shorter), each written as its
//            ciphertext then its 16-byte tag, under IV = prefix + 4-byte big-endian chunk number
//            and one byte of additional data, 0
//   end      one more chunk, empty (its tag alone), with additional data 1
//
// The chunk number in the IV makes reordered chunks fail; the end chunk makes a file cut at a
// chunk border fail (its last 16 bytes are then no end chunk), and bytes after the end fail too.
// An empty document is a header and the end chunk.
import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM } from 'node:crypto';
import { Transform } from 'node:stream';

const MAGIC = Buffer.from('CLD1');
const PREFIX_BYTES = 8;
const HEADER_BYTES = MAGIC.length + PREFIX_BYTES;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_BYTES = CHUNK_BYTES + TAG_BYTES;
const DATA = Buffer.from([0]);
const END = Buffer.from([1]);

const ivOf = (prefix: Buffer, index: number) => {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, PREFIX_BYTES);
  return iv;
};

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('A document key is 32 bytes.');
}

/** How many bytes the encrypted form of `plaintextBytes` takes (header, tags, end chunk). */
export function encryptedSize(plaintextBytes: number): number {
  return HEADER_BYTES + plaintextBytes + Math.ceil(plaintextBytes / CHUNK_BYTES) * TAG_BYTES + TAG_BYTES;
}

/** Plaintext in, the encrypted form out. */
export function encryptingStream(key: Buffer): Transform {
  checkKey(key);
  const prefix = randomBytes(PREFIX_BYTES);
  let index = 0;
  let started = false;
  // The chunk being written, and how many plaintext bytes it has taken.
  let cipher: CipherGCM | null = null;
  let fed = 0;
  const open = (additional: Buffer) => {
    const next = createCipheriv('aes-256-gcm', key, ivOf(prefix, index));
    index += 1;
    next.setAAD(additional);
    return next;
  };
  const start = (stream: Transform) => {
    if (!started) stream.push(Buffer.concat([MAGIC, prefix]));
    started = true;
  };
  const close = (stream: Transform, done: CipherGCM) => {
    const rest = done.final();
    if (rest.length > 0) stream.push(rest);
    stream.push(done.getAuthTag());
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start(this);
      let at = 0;
      while (at < chunk.length) {
        cipher ??= open(DATA);
        const take = Math.min(CHUNK_BYTES - fed, chunk.length - at);
        const out = cipher.update(chunk.subarray(at, at + take));
        if (out.length > 0) this.push(out);
        fed += take;
        at += take;
        if (fed === CHUNK_BYTES) {
          close(this, cipher);
          cipher = null;
          fed = 0;
        }
      }
      done();
    },
    flush(done) {
      start(this);
      if (cipher) close(this, cipher);
      close(this, open(END));
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
  const openChunk = (sealed: Buffer, additional: Buffer): Buffer => {
    if (sealed.length < TAG_BYTES || prefix === null) throw failure();
    const decipher = createDecipheriv('aes-256-gcm', key, ivOf(prefix, index));
    index += 1;
    decipher.setAAD(additional);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw failure();
    }
  };
  // Pieces held until the header, or a whole chunk with more than the end chunk after it, has
  // arrived; joined once (joining at every piece would copy quadratically when input comes a
  // byte at a time).
  let parts: Buffer[] = [];
  let held = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      held += chunk.length;
      if (held < (prefix === null ? HEADER_BYTES : SEALED_BYTES + TAG_BYTES + 1)) return done();
      let pending = Buffer.concat(parts, held);
      try {
        if (prefix === null) {
          if (!pending.subarray(0, MAGIC.length).equals(MAGIC)) throw failure();
          prefix = Buffer.from(pending.subarray(MAGIC.length, HEADER_BYTES));
          pending = pending.subarray(HEADER_BYTES);
        }
        // With more than a whole chunk and the end chunk still to come, the first is a whole one.
        while (pending.length > SEALED_BYTES + TAG_BYTES) {
          this.push(openChunk(pending.subarray(0, SEALED_BYTES), DATA));
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
        const pending = Buffer.concat(parts, held);
        if (prefix === null || pending.length < TAG_BYTES) throw failure();
        // What is left: the last chunk of data (if any), then the end chunk's tag.
        const last = pending.subarray(0, pending.length - TAG_BYTES);
        if (last.length > SEALED_BYTES || (last.length > 0 && last.length <= TAG_BYTES)) throw failure();
        if (last.length > 0) this.push(openChunk(last, DATA));
        openChunk(pending.subarray(pending.length - TAG_BYTES), END);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
