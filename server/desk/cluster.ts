// The cluster of a flagged claim: the claims it matched and the claims that matched it, and
// theirs in turn, as screening's flags name them (a ring filing one story, a household, a claim
// filed twice), with the claims the campaign job linked it with (screening/campaigns.ts). A reviewer may decide a whole cluster at once; it is bounded, so one decision
// never sweeps up an unbounded part of the settlement.
import { clusterMatesOf } from '../db/campaigns';
import type { Queryable } from '../db/database';

/** The most claims one cluster holds, the claim itself included. */
const CLUSTER_MAX = 50;

/** The reference codes of the claims linked to `referenceCode` through screening's matches, in
 *  the order they were found (itself not included), at most CLUSTER_MAX - 1 of them. */
export async function clusterOf(db: Queryable, referenceCode: string): Promise<string[]> {
  const found = new Set([referenceCode]);
  // The campaign job's cluster first, oldest claims first: it holds a slow ring whole.
  for (const mate of await clusterMatesOf(db, referenceCode, CLUSTER_MAX)) if (found.size < CLUSTER_MAX) found.add(mate);
  let frontier = [...found];
  while (frontier.length > 0 && found.size < CLUSTER_MAX) {
    // The claims these matched, and the claims that matched these.
    const { rows } = await db.query<{ referenceCode: string }>(
      `SELECT DISTINCT match AS "referenceCode"
         FROM claims c JOIN claim_screening s ON s.claim_id = c.id,
              jsonb_array_elements(s.flags) AS flag, jsonb_array_elements_text(flag -> 'matches') AS match
        WHERE c.reference_code = ANY($1)
       UNION
       SELECT c.reference_code
         FROM claims c JOIN claim_screening s ON s.claim_id = c.id,
              jsonb_array_elements(s.flags) AS flag
        WHERE flag -> 'matches' ?| $1`,
      [frontier],
    );
    const next = rows.map((row) => row.referenceCode).filter((code) => !found.has(code));
    for (const code of next) {
      if (found.size >= CLUSTER_MAX) break;
      found.add(code);
    }
    frontier = next.filter((code) => found.has(code));
  }
  found.delete(referenceCode);
  return [...found];
}
