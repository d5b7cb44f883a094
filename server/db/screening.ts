// The screening tables (migration 6): velocity counters, each claim's flags and identity keys,
// and the administrators' reviews. See server/screening/ for what they are used for.
import type { Queryable } from './database';
import type { SessionVisit } from './session-signals';

/** One counter to bump: its key and the length of its window. */
interface CounterBump {
  key: string;
  windowMinutes: number;
}

/** An earlier, committed claim that shares a key with the one being screened. Its name and
 *  address are as stored: sealed under its data key (privacy/sealed-screening.ts), whose wrapped
 *  row comes with it, so opening them costs no query more. */
export interface KeyMatch {
  kind: string;
  claimId: string;
  referenceCode: string;
  nameKey: string;
  addressKey: string;
  /** The claim's wrapped data key (null when it has none or it was destroyed). */
  dataKey: { kekId: string; wrapped: string | null } | null;
}

/** What screening asks the database about a claim before deciding on it. */
interface ScreeningLookup {
  /** Counters to count the claim against (keys distinct). */
  bumps: readonly CounterBump[];
  /** Identity keys whose earlier claims are wanted. */
  keys: readonly string[];
  /** Those of `keys` that name a block of candidates (near duplicates), not one identity: only
   *  their matches are bounded by `limit`. The others (the same person, email, phone, payout
   *  account) are exact keys, and every claim under one is returned, however crowded the blocks. */
  blockKeys: readonly string[];
  /** Most matches under the block keys returned, newest first (default 400). */
  limit?: number;
  /** The keyed id of the session that sent the claim, whose visits are read in the same
   *  statement (session-signals.ts); null for none. */
  sessionIdHash?: string | null;
}

/** A matched key's claim, by its primary keys. The `LIMIT 1` keeps this a lateral subquery the
 *  planner cannot fold into a join: the statement runs on a generic plan, which cannot know how
 *  few keys match, and as a join it hashed every stored claim and data key (two sequential scans
 *  of each table) for every claim screened. Run once per matched key, it costs an index lookup
 *  each. */
const CLAIM_OF_KEY = `
  SELECT c.reference_code, c.created_at, s.name_key, s.address_key, d.kek_id, d.wrapped
  FROM claims c
  JOIN claim_screening s ON s.claim_id = c.id
  LEFT JOIN data_keys d ON d.owner_id = c.id
  WHERE c.id = k.claim_id
  LIMIT 1`;

/** Counts one claim against each counter and finds the committed claims sharing any of its keys,
 *  in one statement (one round trip). What the statement reads and writes:
 *  - counters: a key whose window is over starts a new one. Each row is updated under its own row
 *    lock, so concurrent claims (on any server) each get a different count and none slips
 *    through. Claims from one address or with one story bump the same rows, each waiting for the
 *    one before to commit: the statement commits without waiting for its WAL to reach the disk
 *    (`synchronous_commit` off for this transaction alone), so a row is held for the update
 *    itself, not for an fsync. Nothing a stored claim relies on is lost by that: its own insert,
 *    which comes later and commits durably, flushes the WAL up to it, counts included. A crash
 *    can only lose counts of claims that were never stored.
 *  - matches: the keys are looked up first (by the index on the key), and only their claims
 *    joined, so the work grows with the matches and not with the claims stored (a plan that walked
 *    claims newest first and tested each against the keys cost one full pass of the claims per
 *    claim). Only the block keys' candidates are bounded, the newest first: a crowded block (one
 *    building, a common family name in one ZIP) may hold thousands. Exact keys never are: when
 *    one bound held them all, a verbatim refiling of a claim older than a crowded block's 400
 *    newest went unflagged.
 *  - claims per kind of key: how many stored claims share each kind of key (a claim under two keys
 *    of one kind, a two-part family name's, counted once), however many the
 *    matches leave out; for `near:last`, how common the claimant's last name is in the postal
 *    code (the prior near duplicates are weighed by). */
