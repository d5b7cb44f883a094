// Claimants who may authorize live in the `claimants` table (filled by `npm run admin --
// import-claimants`). The demo's claimants are written into it at start while it is empty, so
// the demo credentials keep working until an administrator imports the settlement's own list.
import type { Queryable } from '../db/database';
import { countClaimants, findClaimantRecord, insertClaimantsIfNone, type ClaimantRecord, type PrepopulatedValues } from '../db/claimants';
import { demoClaimants, type DemoClaimant } from '../demo/settlement';
import { hashPin, verifyAgainstNothing, verifyPin } from './pin-hash';

/** The claimant these credentials belong to, or null. An unknown claim ID takes as long to
 *  refuse as a wrong PIN. */
export async function checkCredentials(db: Queryable, claimId: string, pin: string): Promise<ClaimantRecord | null> {
  const claimant = await findClaimantRecord(db, claimId);
  const typed = pin.trim();
  if (!claimant) return verifyAgainstNothing(typed).then(() => null);
  return (await verifyPin(typed, claimant.pinHash)) ? claimant : null;
}

/** What a demo claimant prepopulates, per model mapping (the claimant's name joined for the
 *  DocumentsUpload form's single name field). */
export function demoPrepopulated(claimant: DemoClaimant): PrepopulatedValues {
  return {
    claimantInfo: { ...claimant.claimantInfo },
    claimDetails: { ...claimant.claimDetails },
    prepopulatedData: {
      ...claimant.status,
      ClaimantName: [claimant.claimantInfo.FirstName, claimant.claimantInfo.LastName].filter(Boolean).join(' '),
    },
  };
}

/** Writes the demo claimants (PINs hashed) when no claimant is on file; true when it did. */
export async function seedDemoClaimants(db: Queryable): Promise<boolean> {
  if ((await countClaimants(db)) > 0) return false;
  const records = await Promise.all(
    demoClaimants.map(async (c) => ({ claimId: c.claimId, pinHash: await hashPin(c.pin), prepopulated: demoPrepopulated(c) })),
  );
  return insertClaimantsIfNone(db, records);
}
