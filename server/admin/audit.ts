// Every administrator action is written to the audit log (db/audit-log.ts) with who, what, on
// which claim and the outcome; a review is also written as the state it sets, in the review's own
// transaction. `verifyAuditLog` walks the chain, checks it against the signed checkpoints kept
// outside the database (admin/audit-checkpoints.ts), and replays the reviews the chain recorded
// against the claim_reviews rows; it names the first thing that does not fit. See docs/audit.md.
import { parseArgs } from 'node:util';
import {
  appendAuditEntry,
  appendAuditEntryIn,
  entryHash,
  readAuditEntries,
  unkeyedEntryHash,
  GENESIS_HASH,
  type AuditRow,
} from '../db/audit-log';
import type { Database, Queryable } from '../db/database';
import type { ClaimReview } from '../db/screening';
import { DEVELOPMENT_AUDIT_KEY } from '../settings/setting-definitions';
import { checkpointSigned, type StoredCheckpoint } from './audit-checkpoints';
import { screeningSeal } from '../screening/seal';

/** What one admin action records. */
export interface AuditAction {
  /** Who acted: the reviewer named, or how (`admin token`, `cli:<user>`). */
  actor: string;
  /** What was done, e.g. `GET /api/admin/claims` or `cli review`. */
  action: string;
  /** The claim concerned, when there is one. */
  referenceCode?: string | undefined;
  /** Parameters and outcome (status, filter, decision, reason). */
  detail?: Record<string, unknown>;
}

/** The action of the entry a review writes with the review itself: the state it sets. */
const REVIEW_SET = 'review set';

/** Writes one action to the audit log, stamped with the time. */
export function recordAdminAction(db: Database, key: string, action: AuditAction): Promise<AuditRow> {
  return appendAuditEntry(db, key, { at: new Date().toISOString(), ...action });
}

/** Writes the review just stored to the log, in the review's transaction `tx`. */
export function recordReview(tx: Queryable, key: string, referenceCode: string, review: ClaimReview): Promise<AuditRow> {
  return appendAuditEntryIn(tx, key, {
    at: new Date().toISOString(),
    actor: review.reviewer,
    action: REVIEW_SET,
    referenceCode,
    detail: { decision: review.decision, reason: review.reason, reviewer: review.reviewer, reviewedAt: review.reviewedAt },
  });
}

/** The outcome of a check of the whole log. */
export type AuditVerification =
  | {
      ok: true;
      entries: number;
      lastHash: string;
      /** Entries at the start written before AUDIT_KEY (plain SHA-256): the migration's note. */
      unkeyedEntries: number;
      /** The newest checkpoint the log was checked against. */
      checkpoint: { entries: number; at: string } | null;
      /** Reviews in the database, each matched with the entry that set it. */
      reviews: number;
      notes: string[];
    }
  | { ok: false; entries: number; problem: string; seq?: number };

/** A review as the chain recorded it; reviewedAt is unknown for entries written before AUDIT_KEY. */
type ChainReview = { seq: number; decision: string; reason: string; reviewer: string; reviewedAt?: string };

/** The review an entry sets, if it sets one: a `review set` entry, or (before AUDIT_KEY, when
 *  the call's own entry was the only one) a successful review call or `cli review` command. */
function reviewOf(content: Record<string, unknown>, unkeyed: boolean): { code: string; review: Omit<ChainReview, 'seq'> } | null {
  const detail = (content.detail ?? {}) as Record<string, unknown>;
  const code = typeof content.referenceCode === 'string' ? content.referenceCode : null;
  if (content.action === REVIEW_SET && code) return { code, review: { ...(detail as Omit<ChainReview, 'seq'>) } };
  if (!unkeyed) return null;
  if (content.action === 'POST /api/admin/claims/:referenceCode/review' && detail.status === 200 && code)
    return { code, review: { decision: String(detail.decision), reason: String(detail.reason), reviewer: String(content.actor) } };
  if (content.action === 'cli review' && Array.isArray(detail.args)) {
    try {
      const { values, positionals } = parseArgs({
        args: detail.args as string[],
        allowPositionals: true,
        options: { decision: { type: 'string' }, reason: { type: 'string' }, reviewer: { type: 'string' } },
        strict: true,
      });
      if (positionals.length === 1 && values.decision && values.reason && values.reviewer)
        return {
          code: positionals[0]!.trim().toUpperCase(),
          review: { decision: values.decision, reason: values.reason.trim(), reviewer: values.reviewer.trim() },
        };
    } catch {
      // Not a command that could have succeeded: it set nothing.
    }
  }
  return null;
}

const describe = (r: { decision: string; reason: string; reviewer: string; reviewedAt?: string }) =>
  `${r.decision} by ${r.reviewer} (reason ${JSON.stringify(r.reason)}${r.reviewedAt ? `, at ${r.reviewedAt}` : ''})`;

/** Reads the log in order and checks each entry's place, link and keyed hash; then the log's
 *  length and hashes against every checkpoint; then each claim's review against the chain. */