export async function screeningLookup(
  db: Queryable,
  lookup: ScreeningLookup,
): Promise<{
  counts: Map<string, { count: number; resetAt: Date }>;
  matches: KeyMatch[];
  claimsPerKind: Map<string, number>;
  visits: SessionVisit[];
}> {
  const params: unknown[] = [
    lookup.bumps.map((b) => b.key),
    lookup.bumps.map((b) => b.windowMinutes),
    lookup.keys,
    lookup.limit ?? 400,
    lookup.blockKeys,
    lookup.sessionIdHash ?? null,
  ];
  const { rows } = await db.query<{
    key: string | null;
    count: number | null;
    reset_at: Date | string | null;
    kind: string | null;
    claim_id: string | null;
    reference_code: string | null;
    name_key: string | null;
    address_key: string | null;
    kek_id: string | null;
    wrapped: string | null;
    page: string | null;
    first_ms: number | string | null;
    last_ms: number | string | null;
  }>(
    `WITH bumped AS (
       INSERT INTO screening_counters AS c (key, window_start, window_minutes, count)
       SELECT k, now(), m, 1 FROM unnest($1::text[], $2::int[]) AS b(k, m)
       WHERE set_config('synchronous_commit', 'off', true) = 'off'
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.window_start + make_interval(mins => c.window_minutes) <= now() THEN 1 ELSE c.count + 1 END,
         window_start = CASE WHEN c.window_start + make_interval(mins => c.window_minutes) <= now() THEN now() ELSE c.window_start END,
         window_minutes = EXCLUDED.window_minutes
       RETURNING key, count, window_start + make_interval(mins => window_minutes) AS reset_at
     ), keyed AS MATERIALIZED (
       SELECT kind, claim_id, key = ANY($5::text[]) AS block FROM screening_keys WHERE key = ANY($3::text[])
     ), matched AS (
       (SELECT k.kind, k.claim_id, m.reference_code, m.name_key, m.address_key, m.kek_id, m.wrapped
        FROM keyed k CROSS JOIN LATERAL (${CLAIM_OF_KEY}) m
        WHERE NOT k.block)
       UNION ALL
       (SELECT k.kind, k.claim_id, m.reference_code, m.name_key, m.address_key, m.kek_id, m.wrapped
        FROM keyed k CROSS JOIN LATERAL (${CLAIM_OF_KEY}) m
        WHERE k.block
        ORDER BY m.created_at DESC
        LIMIT $4)
     )
     SELECT key, count, reset_at, NULL AS kind, NULL::uuid AS claim_id, NULL AS reference_code, NULL AS name_key,
       NULL AS address_key, NULL AS kek_id, NULL AS wrapped, NULL AS page, NULL::numeric AS first_ms, NULL::numeric AS last_ms
     FROM bumped
     UNION ALL
     SELECT NULL, NULL, NULL, kind, claim_id, reference_code, name_key, address_key, kek_id, wrapped, NULL, NULL, NULL FROM matched
     UNION ALL
     SELECT NULL, count(DISTINCT claim_id)::int, NULL, kind, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM keyed GROUP BY kind
     UNION ALL
     SELECT NULL, hits, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, page,
       extract(epoch FROM first_at) * 1000, extract(epoch FROM last_at) * 1000
     FROM session_signals WHERE id_hash = $6`,
    params,
  );
  const counts = new Map<string, { count: number; resetAt: Date }>();
  const matches: KeyMatch[] = [];
  const claimsPerKind = new Map<string, number>();
  const visits: SessionVisit[] = [];
  for (const r of rows) {
    if (r.page !== null)
      visits.push({
        idHash: lookup.sessionIdHash!,
        page: r.page,
        firstAt: Number(r.first_ms),
        lastAt: Number(r.last_ms),
        hits: Number(r.count),
      });
    else if (r.key !== null) counts.set(r.key, { count: Number(r.count), resetAt: new Date(r.reset_at!) });
    else if (r.claim_id === null) claimsPerKind.set(r.kind!, Number(r.count));
    else
      matches.push({
        kind: r.kind!,
        claimId: r.claim_id!,
        referenceCode: r.reference_code!,
        nameKey: r.name_key!,
        addressKey: r.address_key!,
        dataKey: r.kek_id === null ? null : { kekId: r.kek_id, wrapped: r.wrapped },
      });
  }
  return { counts, matches, claimsPerKind, visits };
}

