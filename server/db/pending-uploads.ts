import type { Queryable } from './database';

// A row per claim whose documents are being received: written before the first byte is stored,
// taken out by the statement that inserts the claim (db/claims.ts), or when the claim is refused. A row
// whose server is gone marks documents that will never be committed (see storage/sweep.ts).

/** Records that `instanceId` is receiving the documents of `claimId`. With `durable: false` the
 *  row is visible to every other connection as soon as this resolves, but its commit does not
 *  wait for the write-ahead log to reach the disk: only a crash of PostgreSQL itself (not of this
 *  server) within a fraction of a second can lose it. Use that only where the documents leave a
 *  durable trace of their own that the recovery at start finds (the disk store's staging folder). */
export async function insertPendingUpload(db: Queryable, claimId: string, instanceId: number, options: { durable?: boolean } = {}): Promise<void> {
  if (options.durable === false) {
    // set_config(..., true) lasts until the end of the statement's own transaction, so the commit
    // of this one row is the only one that does not wait for the flush; one round trip.
    await db.query(
      `WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true))
       INSERT INTO pending_uploads (claim_id, instance_id) SELECT $1::uuid, $2::int FROM relaxed`,
      [claimId, instanceId],
    );
    return;
  }
  await db.query('INSERT INTO pending_uploads (claim_id, instance_id) VALUES ($1, $2)', [claimId, instanceId]);
}

/** Server numbers that have uploads in progress, other than `except`. */
export async function pendingInstances(db: Queryable, except: number): Promise<number[]> {
  const { rows } = await db.query<{ instance_id: number }>('SELECT DISTINCT instance_id FROM pending_uploads WHERE instance_id <> $1', [except]);
  return rows.map((r) => Number(r.instance_id));
}

/** The claims an instance is (or was) receiving, locked for this transaction; rows another
 *  transaction holds (a claim being committed) are skipped. */
export async function lockPendingOf(tx: Queryable, instanceId: number): Promise<string[]> {
  const { rows } = await tx.query<{ claim_id: string }>('SELECT claim_id FROM pending_uploads WHERE instance_id = $1 FOR UPDATE SKIP LOCKED', [instanceId]);
  return rows.map((r) => r.claim_id);
}

/** Removes the rows of these claims. */
export async function deletePendingUploads(db: Queryable, claimIds: readonly string[]): Promise<void> {
  if (claimIds.length > 0) await db.query('DELETE FROM pending_uploads WHERE claim_id = ANY($1::uuid[])', [claimIds]);
}

/** The instance receiving a claim's documents, or null when none is. */
export async function pendingOwner(db: Queryable, claimId: string): Promise<number | null> {
  const { rows } = await db.query<{ instance_id: number }>('SELECT instance_id FROM pending_uploads WHERE claim_id = $1', [claimId]);
  return rows[0] ? Number(rows[0].instance_id) : null;
}
