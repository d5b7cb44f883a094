// The campaign tables (migration 15): each claim's cluster, the bands of its free text's MinHash
// signature, the links that joined it, and the job's high-water mark. What they are for is in
// server/screening/campaigns.ts.
import type { Queryable } from './database';

/** Advisory lock of the campaign job (an arbitrary constant, the same in every server). */
const CAMPAIGN_LOCK = 7_241_015;

/** Runs `work` in one transaction holding the campaign job's lease: a transaction-level advisory
 *  lock, which ends with the transaction even if the server dies. A scheduled round takes it
 *  without waiting, so a server whose turn it is not skips the round instead of queueing behind
 *  the one running it (null); a round asked for (`wait`) waits for its turn. */
export async function withCampaignLease<T>(
  db: { transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R> },
  wait: boolean,
  work: (tx: Queryable) => Promise<T>,
): Promise<{ result: T } | null> {
  return db.transaction(async (tx) => {
    if (wait) await tx.query('SELECT pg_advisory_xact_lock($1)', [CAMPAIGN_LOCK]);
    else {
      const { rows } = await tx.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS got', [CAMPAIGN_LOCK]);
      if (!rows[0]?.got) return null;
    }
    return { result: await work(tx) };
  });
}

/** The job's high-water mark: claims filed before it (less the look-back) are all linked. */
export async function campaignMark(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ linked_through: Date | string }>(
    "SELECT linked_through FROM campaign_progress WHERE job = 'campaigns'",
  );
  return rows[0] ? new Date(rows[0].linked_through) : null;
}

/** Moves the mark to `through` (never back) and counts `linked` more claims. */
export async function advanceCampaignMark(db: Queryable, through: Date, linked: number): Promise<void> {
  await db.query(
    `INSERT INTO campaign_progress (job, linked_through, claims_linked) VALUES ('campaigns', $1, $2)
     ON CONFLICT (job) DO UPDATE SET linked_through = greatest(campaign_progress.linked_through, EXCLUDED.linked_through),
       claims_linked = campaign_progress.claims_linked + EXCLUDED.claims_linked, ran_at = now()`,
    [through, linked],
  );
}

/** A claim the job has not linked yet. */
interface UnlinkedClaim {
  id: string;
  referenceCode: string;
  formType: string;
  payload: unknown;
  createdAt: Date;
}

/** Claims filed at or after `since` and not linked yet, oldest first, at most `limit`. A claim
 *  whose transaction began before the mark but committed after it is still found: the caller
 *  looks back from the mark, and the claims already linked are left out by the anti-join. */
export async function unlinkedClaims(db: Queryable, since: Date | null, limit: number): Promise<UnlinkedClaim[]> {
  const { rows } = await db.query<{ id: string; reference_code: string; form_type: string; payload: unknown; created_at: Date | string }>(
    `SELECT c.id, c.reference_code, c.form_type, c.payload, c.created_at FROM claims c
     WHERE ($1::timestamptz IS NULL OR c.created_at >= $1)
       AND NOT EXISTS (SELECT 1 FROM campaign_claims l WHERE l.claim_id = c.id)
     ORDER BY c.created_at, c.id LIMIT $2`,
    [since, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    referenceCode: r.reference_code,
    formType: r.form_type,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    createdAt: new Date(r.created_at),
  }));
}

/** The identity keys of these claims of the kinds named (screening's keyed hashes). */
export async function keysOfClaims(
  db: Queryable,
  claimIds: readonly string[],
  kinds: readonly string[],
): Promise<Map<string, { kind: string; key: string }[]>> {
  const { rows } = await db.query<{ claim_id: string; kind: string; key: string }>(
    'SELECT claim_id, kind, key FROM screening_keys WHERE claim_id = ANY($1::uuid[]) AND kind = ANY($2::text[])',
    [claimIds, kinds],
  );
  const keys = new Map<string, { kind: string; key: string }[]>();
  for (const r of rows) keys.set(r.claim_id, [...(keys.get(r.claim_id) ?? []), { kind: r.kind, key: r.key }]);
  return keys;
}

/** A linked claim found by a look-up, with its cluster. */
interface LinkedMatch {
  claimId: string;
  clusterId: string;
}

/** The linked claims stored under any of these keys, with the kind of key they share: one claim
 *  per cluster and kind (every claim under one key is in one cluster once linked), so a key a ring
 *  of thousands shares costs a new claim one row, not thousands. */
