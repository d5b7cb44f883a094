// Stand-in for server/privacy/key-ring.ts with its cipher off: seal and unseal keep the real
// framing (a 12-byte iv before the value, a 16-byte tag after it) around the value in the clear.
export { parseKeyRing, type KeyRing } from '../../../server/privacy/key-ring';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(_key: Buffer, plain: Buffer, _context: string): Buffer {
  return Buffer.concat([Buffer.alloc(IV_BYTES), plain, Buffer.alloc(TAG_BYTES)]);
}

export function unseal(_key: Buffer, sealed: Buffer, _context: string): Buffer {
  return Buffer.from(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES));
}
