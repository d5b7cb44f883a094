// A claim refused by a velocity limit is answered as soon as its JSON part has arrived, before a
// byte of its documents is read or stored. The JSON part comes first in every submission the app
// sends; reading a refused claim's documents to the end (a megabyte or more each) cost a flood of
// refused claims the whole upload, and kept the server's claims-before-pages gate closed to
// everyone's pages for as long (claim-priority.ts).
//
// The look is read only: it counts nothing. A claim it lets through is screened in full after its
// checks, as every claim is, and counted then. A claim it refuses is refused by counters that are
// already over their limit, which is what the full screening would have found: those counters
// are full, so leaving this claim out of them changes no later answer.
import type { SubmissionPayload } from '../../src/contract/api';
import type { SubmittingFormType } from '../../src/contract/form-type-names';
import type { AppContext } from '../context';
import { claimStoredUnderKey, openCounters } from '../db/screening';
import { claimIdentity } from './identity';
import { addressKey, identityKeysOfValues, screeningHash, senderCounters, tooManyClaims, type ScreeningRefusal } from './screen';

/** What is known of a claim when its JSON part arrives. */
interface ArrivingClaim {
  formType: SubmittingFormType;
  /** The JSON part as sent, in the contract's shape: not yet checked. */
  payload: SubmissionPayload;
  idempotencyKey: string | null;
  sessionId: string | null;
  clientAddress: string;
}

/** The refusal when the claim's address, session or an identity it names from its address is
 *  already over its refusing limit; null when it is not (a JSON part that is no claim is not
 *  looked at here: the claim's own checks answer it, after its documents). */
export async function refuseBeforeDocuments(ctx: AppContext, claim: ArrivingClaim): Promise<ScreeningRefusal | null> {
  const { payload } = claim;
  const culture = payload.userPreferredCulture;
  if (!ctx.settlement.isCulture(culture)) return null;

  const hash = await screeningHash(ctx.db);
  const identity = claimIdentity(ctx.settlement, claim.formType, payload);
  const sender = senderCounters(
    hash,
    addressKey(hash, claim.clientAddress),
    claim.sessionId ?? '',
    identityKeysOfValues(identity, hash),
    ctx.settlement.info.screening.velocity,
  );
  const counters = [sender.address, ...sender.session, ...sender.identity].filter((counter) => counter.limit.refuseAbove !== null);
  if (counters.length === 0) return null;
  const open = await openCounters(
    ctx.db,
    counters.map((counter) => counter.key),
  );
  let refusedUntil: Date | null = null;
  for (const { key, limit } of counters) {
    const counted = open.get(key);
    // Counting this claim would take the count over the limit.
    if (counted && counted.count + 1 > limit.refuseAbove! && (!refusedUntil || counted.resetAt > refusedUntil))
      refusedUntil = counted.resetAt;
  }
  if (!refusedUntil) return null;
  // A retry of a claim already stored is answered with its reference code, after its body.
  if (claim.idempotencyKey && (await claimStoredUnderKey(ctx.db, claim.idempotencyKey))) return null;
  return tooManyClaims(culture, refusedUntil);
}
