// Stand-in for server/privacy/document-cipher.ts with its cipher off: documents are stored as sent
// (no header, so they read back as documents stored before encryption).
import { PassThrough, type Transform } from 'node:stream';

export { encryptedSize } from '../../../server/privacy/document-cipher';

export function encryptingStream(_key: Buffer): Transform {
  return new PassThrough();
}

export function decryptingStream(_key: Buffer): Transform {
  return new PassThrough();
}