/** The claims among `claimIds` stored under `key`: one index look-up of the key, for the few
 *  near duplicates whose names alone are weak evidence (screening/screen.ts). */
export async function claimsUnderKey(db: Queryable, key: string, claimIds: readonly string[]): Promise<Set<string>> {
  if (claimIds.length === 0) return new Set();
  const { rows } = await db.query<{ claim_id: string }>(
    'SELECT DISTINCT claim_id FROM screening_keys WHERE key = $1 AND claim_id = ANY($2::uuid[])',
    [key, claimIds],
  );
  return new Set(rows.map((r) => r.claim_id));
}

/** The counters among `keys` whose window is still open, read without counting anything: what a
 *  claim's refusing counters say before the claim is counted (screening/early-refusal.ts). */
export async function openCounters(db: Queryable, keys: readonly string[]): Promise<Map<string, { count: number; resetAt: Date }>> {
  const { rows } = await db.query<{ key: string; count: number; reset_at: Date | string }>(
    `SELECT key, count, window_start + make_interval(mins => window_minutes) AS reset_at
     FROM screening_counters
     WHERE key = ANY($1::text[]) AND window_start + make_interval(mins => window_minutes) > now()`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: new Date(r.reset_at) }]));
}

/** One flag of a claim: which signal, why, the claims it matched (reference codes), and its
 *  weight in the score when it was raised (absent on flags stored before weights were). */
interface StoredFlag {
  name: string;
  reason: string;
  matches: string[];
  weight?: number;
}

/** What screening stores of one claim: written by the claim's own insert (db/claims.ts), in its
 *  transaction. */
export interface ScreeningRecord {
  score: number;
  flags: StoredFlag[];
  /** The keyed seal of the score and flags (screening/seal.ts). */
  seal: string;
  /** The normalised name and address, sealed under the claim's data key (privacy/sealed-screening.ts). */
  nameKey: string;
  addressKey: string;
  keys: readonly { kind: string; key: string }[];
}

/** Puts an amended claim's screening in place of the one it was filed with. */
export async function replaceClaimScreening(tx: Queryable, claimId: string, record: ScreeningRecord): Promise<void> {
  await tx.query(
    `INSERT INTO claim_screening (claim_id, score, flags, name_key, address_key, seal) VALUES ($1, $2, $3::jsonb, $4, $5, $6)
     ON CONFLICT (claim_id) DO UPDATE SET score = EXCLUDED.score, flags = EXCLUDED.flags, name_key = EXCLUDED.name_key,
       address_key = EXCLUDED.address_key, seal = EXCLUDED.seal`,
    [claimId, record.score, JSON.stringify(record.flags), record.nameKey, record.addressKey, record.seal],
  );
  // Rare (an amendment), so the scan without an index by claim (migration 7) is acceptable.
  await tx.query('DELETE FROM screening_keys WHERE claim_id = $1', [claimId]);
  await tx.query(
    'INSERT INTO screening_keys (claim_id, kind, key) SELECT $1, k.kind, k.key FROM unnest($2::text[], $3::text[]) AS k(kind, key)',
    [claimId, record.keys.map((k) => k.kind), record.keys.map((k) => k.key)],
  );
}

/** Adds `flag` to the committed claims stored under `key` in the last `windowMinutes` that do not
 *  carry a flag of that name yet, its weight added to their score (at most 100, as scoreOf adds
 *  them). Returns how many claims it flagged. */
