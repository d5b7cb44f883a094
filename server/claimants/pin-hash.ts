// PINs are kept only as scrypt hashes with a random salt per claimant, so a copy of the database
// does not hand out working credentials. The cost parameters travel inside each stored hash
// (`scrypt$N$r$p$salt$hash`), so raising them later leaves older hashes verifiable.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost of new hashes: N = 2^14, r = 8, p = 1 (about 16 MB and a few tens of ms each). */
const PIN_HASH_COST = { N: 16384, r: 8, p: 1 } as const;

const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(pin: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // maxmem above the 128 * N * r bytes scrypt needs, which Node's 32 MB default only just covers.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(pin.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new salted scrypt hash of a PIN, as stored in `claimants.pin_hash`. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(pin, salt, PIN_HASH_COST);
  const { N, r, p } = PIN_HASH_COST;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `pin` is the PIN of `stored`. Compares in constant time; a malformed stored value
 *  never matches. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  const actual = await derive(pin, salt, { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked when a claim ID is not on file, so that an unknown ID costs as long as a wrong PIN and
// response times do not tell which claim IDs exist.
let decoy: Promise<string> | null = null;

/** Spends the time of one PIN check without a stored hash; always false. */
export async function verifyAgainstNothing(pin: string): Promise<false> {
  decoy ??= hashPin(randomBytes(12).toString('base64'));
  await verifyPin(pin, await decoy);
  return false;
}
