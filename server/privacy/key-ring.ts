// The key-encryption keys (DATA_KEYS): they never encrypt a claimant's data themselves, only the
// data keys that do (envelope encryption, see data-keys.ts). Each has an id stored beside every key
// it wrapped, so a new key can be put first and the old ones kept until `npm run admin -- keys
// rotate` has wrapped every data key again under the new one; then the old one can go.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { cipherKey } from './cipher-keys';

/** The key-encryption keys: the first wraps new data keys; all of them unwrap. */
export interface KeyRing {
  readonly current: { readonly id: string; readonly key: Buffer };
  readonly keys: ReadonlyMap<string, Buffer>;
  /** True when no DATA_KEYS was set and the published development key is in use. */
  readonly development: boolean;
}

/** Id of the development key, used when DATA_KEYS is unset (never in production). */
const DEVELOPMENT_KEY_ID = 'development';

/** The development key: derived from a published text, so it protects nothing; it only lets the
 *  demo and the tests run every step of encryption without a secret to set up. */
const developmentKey = () => createHash('sha256').update('development-data-key-published-in-the-source-not-secret').digest();

/** A key id as DATA_KEYS may name it: short, and safe in a log line and a column. */
const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** Reads DATA_KEYS (`id:base64,id:base64`, the first current); null gives the development key.
 *  Throws with a sentence naming what is wrong. */
export function parseKeyRing(text: string | null): KeyRing {
  if (text === null || text.trim() === '') {
    const key = developmentKey();
    return { current: { id: DEVELOPMENT_KEY_ID, key }, keys: new Map([[DEVELOPMENT_KEY_ID, key]]), development: true };
  }
  const keys = new Map<string, Buffer>();
  for (const [index, part] of text.split(',').entries()) {
    const [id, encoded, ...rest] = part.trim().split(':');
    if (!id || encoded === undefined || rest.length > 0 || !keyIdPattern.test(id))
      throw new Error(
        `DATA_KEYS: entry ${index + 1} must be "id:key" with an id of letters, digits, - or _ (at most 32) and a base64 key.`,
      );
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32) throw new Error(`DATA_KEYS: the key "${id}" must be 32 bytes in base64 (openssl rand -base64 32).`);
    if (keys.has(id)) throw new Error(`DATA_KEYS: the id "${id}" is given twice.`);
    keys.set(id, key);
  }
  const [id, key] = [...keys][0]!;
  return { current: { id, key }, keys, development: false };
}

const IV_BYTES = 12;

// A claim seals dozens of values (each sensitive answer, its screening texts, its mail), and a
// call into the random generator per value was a measurable part of filing it. The IVs are drawn
// in blocks instead: each still comes from the system's CSPRNG, and no byte is handed out twice.
const IV_BLOCK = IV_BYTES * 512;
let ivBlock = Buffer.alloc(0);
let ivUsed = 0;
function freshIv(): Buffer {
  if (ivUsed + IV_BYTES > ivBlock.length) {
    ivBlock = randomBytes(IV_BLOCK);
    ivUsed = 0;
  }
  ivUsed += IV_BYTES;
  return ivBlock.subarray(ivUsed - IV_BYTES, ivUsed);
}
const TAG_BYTES = 16;

/** AES-256-GCM of `plain` under `key`, bound to `context` (its additional data): iv, ciphertext, tag. */
export function seal(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', cipherKey(key), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** The plaintext of `sealed` (from seal with the same key and context); throws if anything differs. */
export function unseal(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value is too short.');
  const decipher = createDecipheriv('aes-256-gcm', cipherKey(key), sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}
