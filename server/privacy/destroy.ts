// Destroying the personal data of claims (crypto-shredding): their data keys are emptied, so every
// sealed answer, earlier version, appeal statement and queued mail of theirs can no longer be read,
// wherever a copy went; their documents are deleted from the store as well (and could not be read
// without the key anyway); the few traces kept in the clear beside them (the normalised name and
// address screening compares, the keyed identity hashes, document file names, live sign-in codes
// and signed-in sessions) are cleared. What remains: the reference code, form, dates, state
// history (without the statement) and the audit log, which proves what happened without saying
// who it happened to.
import type { Database } from '../db/database';
import type { DocumentStore } from '../storage/store';
import { destroyDataKeys } from './data-keys';

/** Claims destroyed per transaction. */
const BATCH = 200;

/** Which claims: filed before this instant, whose data is not destroyed yet. */
export async function claimsToDestroy(db: Database, filedBefore: Date, limit: number): Promise<{ id: string; referenceCode: string }[]> {
  const { rows } = await db.query<{ id: string; reference_code: string }>(
    `SELECT c.id, c.reference_code FROM claims c JOIN data_keys k ON k.owner_id = c.id
     WHERE c.created_at < $1 AND k.wrapped IS NOT NULL ORDER BY c.created_at, c.id LIMIT $2`,
    [filedBefore.toISOString(), limit],
  );
  return rows.map((r) => ({ id: r.id, referenceCode: r.reference_code }));
}

/** Destroys the personal data of every claim filed before `filedBefore`; returns their reference codes. */
export async function destroyClaimsFiledBefore(
  db: Database,
  store: Pick<DocumentStore, 'removeUploads'>,
  filedBefore: Date,
): Promise<string[]> {
  const destroyed: string[] = [];
  for (;;) {
    const claims = await claimsToDestroy(db, filedBefore, BATCH);
    if (claims.length === 0) return destroyed;
    await destroyClaimData(
      db,
      store,
      claims.map((c) => c.id),
    );
    destroyed.push(...claims.map((c) => c.referenceCode));
  }
}

/** Destroys the personal data of these claims. */
async function destroyClaimData(db: Database, store: Pick<DocumentStore, 'removeUploads'>, claimIds: readonly string[]): Promise<void> {
  // Documents first: a failure leaves the keys, and the next run selects these claims again.
  const { rows } = await db.query<{ upload_id: string }>('SELECT upload_id FROM claim_uploads WHERE claim_id = ANY($1::uuid[])', [
    claimIds,
  ]);
  await store.removeUploads([...claimIds, ...rows.map((r) => r.upload_id)]);
  await db.transaction(async (tx) => {
    const ids = [claimIds];
    await destroyDataKeys(tx, claimIds);
    await tx.query(`UPDATE claim_screening SET name_key = '', address_key = '' WHERE claim_id = ANY($1::uuid[])`, ids);
    await tx.query('DELETE FROM screening_keys WHERE claim_id = ANY($1::uuid[])', ids);
    // The campaign job's MinHash of the free text goes too; the cluster and its links stay, as
    // the flags do (evidence of a decision, no answer in them).
    await tx.query('DELETE FROM campaign_bands WHERE claim_id = ANY($1::uuid[])', ids);
    await tx.query('UPDATE campaign_claims SET signature = NULL WHERE claim_id = ANY($1::uuid[])', ids);
    await tx.query(`UPDATE claim_files SET original_name = '(destroyed)' WHERE claim_id = ANY($1::uuid[])`, ids);
    await tx.query(`UPDATE case_documents SET original_name = '(destroyed)' WHERE claim_id = ANY($1::uuid[])`, ids);
    await tx.query('DELETE FROM case_codes WHERE claim_id = ANY($1::uuid[])', ids);
    await tx.query('UPDATE sessions SET case_claim_id = NULL WHERE case_claim_id = ANY($1::uuid[])', ids);
  });
}