export async function linkedUnderKeys(db: Queryable, keys: readonly string[]): Promise<(LinkedMatch & { kind: string })[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ claim_id: string; cluster_id: string; kind: string }>(
    `SELECT DISTINCT ON (l.cluster_id, k.kind) k.claim_id, l.cluster_id, k.kind
     FROM screening_keys k JOIN campaign_claims l ON l.claim_id = k.claim_id
     WHERE k.key = ANY($1::text[]) ORDER BY l.cluster_id, k.kind, k.claim_id`,
    [keys],
  );
  return rows.map((r) => ({ claimId: r.claim_id, clusterId: r.cluster_id, kind: r.kind }));
}

/** The linked claims sharing a band with a signature, with their signatures: in each cluster the
 *  `perCluster` sharing the most bands, so a large ring's bands cost a new claim a few
 *  comparisons, not one per claim of the ring. */
export async function linkedUnderBands(
  db: Queryable,
  bands: readonly string[],
  perCluster: number,
): Promise<(LinkedMatch & { signature: string })[]> {
  if (bands.length === 0) return [];
  const { rows } = await db.query<{ claim_id: string; cluster_id: string; signature: string }>(
    `SELECT claim_id, cluster_id, signature FROM (
       SELECT l.claim_id, l.cluster_id, l.signature,
         row_number() OVER (PARTITION BY l.cluster_id ORDER BY count(*) DESC, l.claim_id) AS place
       FROM campaign_bands b JOIN campaign_claims l ON l.claim_id = b.claim_id
       WHERE b.band = ANY($1::text[]) GROUP BY l.claim_id, l.cluster_id, l.signature
     ) candidates WHERE place <= $2`,
    [bands, perCluster],
  );
  return rows.map((r) => ({ claimId: r.claim_id, clusterId: r.cluster_id, signature: r.signature }));
}

/** One link of a claim to an earlier linked one, and why. */
export interface CampaignLink {
  otherId: string;
  /** The kind of key they share (`email`, `phone`, ...) or `story` (similar free text). */
  evidence: string;
  similarity: number | null;
}

/** Records a claim as linked: its cluster, signature, bands and links; moves every claim of
 *  `mergedClusters` into its cluster. */
export async function insertLinkedClaim(
  db: Queryable,
  claim: { claimId: string; clusterId: string; signature: string | null; bands: readonly string[]; links: readonly CampaignLink[] },
  mergedClusters: readonly string[],
): Promise<void> {
  await db.query('INSERT INTO campaign_claims (claim_id, cluster_id, signature) VALUES ($1, $2, $3)', [
    claim.claimId,
    claim.clusterId,
    claim.signature,
  ]);
  if (claim.bands.length > 0)
    await db.query('INSERT INTO campaign_bands (band, claim_id) SELECT b, $2 FROM unnest($1::text[]) AS b ON CONFLICT DO NOTHING', [
      claim.bands,
      claim.claimId,
    ]);
  if (claim.links.length > 0)
    await db.query(
      `INSERT INTO campaign_links (claim_id, other_id, evidence, similarity)
       SELECT $1, o, e, s FROM unnest($2::uuid[], $3::text[], $4::real[]) AS l(o, e, s) ON CONFLICT DO NOTHING`,
      [claim.claimId, claim.links.map((l) => l.otherId), claim.links.map((l) => l.evidence), claim.links.map((l) => l.similarity)],
    );
  if (mergedClusters.length > 0)
    await db.query('UPDATE campaign_claims SET cluster_id = $1 WHERE cluster_id = ANY($2::uuid[])', [claim.clusterId, mergedClusters]);
}

/** The clusters among `clusterIds` of at least `minClaims` claims, with their sizes. */
export async function largeClusters(db: Queryable, clusterIds: readonly string[], minClaims: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ cluster_id: string; size: number | string }>(
    `SELECT cluster_id, count(*) AS size FROM campaign_claims WHERE cluster_id = ANY($1::uuid[])
     GROUP BY cluster_id HAVING count(*) >= $2`,
    [clusterIds, minClaims],
  );
  return new Map(rows.map((r) => [r.cluster_id, Number(r.size)]));
}