export async function flagEarlierClaims(
  db: Queryable,
  key: string,
  windowMinutes: number,
  flag: StoredFlag & { weight: number },
  seal: (claimId: string, score: number, flags: unknown) => string,
): Promise<number> {
  const { rows } = await db.query<{ claim_id: string; score: number | string; flags: unknown }>(
    `UPDATE claim_screening s SET flags = s.flags || jsonb_build_array($3::jsonb), score = least(100, s.score + $4)
     FROM screening_keys k JOIN claims c ON c.id = k.claim_id
     WHERE k.key = $1 AND s.claim_id = k.claim_id AND c.created_at > now() - make_interval(mins => $2)
       AND NOT s.flags @> jsonb_build_array(jsonb_build_object('name', $5::text))
     RETURNING s.claim_id, s.score, s.flags`,
    [key, windowMinutes, JSON.stringify(flag), flag.weight, flag.name],
  );
  // Each row changed is sealed again with what it now says (statements apart: a rare path, a
  // burst's first few claims).
  for (const row of rows) {
    const flags = typeof row.flags === 'string' ? JSON.parse(row.flags) : row.flags;
    await db.query('UPDATE claim_screening SET seal = $2 WHERE claim_id = $1', [
      row.claim_id,
      seal(row.claim_id, Number(row.score), flags),
    ]);
  }
  return rows.length;
}

/** True when a claim is stored under this idempotency key (a retry of a stored claim). */
export async function claimStoredUnderKey(db: Queryable, idempotencyKey: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM claims WHERE idempotency_key = $1', [idempotencyKey]);
  return rows.length > 0;
}

/** Removes counters whose window ended a day ago or more, and screening rows of claims that never
 *  committed (older than a day). Returns how many rows went. */
export async function purgeScreening(db: Queryable): Promise<number> {
  const counters = await db.query(
    `DELETE FROM screening_counters WHERE window_start + make_interval(mins => window_minutes) < now() - interval '1 day' RETURNING 1`,
  );
  const orphans = await db.query(
    `DELETE FROM claim_screening s WHERE s.created_at < now() - interval '1 day'
       AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.id = s.claim_id) RETURNING claim_id`,
  );
  const orphanKeys = await db.query(
    `DELETE FROM screening_keys k WHERE NOT EXISTS (SELECT 1 FROM claim_screening s WHERE s.claim_id = k.claim_id) RETURNING 1`,
  );
  return counters.rows.length + orphans.rows.length + orphanKeys.rows.length;
}

/** An administrator's decision on a claim. */
export const reviewDecisions = ['approved', 'rejected', 'deficient'] as const;
/** One review decision. */
export type ReviewDecision = (typeof reviewDecisions)[number];

/** A claim's latest review. */
export interface ClaimReview {
  decision: ReviewDecision;
  reason: string;
  reviewer: string;
  reviewedAt: string;
}

/** Records (or replaces) the review of a claim; false when no claim has that id. */
export async function upsertReview(db: Queryable, claimId: string, review: Omit<ClaimReview, 'reviewedAt'>): Promise<ClaimReview | null> {
  const { rows } = await db.query<{ reviewed_at: Date | string }>(
    `INSERT INTO claim_reviews (claim_id, decision, reason, reviewer)
     SELECT id, $2, $3, $4 FROM claims WHERE id = $1
     ON CONFLICT (claim_id) DO UPDATE SET decision = EXCLUDED.decision, reason = EXCLUDED.reason,
       reviewer = EXCLUDED.reviewer, reviewed_at = now()
     RETURNING reviewed_at`,
    [claimId, review.decision, review.reason, review.reviewer],
  );
  return rows[0] ? { ...review, reviewedAt: new Date(rows[0].reviewed_at).toISOString() } : null;
}

/** A claim's screening as administrators see it: score, flags, review. */
export interface ScreeningView {
  score: number;
  flags: StoredFlag[];
  review: ClaimReview | null;
}