export async function verifyAuditLog(db: Queryable, key: string, checkpoints: readonly StoredCheckpoint[]): Promise<AuditVerification> {
  // Checkpoints first: one that is not signed with the key is a problem of its own.
  const signed: { entries: number; lastHash: string; at: string }[] = [];
  for (const { name, checkpoint } of checkpoints) {
    if (!checkpoint || !checkpointSigned(key, checkpoint))
      return {
        ok: false,
        entries: 0,
        problem: `checkpoint ${name} is not signed with the audit key (it was changed, or written under another AUDIT_KEY)`,
      };
    signed.push(checkpoint);
  }
  const hashAt = new Map<number, string>();
  const wanted = new Set(signed.map((c) => c.entries));
  const reviews = new Map<string, ChainReview>();
  const states = new Map<string, { seq: number; state: string }>();

  let prevHash = GENESIS_HASH;
  let expected = 1;
  let unkeyed = 0;
  for (;;) {
    const rows = await readAuditEntries(db, expected - 1, 1000);
    for (const row of rows) {
      const entries = expected - 1;
      if (row.seq !== expected)
        return { ok: false, entries, seq: expected, problem: `entry ${expected} is missing (the next one is ${row.seq})` };
      if (row.prevHash !== prevHash)
        return {
          ok: false,
          entries,
          seq: row.seq,
          problem: `entry ${row.seq} does not link to the entry before it (expected previous hash ${prevHash}, found ${row.prevHash})`,
        };
      const keyed = entryHash(key, row.prevHash, row.seq, row.entry);
      if (keyed !== row.hash) {
        // A plain SHA-256 is what entries had before AUDIT_KEY: accepted only before the first
        // keyed entry, since anyone without the key can compute it.
        const legacy = unkeyedEntryHash(row.prevHash, row.seq, row.entry) === row.hash;
        if (!legacy || unkeyed !== entries)
          return {
            ok: false,
            entries,
            seq: row.seq,
            problem: legacy
              ? `entry ${row.seq} is hashed without the audit key after keyed entries: it was rewritten by someone without the key (expected hash ${keyed}, found ${row.hash})`
              : `entry ${row.seq} was changed after it was written (its hash does not match its content under the audit key: expected ${keyed}, found ${row.hash})`,
          };
        unkeyed += 1;
      }
      try {
        const content = JSON.parse(row.entry) as Record<string, unknown>;
        const found = reviewOf(content, keyed !== row.hash);
        if (found) reviews.set(found.code, { seq: row.seq, ...found.review });
        const change = stateChangeOf(content);
        if (change) states.set(change.code, { seq: row.seq, state: change.state });
      } catch {
        // Content that is not JSON sets no review; its hash was checked above.
      }
      if (wanted.has(row.seq)) hashAt.set(row.seq, row.hash);
      prevHash = row.hash;
      expected += 1;
    }
    if (rows.length < 1000) break;
  }
  const entries = expected - 1;

  let newest: (typeof signed)[number] | null = null;
  for (const checkpoint of signed) {
    if (checkpoint.entries > entries)
      return {
        ok: false,
        entries,
        seq: entries + 1,
        problem:
          `the log has ${entries} entries, but the checkpoint of ${checkpoint.at} counted ${checkpoint.entries}: ` +
          `entries ${entries + 1} to ${checkpoint.entries} were removed`,
      };
    const found = checkpoint.entries === 0 ? GENESIS_HASH : hashAt.get(checkpoint.entries);
    if (found !== checkpoint.lastHash)
      return {
        ok: false,
        entries,
        seq: checkpoint.entries,
        problem:
          `entry ${checkpoint.entries} has the hash ${found}, but the checkpoint of ${checkpoint.at} recorded ${checkpoint.lastHash}: ` +
          'the chain up to it was rewritten',
      };
    if (!newest || checkpoint.entries > newest.entries) newest = checkpoint;
  }

  const problem = (await compareReviews(db, reviews)) ?? (await compareStates(db, states)) ?? (await compareScreening(db, key));
  if (problem) return { ok: false, entries, problem };

  const notes: string[] = [];
  if (key === DEVELOPMENT_AUDIT_KEY)
    notes.push('the log is keyed with the published development key (AUDIT_KEY is unset): it proves nothing');
  if (unkeyed > 0)
    notes.push(`entries 1 to ${unkeyed} were written before AUDIT_KEY, with an unkeyed hash: the checkpoints, not the key, vouch for them`);
  if (!newest) notes.push('no checkpoint was found: entries removed from the end of the log cannot be detected until one is written');
  return {
    ok: true,
    entries,
    lastHash: prevHash,
    unkeyedEntries: unkeyed,
    checkpoint: newest ? { entries: newest.entries, at: newest.at } : null,
    reviews: reviews.size,
    notes,
  };
}

