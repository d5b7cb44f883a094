// The notice list (the `claimants` table an administrator imports): each claimant's prefilled
// values (a name, a street) are sealed under the list's own data key, bound to the claimant's claim
// ID, and opened when the claimant signs in with claim ID and PIN. The key is one data key like a
// claim's (data-keys.ts), owned by a fixed id: `keys rotate` re-wraps it with the claims' keys, and
// destroying the list (retention, `data destroy --notice-list`) empties it and the values with it.
// One key rather than one per claimant: the list is the administrator's, imported and destroyed
// whole, and an import of a million rows would otherwise wrap a million keys.
import type { Database, Queryable } from '../db/database';
import { findClaimantRecord, type PrepopulatedValues } from '../db/claimants';
import { destroyDataKeys, type Vault } from './data-keys';
import { openSealed, sealValue } from './sealed-values';

/** The owner id of the notice list's data key in `data_keys` (no claim or draft has it). */
export const NOTICE_LIST_OWNER = '6e07ce11-5700-4000-8000-000000000001';

const bound = (claimId: string) => `notice-list:${claimId}`;

/** Seals a claimant's prefilled values for storing. */
type NoticeSealer = (claimId: string, values: PrepopulatedValues) => unknown;

/** The sealer of an import: under the list's key, made now if the list has none, and made anew
 *  if the list was destroyed (its values were emptied with it). */
export async function noticeListSealer(db: Queryable, vault: Vault): Promise<NoticeSealer> {
  await db.query('DELETE FROM data_keys WHERE owner_id = $1 AND wrapped IS NULL', [NOTICE_LIST_OWNER]);
  const key = await vault.keyFor(db, NOTICE_LIST_OWNER);
  return (claimId, values) => sealValue(key, bound(claimId), values);
}

/** A claimant's prefilled values as stored, opened: empty once the list was destroyed. Values
 *  stored before sealing (a plain object) read as they are until the start-up step seals them. */
export async function openNoticeValues(db: Queryable, vault: Vault, claimId: string, stored: unknown): Promise<PrepopulatedValues> {
  const key = await vault.keyOf(db, NOTICE_LIST_OWNER);
  return (openSealed(stored, key, bound(claimId)) as PrepopulatedValues | null) ?? {};
}

/** The claimant with this claim ID, with the prefilled values opened; null when not on file. */
export async function findClaimant(
  db: Queryable,
  vault: Vault,
  claimId: string,
): Promise<{ claimId: string; pinHash: string; prepopulated: PrepopulatedValues } | null> {
  const found = await findClaimantRecord(db, claimId);
  if (!found) return null;
  return { ...found, prepopulated: await openNoticeValues(db, vault, found.claimId, found.prepopulated) };
}

/** Destroys the notice list's prefilled values: its key emptied (every copy of the values, backups
 *  included, unreadable) and the rows' values cleared. Claim IDs and PIN hashes stay, so a claimant
 *  can still sign in to her case file. Returns whether the list held a live key. */
export async function destroyNoticeList(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const destroyed = await destroyDataKeys(tx, [NOTICE_LIST_OWNER]);
    await tx.query(`UPDATE claimants SET prepopulated = '{}'::jsonb WHERE prepopulated <> '{}'::jsonb`);
    return destroyed > 0;
  });
}
