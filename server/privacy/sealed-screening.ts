// The normalised name and mailing address screening keeps for each claim (claim_screening), sealed
// under the claim's own data key (data-keys.ts) and bound to the claim's id and to which of the two
// it is: opened in memory when a later claim is compared with it, unreadable once the claim's data
// is destroyed, re-wrapped with the claim's key by `keys rotate`. A stored value that does not
// start with the mark was written before sealing (the start-up step, at-rest-upgrade.ts, seals it).
import { seal, unseal } from './key-ring';

const MARK = '$sealed:';

/** Which of a claim's screening texts. */
type ScreeningText = 'name' | 'address';

const context = (kind: ScreeningText, claimId: string) => `screening-${kind}:${claimId}`;

/** `text` sealed for the claim; an empty text stays empty (nothing to hide, and nothing to match). */
export function sealScreeningText(key: Buffer, claimId: string, kind: ScreeningText, text: string): string {
  if (text === '') return '';
  return MARK + seal(key, Buffer.from(text, 'utf8'), context(kind, claimId)).toString('base64');
}

/** The text a stored value holds: opened with the claim's key (empty when the key was destroyed),
 *  or as stored when it was written before sealing. */
export function openScreeningText(key: Buffer | null, claimId: string, kind: ScreeningText, stored: string): string {
  if (!isSealedText(stored)) return stored;
  if (key === null) return '';
  return unseal(key, Buffer.from(stored.slice(MARK.length), 'base64'), context(kind, claimId)).toString('utf8');
}

/** True when a stored value is sealed (or empty: nothing to seal). */
export function isSealedText(stored: string): boolean {
  return stored === '' || stored.startsWith(MARK);
}
