// A claim's payload between the database and the code that reads it: sealed on the way in (each
// sensitive answer under the claim's data key), opened on the way out, or masked for an
// administrator who gave no reason to see it.
import type { SubmissionPayload } from '../../src/contract/api';
import type { Queryable } from '../db/database';
import type { Settlement } from '../settlement/settlement';
import type { Vault } from './data-keys';
import { holdsSealed, openSealed, sealPayload } from './sealed-values';
import { sensitiveAnswers } from './sensitive-fields';

/** `claim` with its payload (and anything else named) opened, or masked; null stays null. */
export async function openClaim<C extends { id: string; payload: unknown }>(
  db: Queryable,
  vault: Vault,
  claim: C | null,
  opening: 'plain' | 'masked' = 'plain',
): Promise<C | null> {
  if (claim === null || !holdsSealed(claim.payload)) return claim;
  return { ...claim, payload: openSealed(claim.payload, await vault.keyOf(db, claim.id), claim.id, opening) };
}

/** Several claims opened (or masked) at once: one query for their keys. */
export async function openClaims<C extends { id: string; payload: unknown }>(
  db: Queryable,
  vault: Vault,
  claims: readonly C[],
  opening: 'plain' | 'masked',
): Promise<C[]> {
  const keys = await vault.keysOf(
    db,
    claims.filter((c) => holdsSealed(c.payload)).map((c) => c.id),
  );
  return claims.map((c) => (keys.has(c.id) ? { ...c, payload: openSealed(c.payload, keys.get(c.id) ?? null, c.id, opening) } : c));
}

/** The payload as a claim of `formType` stores it: its sensitive answers sealed. */
export async function sealClaimPayload(
  db: Queryable,
  vault: Vault,
  settlement: Settlement,
  claim: { id: string; formType: string },
  payload: SubmissionPayload,
): Promise<SubmissionPayload> {
  return sealPayload(payload, sensitiveAnswers(settlement, claim.formType), await vault.keyFor(db, claim.id), claim.id);
}
