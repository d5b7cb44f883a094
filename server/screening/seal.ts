// A keyed seal on each claim's screening result (its score and flags), under the audit key: who
// can write the database but does not hold the key cannot lower a score or remove a flag without
// `npm run admin -- audit-verify` naming the claim (admin/audit.ts). The normalised name and
// address beside them are not sealed: destroying a claim's personal data clears them.
import { createHmac } from 'node:crypto';
import { canonicalJson } from '../canonical-json';

/** The seal of a claim's score and flags under `key`. */
export function screeningSeal(key: string, claimId: string, score: number, flags: unknown): string {
  return createHmac('sha256', key)
    .update(`claim-screening\n${claimId}\n${score}\n${canonicalJson(flags)}`)
    .digest('base64url');
}
