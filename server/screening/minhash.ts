// MinHash signatures of a claim's free text, with locality-sensitive bands, so the campaign job
// finds the claims telling nearly the same story by an index look-up of their bands instead of
// comparing a new claim with every claim stored. Each shingle (five characters of the folded text)
// is hashed under the database's screening secret, so a signature cannot be matched against
// guessed stories by anyone without the key; the text itself is never kept.
import { createHmac, type KeyObject } from 'node:crypto';

/** Bands of the signature, and rows (hash values) per band. Two texts of Jaccard similarity s
 *  share at least one band with probability 1 - (1 - s^ROWS)^BANDS: 0.99 at s = 0.7, 0.24 at
 *  s = 0.3, so stories a word or two apart meet and different stories rarely do. Stored
 *  signatures depend on these: changing them needs every claim linked again. */
const BANDS = 16;
const ROWS = 4;
const HASHES = BANDS * ROWS;
/** Characters per shingle. */
const SHINGLE = 5;
const TWO_32 = 2 ** 32;

/** The shingles of folded text: each run of SHINGLE characters (the whole text when shorter). */
function shinglesOf(text: string): Set<string> {
  const shingles = new Set<string>();
  if (text.length <= SHINGLE) {
    if (text) shingles.add(text);
    return shingles;
  }
  for (let i = 0; i + SHINGLE <= text.length; i += 1) shingles.add(text.slice(i, i + SHINGLE));
  return shingles;
}

/** The MinHash signature of folded text under `secret`: HASHES minimums, each over one hash
 *  function h_i(x) = a(x) + i·b(x) mod 2^32, a and b from one keyed hash of the shingle (double
 *  hashing: as good as independent functions for MinHash, at one HMAC a shingle). */
export function signatureOf(secret: KeyObject, text: string): Uint32Array {
  const mins = new Float64Array(HASHES).fill(TWO_32);
  for (const shingle of shinglesOf(text)) {
    const digest = createHmac('sha256', secret).update(`shingle:${shingle}`).digest();
    const a = digest.readUInt32LE(0);
    const b = digest.readUInt32LE(4) | 1;
    for (let i = 0; i < HASHES; i += 1) {
      const h = (a + i * b) % TWO_32;
      if (h < mins[i]!) mins[i] = h;
    }
  }
  return Uint32Array.from(mins, (m) => (m === TWO_32 ? 0 : m));
}

/** The signature's bands as keys for the index: the band's number and its rows, hashed. */
export function bandsOf(signature: Uint32Array): string[] {
  const bands: string[] = [];
  for (let band = 0; band < BANDS; band += 1) {
    const rows = signature.subarray(band * ROWS, band * ROWS + ROWS);
    bands.push(`${band}:${Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength).toString('base64url')}`);
  }
  return bands;
}

/** The estimated Jaccard similarity of two signatures: the share of their minimums that agree. */
export function similarityOf(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < HASHES; i += 1) if (a[i] === b[i]) same += 1;
  return same / HASHES;
}

/** A signature as stored (base64url of its bytes), and back. */
export const encodeSignature = (signature: Uint32Array): string =>
  Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength).toString('base64url');
export function decodeSignature(stored: string): Uint32Array {
  const bytes = Buffer.from(stored, 'base64url');
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Uint32Array(copy.buffer);
}
