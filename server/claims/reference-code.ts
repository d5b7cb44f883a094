import { randomInt } from 'node:crypto';
import type { SubmittingFormType } from '../../src/contract/form-type-names';

// No 0/O, 1/I/L or U: a code read out over the phone cannot be mistaken.
const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Prefix of each form type's reference codes. */
const referencePrefix: Readonly<Record<SubmittingFormType, string>> = {
  Standard: 'STD',
  Automotive: 'AUT',
  DocumentsUpload: 'DOC',
};

/** 8 random characters of the alphabet (about 39 bits) from a cryptographic source, as XXXX-XXXX:
 *  the body of a reference code, and a case file's one-time sign-in code. */
export function randomCodeBody(): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += alphabet[randomInt(alphabet.length)];
  return `${body.slice(0, 4)}-${body.slice(4)}`;
}

/** A new reference code such as STD-7K3Q-9XWM, which cannot be guessed; the database keeps them
 *  unique. */
export function newReferenceCode(formType: SubmittingFormType): string {
  return `${referencePrefix[formType]}-${randomCodeBody()}`;
}