/** The clusters of these claims. */
export async function clustersOfClaims(db: Queryable, claimIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ cluster_id: string }>(
    'SELECT DISTINCT cluster_id FROM campaign_claims WHERE claim_id = ANY($1::uuid[])',
    [claimIds],
  );
  return rows.map((r) => r.cluster_id);
}

/** What joined a cluster's claims: links by kind of evidence. */
export async function clusterEvidence(db: Queryable, clusterId: string): Promise<{ evidence: string; links: number }[]> {
  const { rows } = await db.query<{ evidence: string; links: number | string }>(
    `SELECT k.evidence, count(*) AS links FROM campaign_links k JOIN campaign_claims l ON l.claim_id = k.claim_id
     WHERE l.cluster_id = $1 GROUP BY k.evidence ORDER BY count(*) DESC, k.evidence`,
    [clusterId],
  );
  return rows.map((r) => ({ evidence: r.evidence, links: Number(r.links) }));
}

/** A cluster's claims, oldest first, each with its screening (null for a claim filed before
 *  screening). */
export async function clusterScreening(
  db: Queryable,
  clusterId: string,
): Promise<{ claimId: string; referenceCode: string; score: number | null; flags: { name: string }[] | null }[]> {
  const { rows } = await db.query<{ claim_id: string; reference_code: string; score: number | string | null; flags: unknown }>(
    `SELECT l.claim_id, c.reference_code, s.score, s.flags FROM campaign_claims l
     JOIN claims c ON c.id = l.claim_id LEFT JOIN claim_screening s ON s.claim_id = l.claim_id
     WHERE l.cluster_id = $1 ORDER BY c.created_at, c.id`,
    [clusterId],
  );
  return rows.map((r) => ({
    claimId: r.claim_id,
    referenceCode: r.reference_code,
    score: r.score === null ? null : Number(r.score),
    flags: r.flags === null ? null : ((typeof r.flags === 'string' ? JSON.parse(r.flags) : r.flags) as { name: string }[]),
  }));
}

/** Adds `flag` to a screened claim that lacks a flag of its name: the score and seal written
 *  from what the row holds under its lock, so a flag added by intake meanwhile is kept. False
 *  when the claim already carries it. */
export async function addFlagAfterIntake(
  db: Queryable,
  claimId: string,
  flag: { name: string; reason: string; matches: string[]; weight: number },
  seal: (score: number, flags: unknown[]) => string,
): Promise<boolean> {
  const { rows } = await db.query<{ score: number | string; flags: unknown }>(
    'SELECT score, flags FROM claim_screening WHERE claim_id = $1 FOR UPDATE',
    [claimId],
  );
  const row = rows[0];
  if (!row) return false;
  const flags = (typeof row.flags === 'string' ? JSON.parse(row.flags) : row.flags) as { name: string }[];
  if (flags.some((f) => f.name === flag.name)) return false;
  const next = [...flags, flag];
  const score = Math.min(100, Number(row.score) + flag.weight);
  await db.query('UPDATE claim_screening SET flags = $2::jsonb, score = $3, seal = $4 WHERE claim_id = $1', [
    claimId,
    JSON.stringify(next),
    score,
    seal(score, next),
  ]);
  return true;
}

/** A cluster as the desk and the admin calls list it. */
interface ClusterSummary {
  clusterId: string;
  /** The reference code of its first claim: how the desk names and opens it. */
  referenceCode: string;
  size: number;
  newestAt: Date;
  highestScore: number | null;
  /** Its claims not reviewed yet. */
  pending: number;
  evidence: { evidence: string; links: number }[];
}

/** The clusters of at least `minClaims` claims, highest score first, then newest, at most `limit`. */
export async function listClusters(db: Queryable, minClaims: number, limit: number): Promise<ClusterSummary[]> {
  const { rows } = await db.query<{
    cluster_id: string;
    size: number | string;
    newest: Date | string;
    highest: number | string | null;
    pending: number | string;
    first_code: string;
  }>(
    `SELECT l.cluster_id, count(*) AS size, max(c.created_at) AS newest, max(s.score) AS highest,
       count(*) FILTER (WHERE r.decision IS NULL) AS pending,
       (array_agg(c.reference_code ORDER BY c.created_at, c.id))[1] AS first_code
     FROM campaign_claims l JOIN claims c ON c.id = l.claim_id
     LEFT JOIN claim_screening s ON s.claim_id = l.claim_id LEFT JOIN claim_reviews r ON r.claim_id = l.claim_id
     GROUP BY l.cluster_id HAVING count(*) >= $1
     ORDER BY max(s.score) DESC NULLS LAST, max(c.created_at) DESC, l.cluster_id LIMIT $2`,
    [minClaims, limit],
  );
  const evidence = await evidenceOfClusters(
    db,
    rows.map((r) => r.cluster_id),
  );
  return rows.map((r) => ({
    clusterId: r.cluster_id,
    referenceCode: r.first_code,
    size: Number(r.size),
    newestAt: new Date(r.newest),
    highestScore: r.highest === null ? null : Number(r.highest),
    pending: Number(r.pending),
    evidence: evidence.get(r.cluster_id) ?? [],
  }));
}