interface ScreeningRow {
  claim_id: string;
  score: number | null;
  flags: StoredFlag[] | string | null;
  decision: ReviewDecision | null;
  reason: string | null;
  reviewer: string | null;
  reviewed_at: Date | string | null;
}

function toView(r: ScreeningRow): ScreeningView {
  const flags = typeof r.flags === 'string' ? (JSON.parse(r.flags) as StoredFlag[]) : (r.flags ?? []);
  return {
    score: Number(r.score ?? 0),
    flags,
    review: r.decision
      ? { decision: r.decision, reason: r.reason ?? '', reviewer: r.reviewer ?? '', reviewedAt: new Date(r.reviewed_at!).toISOString() }
      : null,
  };
}

/** The screening of each claim of `claimIds` that was screened or reviewed (claims filed before
 *  screening have none). */
export async function screeningOfClaims(db: Queryable, claimIds: readonly string[]): Promise<Map<string, ScreeningView>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query<ScreeningRow>(
    `SELECT c.id AS claim_id, s.score, s.flags, r.decision, r.reason, r.reviewer, r.reviewed_at
     FROM unnest($1::uuid[]) AS c(id)
     LEFT JOIN claim_screening s ON s.claim_id = c.id
     LEFT JOIN claim_reviews r ON r.claim_id = c.id
     WHERE s.claim_id IS NOT NULL OR r.claim_id IS NOT NULL`,
    [claimIds],
  );
  return new Map(rows.map((r) => [r.claim_id, toView(r)]));
}

/** What the review queue may be filtered by. */
export interface ScreeningFilter {
  flag?: string;
  minScore?: number;
  maxScore?: number;
  /** `pending`: not reviewed yet; or one decision. */
  review?: 'pending' | ReviewDecision;
}

/** A claim in the review queue. */
interface QueuedClaim extends ScreeningView {
  claimId: string;
  referenceCode: string;
  formType: string;
  createdAt: Date;
  createdAtMicros: string;
}

/** Screened claims of a filter, highest score first, then oldest, after a position. */
export async function screeningQueue(
  db: Queryable,
  filter: ScreeningFilter,
  after: { score: number; createdAtMicros: string; id: string } | null,
  limit: number,
): Promise<QueuedClaim[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.flag) where.push(`s.flags @> ${param(JSON.stringify([{ name: filter.flag }]))}::jsonb`);
  if (filter.minScore !== undefined) where.push(`s.score >= ${param(filter.minScore)}`);
  if (filter.maxScore !== undefined) where.push(`s.score <= ${param(filter.maxScore)}`);
  if (filter.review === 'pending') where.push('r.decision IS NULL');
  else if (filter.review) where.push(`r.decision = ${param(filter.review)}`);
  const micros = '(extract(epoch FROM c.created_at) * 1000000)::bigint';
  if (after) {
    const s = param(after.score);
    const m = param(after.createdAtMicros);
    const i = param(after.id);
    where.push(`(s.score < ${s} OR (s.score = ${s} AND (${micros} > ${m}::bigint OR (${micros} = ${m}::bigint AND c.id > ${i}::uuid))))`);
  }
  const { rows } = await db.query<ScreeningRow & { reference_code: string; form_type: string; created_at: Date | string; micros: string }>(
    `SELECT c.id AS claim_id, c.reference_code, c.form_type, c.created_at, ${micros}::text AS micros,
       s.score, s.flags, r.decision, r.reason, r.reviewer, r.reviewed_at
     FROM claim_screening s
     JOIN claims c ON c.id = s.claim_id
     LEFT JOIN claim_reviews r ON r.claim_id = c.id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY s.score DESC, c.created_at, c.id
     LIMIT ${param(limit)}`,
    params,
  );
  return rows.map((r) => ({
    ...toView(r),
    claimId: r.claim_id,
    referenceCode: r.reference_code,
    formType: r.form_type,
    createdAt: new Date(r.created_at),
    createdAtMicros: r.micros,
  }));
}
