// What the desk shows of one claim and how a decision on it is made. The answers are those of
// the export, in the package's terms, with sensitive ones masked (the desk has no reveal); beside
// them the screening evidence, with the claims each flag matched, and the case history. A
// decision is a case-file transition under the person's name: the role is checked inside the
// transition's own transaction, on the state it locked, and a decision on a screened claim
// records its review in the same transaction, so the queue's "pending" and the case agree.
import type { CaseState } from '../../src/contract/case-file';
import type { DeskClaim, DeskComparison, DeskQueuePage } from '../../src/contract/desk';
import { recordReview } from '../admin/audit';
import { caseHistory } from '../admin/case-admin';
import { packageAnswers } from '../admin/claim-view';
import { exportTerms } from '../admin/export-terms';
import { claimOpener } from '../admin/reveal';
import { claimEvidence, listScreened, parseScreeningFilter } from '../admin/screening-queue';
import { changeState, type ChangeContext, type ChangeOutcome } from '../case-file/change-state';
import { transitions, type TransitionName } from '../case-file/transitions';
import { findClaimByReference, listClaimFiles } from '../db/claims';
import { statesOf } from '../db/desk';
import type { Queryable } from '../db/database';
import { upsertReview, type ReviewDecision } from '../db/screening';
import { openClaims } from '../privacy/claim-payloads';
import type { Vault } from '../privacy/data-keys';
import type { Settlement } from '../settlement/settlement';
import { clusterOf } from './cluster';
import { auditName, type DeskPerson } from './people';
import { mayTransition, transitionsFor } from './permissions';

/** What a decision leaves as the screening review of a flagged claim. */
const reviewOf: Partial<Record<TransitionName, ReviewDecision>> = { approve: 'approved', deny: 'rejected', markDeficient: 'deficient' };

/** The role may not make this transition on the claim's state (403). */
export class DeskForbiddenError extends Error {}

/** The queue: screened claims, highest score first, each with its case state. */
export async function deskQueue(
  db: Queryable,
  query: { flag?: string | undefined; review?: string | undefined; cursor?: string | undefined },
): Promise<DeskQueuePage> {
  const page = await listScreened(db, parseScreeningFilter({ flag: query.flag, review: query.review }), query.cursor, 25);
  const states = await statesOf(
    db,
    page.claims.map((entry) => entry.referenceCode),
  );
  return {
    claims: page.claims.map((entry) => ({
      referenceCode: entry.referenceCode,
      formType: entry.formType,
      createdAt: entry.createdAt,
      score: entry.score,
      flags: entry.flags.map((flag) => flag.name),
      review: entry.review?.decision ?? null,
      state: (states.get(entry.referenceCode) ?? 'received') as CaseState,
    })),
    nextCursor: page.nextCursor,
  };
}

/** One claim as the desk shows it to `person`, or null when no claim has the reference code. */
export async function deskClaim(
  ctx: { db: Queryable; vault: Vault; settlement: Settlement },
  referenceCode: string,
  person: DeskPerson,
): Promise<DeskClaim | null> {
  const { db } = ctx;
  const stored = (await findClaimByReference(db, referenceCode)) ?? (await findClaimByReference(db, referenceCode.trim().toUpperCase()));
  if (!stored) return null;
  const masked = claimOpener(db, ctx.vault, undefined);
  const [claim] = await masked([stored]);
  const [files, evidence, history] = await Promise.all([
    listClaimFiles(db, stored.id),
    claimEvidence(db, stored.referenceCode),
    caseHistory(db, stored.referenceCode, masked),
  ]);
  const state = history?.state ?? 'received';
  const { answers } = packageAnswers(claim!, exportTerms(ctx.settlement.configs, ctx.settlement.formTypes));
  return {
    referenceCode: stored.referenceCode,
    formType: stored.formType,
    createdAt: stored.createdAt.toISOString(),
    state,
    answers,
    documents: files.map((file) => ({ id: file.id, name: file.originalName, type: file.contentType, size: file.sizeBytes })),
    screening: evidence && {
      score: evidence.score,
      flags: evidence.flags.map((flag) => ({ name: flag.name, reason: flag.reason, matches: flag.matches })),
      review: evidence.review && { decision: evidence.review.decision, reason: evidence.review.reason, reviewer: evidence.review.reviewer },
    },
    history: (history?.events ?? []).map((event) => ({
      at: event.createdAt,
      transition: event.transition,
      from: event.fromState,
      to: event.toState,
      actor: event.actor,
      reason: event.reason,
    })),
    transitions: transitionsFor(person.role, state),
    cluster: await clusterOf(db, stored.referenceCode),
  };
}