/** What joined each cluster's claims, by kind of evidence, for several clusters at once. */
async function evidenceOfClusters(
  db: Queryable,
  clusterIds: readonly string[],
): Promise<Map<string, { evidence: string; links: number }[]>> {
  if (clusterIds.length === 0) return new Map();
  const { rows } = await db.query<{ cluster_id: string; evidence: string; links: number | string }>(
    `SELECT l.cluster_id, k.evidence, count(*) AS links FROM campaign_links k JOIN campaign_claims l ON l.claim_id = k.claim_id
     WHERE l.cluster_id = ANY($1::uuid[]) GROUP BY l.cluster_id, k.evidence ORDER BY count(*) DESC, k.evidence`,
    [clusterIds],
  );
  const found = new Map<string, { evidence: string; links: number }[]>();
  for (const r of rows) found.set(r.cluster_id, [...(found.get(r.cluster_id) ?? []), { evidence: r.evidence, links: Number(r.links) }]);
  return found;
}

/** The cluster of the claim with this reference code, when it was linked. */
export async function clusterOfClaim(db: Queryable, referenceCode: string): Promise<string | null> {
  const { rows } = await db.query<{ cluster_id: string }>(
    'SELECT l.cluster_id FROM campaign_claims l JOIN claims c ON c.id = l.claim_id WHERE c.reference_code = $1',
    [referenceCode],
  );
  return rows[0]?.cluster_id ?? null;
}

/** A cluster's claims, oldest first, with what the desk lists of each. At most `limit`. */
export async function clusterClaims(
  db: Queryable,
  clusterId: string,
  limit: number,
): Promise<
  {
    referenceCode: string;
    formType: string;
    createdAt: Date;
    state: string;
    score: number | null;
    flags: string[];
    review: string | null;
  }[]
> {
  const { rows } = await db.query<{
    reference_code: string;
    form_type: string;
    created_at: Date | string;
    state: string;
    score: number | string | null;
    flags: unknown;
    decision: string | null;
  }>(
    `SELECT c.reference_code, c.form_type, c.created_at, c.state, s.score, s.flags, r.decision
     FROM campaign_claims l JOIN claims c ON c.id = l.claim_id
     LEFT JOIN claim_screening s ON s.claim_id = l.claim_id LEFT JOIN claim_reviews r ON r.claim_id = l.claim_id
     WHERE l.cluster_id = $1 ORDER BY c.created_at, c.id LIMIT $2`,
    [clusterId, limit],
  );
  return rows.map((r) => {
    const flags = (r.flags === null ? [] : typeof r.flags === 'string' ? JSON.parse(r.flags) : r.flags) as { name: string }[];
    return {
      referenceCode: r.reference_code,
      formType: r.form_type,
      createdAt: new Date(r.created_at),
      state: r.state,
      score: r.score === null ? null : Number(r.score),
      flags: flags.map((f) => f.name),
      review: r.decision,
    };
  });
}

/** The reference codes of the claims in the cluster of `referenceCode` (itself included), oldest
 *  first, at most `limit`. */
export async function clusterMatesOf(db: Queryable, referenceCode: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ reference_code: string }>(
    `SELECT c.reference_code FROM campaign_claims me JOIN claims mine ON mine.id = me.claim_id
     JOIN campaign_claims l ON l.cluster_id = me.cluster_id JOIN claims c ON c.id = l.claim_id
     WHERE mine.reference_code = $1 ORDER BY c.created_at, c.id LIMIT $2`,
    [referenceCode, limit],
  );
  return rows.map((r) => r.reference_code);
}
