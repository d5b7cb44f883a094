// The review queue of screened claims, for GET /api/admin/screening, GET and POST
// /api/admin/claims/<code>/screening and `npm run admin -- flagged|evidence|review`: claims
// listed and filtered by flag and score, the evidence behind one claim's flags, and a review
// recorded with its reason and reviewer.
import { findClaimByReference } from '../db/claims';
import type { Database, Queryable } from '../db/database';
import {
  reviewDecisions,
  screeningOfClaims,
  screeningQueue,
  upsertReview,
  type ClaimReview,
  type ReviewDecision,
  type ScreeningFilter,
  type ScreeningView,
} from '../db/screening';
import { flagNames, flagWeights } from '../screening/flags';
import { recordReview } from './audit';
import { AdminInputError, PAGE_SIZE } from './claim-query';

/** The filter parameters as given (query string or CLI flags). */
interface ScreeningFilterInput {
  flag?: string | undefined;
  minScore?: string | undefined;
  maxScore?: string | undefined;
  review?: string | undefined;
}

function score(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 0 && n <= 100)) throw new AdminInputError(`${name} must be a whole number from 0 to 100; got "${value}".`);
  return n;
}

/** A queue filter from its parameters; unknown flags, scores and review states are refused. */
export function parseScreeningFilter(input: ScreeningFilterInput): ScreeningFilter {
  const filter: ScreeningFilter = {};
  if (input.flag) {
    if (!(flagNames as readonly string[]).includes(input.flag))
      throw new AdminInputError(`flag must be one of ${flagNames.join(', ')}; got "${input.flag}".`);
    filter.flag = input.flag;
  }
  const min = score('minScore', input.minScore);
  const max = score('maxScore', input.maxScore);
  if (min !== undefined) filter.minScore = min;
  if (max !== undefined) filter.maxScore = max;
  if (min !== undefined && max !== undefined && min > max) throw new AdminInputError(`minScore (${min}) is above maxScore (${max}).`);
  if (input.review) {
    const states = ['pending', ...reviewDecisions];
    if (!states.includes(input.review)) throw new AdminInputError(`review must be one of ${states.join(', ')}; got "${input.review}".`);
    filter.review = input.review as ScreeningFilter['review'];
  }
  return filter;
}

/** A claim in the queue: where it stands and where its evidence is. */
interface QueueEntry extends ScreeningView {
  referenceCode: string;
  formType: string;
  createdAt: string;
  url: string;
}

/** A page of the queue and the cursor of the next one. */
interface QueuePage {
  claims: QueueEntry[];
  nextCursor: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encode(position: { score: number; createdAtMicros: string; id: string }): string {
  return Buffer.from(`${position.score}.${position.createdAtMicros}.${position.id}`).toString('base64url');
}

/** The position a queue cursor names; one this server did not issue is refused. */
function parseQueueCursor(value: string | undefined): { score: number; createdAtMicros: string; id: string } | null {
  if (value === undefined || value === '') return null;
  const [s = '', micros = '', id = ''] = Buffer.from(value, 'base64url').toString().split('.');
  if (!/^\d{1,3}$/.test(s) || !/^-?\d{1,19}$/.test(micros) || !uuidPattern.test(id))
    throw new AdminInputError('cursor is not one this server issued: pass the nextCursor of the previous page unchanged.');
  return { score: Number(s), createdAtMicros: micros, id };
}

/** Up to `limit` screened claims of the filter, highest score first, then oldest. */
export async function listScreened(
  db: Queryable,
  filter: ScreeningFilter,
  cursor: string | undefined,
  limit: number = PAGE_SIZE.default,
): Promise<QueuePage> {
  const rows = await screeningQueue(db, filter, parseQueueCursor(cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    claims: page.map((r) => ({
      referenceCode: r.referenceCode,
      formType: r.formType,
      createdAt: r.createdAt.toISOString(),
      score: r.score,
      flags: r.flags,
      review: r.review,
      url: `/api/admin/claims/${encodeURIComponent(r.referenceCode)}/screening`,
    })),
    nextCursor: rows.length > limit && last ? encode({ score: last.score, createdAtMicros: last.createdAtMicros, id: last.claimId }) : null,
  };
}

/** The evidence of one claim: its flags with their reasons, weights and matched claims (each with
 *  its own address), its score and its review. */
interface Evidence extends ScreeningView {
  referenceCode: string;
  formType: string;
  createdAt: string;
  flags: (ScreeningView['flags'][number] & { weight: number; matchUrls: string[] })[];
}

async function claimOf(db: Queryable, referenceCode: string) {
  return (await findClaimByReference(db, referenceCode)) ?? (await findClaimByReference(db, referenceCode.trim().toUpperCase()));
}

/** The evidence behind a claim's flags, or null when no claim has the reference code. */
export async function claimEvidence(db: Queryable, referenceCode: string): Promise<Evidence | null> {
  const claim = await claimOf(db, referenceCode);
  if (!claim) return null;
  const view = (await screeningOfClaims(db, [claim.id])).get(claim.id) ?? { score: 0, flags: [], review: null };
  return {
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    createdAt: claim.createdAt.toISOString(),
    score: view.score,
    review: view.review,
    flags: view.flags.map((f) => ({
      ...f,
      weight: f.weight ?? flagWeights[f.name as keyof typeof flagWeights] ?? 0,
      matchUrls: f.matches.map((code) => `/api/admin/claims/${encodeURIComponent(code)}`),
    })),
  };
}

/** A review as an administrator gives it. */
interface ReviewInput {
  decision: unknown;
  reason: unknown;
  reviewer: unknown;
}

/** Checks and records a review; null when no claim has the reference code. */
export async function reviewClaim(
  db: Database,
  auditKey: string,
  referenceCode: string,
  input: ReviewInput,
): Promise<(ClaimReview & { referenceCode: string }) | null> {
  if (typeof input.decision !== 'string' || !(reviewDecisions as readonly string[]).includes(input.decision))
    throw new AdminInputError(`decision must be one of ${reviewDecisions.join(', ')}; got ${JSON.stringify(input.decision ?? null)}.`);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  const reviewer = typeof input.reviewer === 'string' ? input.reviewer.trim() : '';
  if (!reason || reason.length > 2000)
    throw new AdminInputError('reason must be given (at most 2000 characters): it is the evidence a court may ask for.');
  if (!reviewer || reviewer.length > 200) throw new AdminInputError('reviewer must name who reviewed the claim (at most 200 characters).');
  const claim = await claimOf(db, referenceCode);
  if (!claim) return null;
  // The review and its audit entry commit together: verify finds a review row no entry backs.
  return db.transaction(async (tx) => {
    const review = await upsertReview(tx, claim.id, { decision: input.decision as ReviewDecision, reason, reviewer });
    if (!review) return null;
    await recordReview(tx, auditKey, claim.referenceCode, review);
    return { ...review, referenceCode: claim.referenceCode };
  });
}
