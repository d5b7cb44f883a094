// Claimants who may authorize live in the `claimants` table (filled by `npm run admin --
// import-claimants`). The settlement package's own claimants.csv is written into it at start while
// it is empty, so the package's credentials work until an administrator imports another list.
import type { Queryable } from '../db/database';
import { countClaimants, findClaimantRecord, insertClaimantsIfNone, type PrepopulatedValues } from '../db/claimants';
import type { Vault } from '../privacy/data-keys';
import { findClaimant, noticeListSealer } from '../privacy/notice-list';
import type { Settlement } from '../settlement/settlement';
import { readClaimants } from '../claimants/claimant-import';
import { hashPin, verifyAgainstNothing, verifyPin } from '../claimants/pin-hash';

/** The claimant these credentials belong to (her prefilled values opened), or null. An unknown
 *  claim ID takes as long to refuse as a wrong PIN. */
export async function checkCredentials(
  db: Queryable,
  vault: Vault,
  claimId: string,
  pin: string,
): Promise<{ claimId: string; prepopulated: PrepopulatedValues } | null> {
  const claimant = await findClaimant(db, vault, claimId);
  const typed = pin.trim();
  if (!claimant) return verifyAgainstNothing(typed).then(() => null);
  return (await verifyPin(typed, claimant.pinHash)) ? claimant : null;
}

/** True when claimants are on file but not the package's own (its first claim ID is missing):
 *  the data folder was used with another package, whose credentials still authorize. */
export async function othersClaimantsOnFile(db: Queryable, settlement: Settlement): Promise<boolean> {
  if (!settlement.claimantsFile || (await countClaimants(db)) === 0) return false;
  const [first] = await readClaimants(settlement.claimantsFile, settlement);
  return first !== undefined && (await findClaimantRecord(db, first.claimId)) === null;
}

/** Writes the package's claimants (PINs hashed) when no claimant is on file; how many it wrote. */
export async function seedClaimants(db: Queryable, vault: Vault, settlement: Settlement): Promise<number> {
  if (!settlement.claimantsFile || (await countClaimants(db)) > 0) return 0;
  const claimants = await readClaimants(settlement.claimantsFile, settlement);
  const seal = await noticeListSealer(db, vault);
  const records = await Promise.all(
    claimants.map(async (c) => ({ claimId: c.claimId, pinHash: await hashPin(c.pin), prepopulated: seal(c.claimId, c.prepopulated) })),
  );
  return (await insertClaimantsIfNone(db, records)) ? records.length : 0;
}
