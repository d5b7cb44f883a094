import type { Queryable } from './database';

/** What authorize prepopulates for a claimant: field values per model mapping,
 *  e.g. `{ claimantInfo: { FirstName: 'Dana' } }`. */
export type PrepopulatedValues = Record<string, Record<string, string>>;

/** A claimant who may authorize, as stored: the PIN only as a slow hash (see claimants/pin-hash.ts),
 *  the prefilled values sealed under the notice list's key (privacy/notice-list.ts). */
export interface ClaimantRecord {
  /** Trimmed and upper-cased: claim IDs ignore case. */
  claimId: string;
  pinHash: string;
  /** As stored: an envelope (`{ "$sealed": ... }`), or the plain values of a row stored before. */
  prepopulated: unknown;
}

interface ClaimantRow {
  claim_id: string;
  pin_hash: string;
  prepopulated: unknown;
}

/** How a typed claim ID is looked up: surrounding spaces and case do not matter. */
export function normaliseClaimId(claimId: string): string {
  return claimId.trim().toUpperCase();
}

/** The claimant with this claim ID (any case), if any. */
export async function findClaimantRecord(db: Queryable, claimId: string): Promise<ClaimantRecord | null> {
  const { rows } = await db.query<ClaimantRow>('SELECT claim_id, pin_hash, prepopulated FROM claimants WHERE claim_id = $1', [
    normaliseClaimId(claimId),
  ]);
  const row = rows[0];
  if (!row) return null;
  const prepopulated: unknown = typeof row.prepopulated === 'string' ? JSON.parse(row.prepopulated) : row.prepopulated;
  return { claimId: row.claim_id, pinHash: row.pin_hash, prepopulated };
}

/** How many claimants are on file. */
export async function countClaimants(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM claimants');
  return Number(rows[0]?.n ?? 0);
}

/** Removes every claimant (an import that replaces the list does this in its transaction). */
export async function deleteAllClaimants(db: Queryable): Promise<number> {
  const { rows } = await db.query('DELETE FROM claimants RETURNING 1');
  return rows.length;
}

/** Inserts claimants, replacing the PIN and data of claim IDs already on file (one statement per
 *  batch, so an import of many rows is not one round trip each). */
export async function upsertClaimants(db: Queryable, claimants: readonly ClaimantRecord[]): Promise<void> {
  if (claimants.length === 0) return;
  const params: unknown[] = [];
  const values = claimants.map((c) => {
    params.push(normaliseClaimId(c.claimId), c.pinHash, JSON.stringify(c.prepopulated));
    const n = params.length;
    return `($${n - 2}, $${n - 1}, $${n}::jsonb)`;
  });
  await db.query(
    `INSERT INTO claimants (claim_id, pin_hash, prepopulated) VALUES ${values.join(', ')}
     ON CONFLICT (claim_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, prepopulated = EXCLUDED.prepopulated, imported_at = now()`,
    params,
  );
}

/** Inserts claimants only while the table is empty; two servers starting together on one
 *  database insert them once. Returns true when it inserted. */
export async function insertClaimantsIfNone(db: Queryable, claimants: readonly ClaimantRecord[]): Promise<boolean> {
  if ((await countClaimants(db)) > 0) return false;
  for (const c of claimants) {
    await db.query(
      'INSERT INTO claimants (claim_id, pin_hash, prepopulated) VALUES ($1, $2, $3::jsonb) ON CONFLICT (claim_id) DO NOTHING',
      [normaliseClaimId(c.claimId), c.pinHash, JSON.stringify(c.prepopulated)],
    );
  }
  return true;
}
