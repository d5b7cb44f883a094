import type { Queryable } from './database';

// A row per claim whose documents are being received: written before the first byte is stored,
// taken out by the statement that inserts the claim (db/claims.ts), or when the claim is refused. A row
// whose server is gone marks documents that will never be committed (see storage/sweep.ts).

/** Records, durably, that `instanceId` is receiving the documents of `claimId`: until the claim
 *  commits, this row is the only trace of documents already in their final place. */
export async function insertPendingUpload(db: Queryable, claimId: string, instanceId: number): Promise<void> {
  await insertPendingUploads(db, [claimId], instanceId);
}

/** insertPendingUpload for several claims in one statement (one commit for all). */
export async function insertPendingUploads(db: Queryable, claimIds: readonly string[], instanceId: number): Promise<void> {
  await db.query('INSERT INTO pending_uploads (claim_id, instance_id) SELECT unnest($1::uuid[]), $2', [claimIds, instanceId]);
}

/** Server numbers that have uploads in progress, other than `except`. */
export async function pendingInstances(db: Queryable, except: number): Promise<number[]> {
  const { rows } = await db.query<{ instance_id: number }>('SELECT DISTINCT instance_id FROM pending_uploads WHERE instance_id <> $1', [
    except,
  ]);
  return rows.map((r) => Number(r.instance_id));
}

/** The claims an instance is (or was) receiving, locked for this transaction; rows another
 *  transaction holds (a claim being committed) are skipped. */
export async function lockPendingOf(tx: Queryable, instanceId: number): Promise<string[]> {
  const { rows } = await tx.query<{ claim_id: string }>(
    'SELECT claim_id FROM pending_uploads WHERE instance_id = $1 FOR UPDATE SKIP LOCKED',
    [instanceId],
  );
  return rows.map((r) => r.claim_id);
}

/** Removes the rows of these claims. */
export async function deletePendingUploads(db: Queryable, claimIds: readonly string[]): Promise<void> {
  if (claimIds.length > 0) await db.query('DELETE FROM pending_uploads WHERE claim_id = ANY($1::uuid[])', [claimIds]);
}

/** Ids looked up per query by knownClaims. */
const LOOKUP_BATCH = 1000;

/** Of these claim ids, those the database knows: with an in-progress row, a committed claim, a
 *  claimant's later upload (db/case-file.ts) or a saved draft.
 *  The in-progress rows are read first: the statement that commits a claim takes its row out, so
 *  a claim committing meanwhile is found by the second read. */
export async function knownClaims(db: Queryable, claimIds: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < claimIds.length; start += LOOKUP_BATCH) {
    const batch = claimIds.slice(start, start + LOOKUP_BATCH);
    for (const sql of [
      'SELECT claim_id::text AS id FROM pending_uploads WHERE claim_id = ANY($1::uuid[])',
      'SELECT id::text AS id FROM claims WHERE id = ANY($1::uuid[])',
      // Documents sent after filing, stored under their upload's id (db/case-file.ts).
      'SELECT upload_id::text AS id FROM claim_uploads WHERE upload_id = ANY($1::uuid[])',
      // A saved draft's documents are stored under its id (db/drafts.ts).
      'SELECT id::text AS id FROM drafts WHERE id = ANY($1::uuid[])',
    ]) {
      const { rows } = await db.query<{ id: string }>(sql, [batch]);
      for (const row of rows) known.add(row.id);
    }
  }
  return known;
}

/** The instance receiving a claim's documents, or null when none is. */
export async function pendingOwner(db: Queryable, claimId: string): Promise<number | null> {
  const { rows } = await db.query<{ instance_id: number }>('SELECT instance_id FROM pending_uploads WHERE claim_id = $1', [claimId]);
  return rows[0] ? Number(rows[0].instance_id) : null;
}