/** Each review in the database against the last one the chain recorded for its claim. */
/** The state a `case <transition>` entry (case-file/change-state.ts) moved a claim to, if any. */
function stateChangeOf(content: Record<string, unknown>): { code: string; state: string } | null {
  const detail = (content.detail ?? {}) as Record<string, unknown>;
  if (typeof content.action !== 'string' || !content.action.startsWith('case ')) return null;
  if (typeof content.referenceCode !== 'string' || typeof detail.to !== 'string') return null;
  return { code: content.referenceCode, state: detail.to };
}

/** Each claim's state against the last change the chain recorded for it: a claim is `received`
 *  until a change moves it, and every change is written to the log in its own transaction, so a
 *  state the chain does not end on was set outside it. */
async function compareStates(db: Queryable, chain: Map<string, { seq: number; state: string }>): Promise<string | null> {
  const { rows } = await db.query<{ reference_code: string; state: string }>(
    `SELECT reference_code, state FROM claims WHERE state <> 'received' OR reference_code = ANY($1) ORDER BY reference_code`,
    [[...chain.keys()]],
  );
  for (const row of rows) {
    const recorded = chain.get(row.reference_code);
    if (!recorded)
      return `claim ${row.reference_code} is ${row.state} in the database, but no audit entry records a change of its state: it was set outside the audit log`;
    if (recorded.state !== row.state)
      return `claim ${row.reference_code} is ${row.state} in the database, but audit entry ${recorded.seq} last made it ${recorded.state}: it was changed outside the audit log`;
  }
  return null;
}

/** Each claim's screening result (score and flags) against its seal under the audit key: a score
 *  lowered or a flag removed in the database does not match it. Rows from before sealing have
 *  none and are not compared. A row deleted whole would leave nothing to compare, so a claim
 *  filed since results were sealed must have one: every claim is screened in the transaction
 *  that stores it. */
async function compareScreening(db: Queryable, key: string): Promise<string | null> {
  const unscreened = await db.query<{ reference_code: string }>(
    `SELECT c.reference_code FROM claims c
     WHERE c.created_at >= (SELECT applied_at FROM schema_migrations WHERE name = 'sealed screening results')
       AND NOT EXISTS (SELECT 1 FROM claim_screening s WHERE s.claim_id = c.id)
     ORDER BY c.reference_code LIMIT 1`,
  );
  const missing = unscreened.rows[0];
  if (missing)
    return `claim ${missing.reference_code} has no screening result, though every claim filed since results were sealed has one: it was deleted outside the server`;
  const { rows } = await db.query<{ reference_code: string; claim_id: string; score: number | string; flags: unknown; seal: string }>(
    `SELECT c.reference_code, s.claim_id, s.score, s.flags, s.seal FROM claim_screening s JOIN claims c ON c.id = s.claim_id
     WHERE s.seal IS NOT NULL ORDER BY c.reference_code`,
  );
  for (const row of rows) {
    const flags = typeof row.flags === 'string' ? JSON.parse(row.flags) : row.flags;
    if (screeningSeal(key, row.claim_id, Number(row.score), flags) !== row.seal)
      return `claim ${row.reference_code}'s screening (score ${Number(row.score)}, flags ${(flags as { name: string }[]).map((f) => f.name).join(', ') || 'none'}) does not match its seal: it was changed outside the server`;
  }
  return null;
}

async function compareReviews(db: Queryable, chain: Map<string, ChainReview>): Promise<string | null> {
  const { rows } = await db.query<{
    reference_code: string;
    decision: string;
    reason: string;
    reviewer: string;
    reviewed_at: Date | string;
  }>(
    'SELECT c.reference_code, r.decision, r.reason, r.reviewer, r.reviewed_at FROM claim_reviews r JOIN claims c ON c.id = r.claim_id ORDER BY c.reference_code',
  );
  const seen = new Set<string>();
  for (const row of rows) {
    seen.add(row.reference_code);
    const stored = {
      decision: row.decision,
      reason: row.reason,
      reviewer: row.reviewer,
      reviewedAt: new Date(row.reviewed_at).toISOString(),
    };
    const recorded = chain.get(row.reference_code);
    if (!recorded)
      return `the review of ${row.reference_code} in the database, ${describe(stored)}, was set outside the audit log (no entry records it)`;
    const same =
      recorded.decision === stored.decision &&
      recorded.reason === stored.reason &&
      recorded.reviewer === stored.reviewer &&
      (recorded.reviewedAt === undefined || recorded.reviewedAt === stored.reviewedAt);
    if (!same)
      return `the review of ${row.reference_code} in the database is ${describe(stored)}, but audit entry ${recorded.seq} set it to ${describe(recorded)}: it was changed outside the audit log`;
  }
  const { rows: claims } = await db.query<{ reference_code: string }>('SELECT reference_code FROM claims WHERE reference_code = ANY($1)', [
    [...chain.keys()].filter((code) => !seen.has(code)),
  ]);
  const removed = claims[0]?.reference_code;
  if (removed)
    return `the review of ${removed} that audit entry ${chain.get(removed)!.seq} set (${describe(chain.get(removed)!)}) is missing from the database`;
  return null;
}