/** A decision at the desk: the transition under the person's name, refused with
 *  DeskForbiddenError when the role may not make it on the state the claim is in. */
export async function decide(
  ctx: ChangeContext,
  referenceCode: string,
  person: DeskPerson,
  input: { transition: TransitionName; reason?: string | undefined; items?: { dtoMapping: string; key: string }[] | undefined },
): Promise<ChangeOutcome> {
  const actor = auditName(person);
  return changeState(ctx, { referenceCode }, input.transition, actor, { reason: input.reason, items: input.items }, async (tx, claim) => {
    if (!mayTransition(person.role, input.transition, claim.state))
      throw new DeskForbiddenError(`A ${person.role} may not ${input.transition} a claim that is ${claim.state}.`);
    const decision = reviewOf[input.transition];
    if (!decision) return;
    const reason = input.reason?.trim() || `${transitions[input.transition].to} at the desk`;
    const review = await upsertReview(tx, claim.id, { decision, reason, reviewer: actor });
    if (review) await recordReview(tx, ctx.auditKey, claim.referenceCode, review);
  });
}

/** One claim's answers flattened to `<model>.<field>` (or `<model>.<n>.<field>`) and text. */
function flatAnswers(answers: Record<string, unknown>): Map<string, string> {
  const flat = new Map<string, string>();
  const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  for (const [model, value] of Object.entries(answers)) {
    if (Array.isArray(value))
      value.forEach((record: Record<string, unknown>, index) => {
        for (const [field, answer] of Object.entries(record ?? {})) flat.set(`${model}.${index + 1}.${field}`, text(answer));
      });
    else
      for (const [field, answer] of Object.entries((value ?? {}) as Record<string, unknown>)) flat.set(`${model}.${field}`, text(answer));
  }
  return flat;
}

/** How two answers are compared: the same words, whatever the case, spacing and punctuation. */
const comparable = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.,'"()-]+/g, ' ')
    .trim();

/** Two claims' answers side by side, or null when either does not exist. The answers are opened
 *  to compare them (a shared bank account is found only that way) but shown masked. */
export async function compareClaims(
  ctx: { db: Queryable; vault: Vault; settlement: Settlement },
  referenceCode: string,
  other: string,
): Promise<DeskComparison | null> {
  const find = async (code: string) =>
    (await findClaimByReference(ctx.db, code)) ?? (await findClaimByReference(ctx.db, code.trim().toUpperCase()));
  const [left, right] = await Promise.all([find(referenceCode), find(other)]);
  if (!left || !right) return null;
  const terms = exportTerms(ctx.settlement.configs, ctx.settlement.formTypes);
  const [shownLeft, shownRight] = await claimOpener(ctx.db, ctx.vault, undefined)([left, right]);
  const [plainLeft, plainRight] = await openClaims(ctx.db, ctx.vault, [left, right], 'plain');
  const shown = [flatAnswers(packageAnswers(shownLeft!, terms).answers), flatAnswers(packageAnswers(shownRight!, terms).answers)];
  const plain = [flatAnswers(packageAnswers(plainLeft!, terms).answers), flatAnswers(packageAnswers(plainRight!, terms).answers)];
  const fields = [...new Set([...shown[0]!.keys(), ...shown[1]!.keys()])];
  return {
    left: { referenceCode: left.referenceCode, formType: left.formType },
    right: { referenceCode: right.referenceCode, formType: right.formType },
    rows: fields.map((field) => {
      const [a, b] = [plain[0]!.get(field), plain[1]!.get(field)];
      return {
        field,
        left: shown[0]!.get(field) ?? null,
        right: shown[1]!.get(field) ?? null,
        same: a !== undefined && b !== undefined && comparable(a) !== '' && comparable(a) === comparable(b),
      };
    }),
  };
}
