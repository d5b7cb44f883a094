// The administrator's side of the case file, shared by the admin API (routes/admin-case.ts) and
// the CLI: claims by state, one claim's full history (every change with who made it and its
// detail, the payloads a cure replaced, the documents sent with cures and appeals), and a
// transition with its reason. Every transition goes through case-file/change-state.ts, so it is
// checked, audited and mailed the same way whoever makes it.
import { z } from 'zod';
import { caseStates, deficiencyItemSchema, type CaseState } from '../../src/contract/case-file';
import { changeState, type ChangeContext, type ChangeOutcome } from '../case-file/change-state';
import { administratorTransitions, transitions, type TransitionName } from '../case-file/transitions';
import { claimsInState, listCaseDocuments, listCaseEvents, listClaimVersions, readCaseClaim } from '../db/case-file';
import type { Queryable } from '../db/database';
import { AdminInputError } from './claim-query';
import type { ClaimOpener } from './reveal';

/** What an administrator sends to change a claim's state. */
const transitionInputSchema = z.strictObject({
  transition: z.enum(administratorTransitions as [TransitionName, ...TransitionName[]]),
  reason: z.string().max(2000).optional(),
  items: z.array(deficiencyItemSchema).max(50).optional(),
  /** Who decides, for the audit log (until named sign-in). */
  actor: z.string().trim().min(1).max(200).optional(),
});

/** A parsed transition request, or an AdminInputError naming what is wrong. */
export function parseTransitionInput(input: unknown): z.infer<typeof transitionInputSchema> {
  const parsed = transitionInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'body';
  throw new AdminInputError(
    `${where}: ${issue?.message ?? 'not valid'}. Expected { transition: ${administratorTransitions.join('|')}, reason?, items?: [{ dtoMapping, key }], actor? }.`,
  );
}

/** A state named in a query, or an AdminInputError. */
export function parseState(value: string | undefined): CaseState {
  if (value && (caseStates as readonly string[]).includes(value)) return value as CaseState;
  throw new AdminInputError(`state must be one of ${caseStates.join(', ')}; got "${value ?? ''}".`);
}

/** Makes an administrator's transition of a claim. */
export function transitionClaim(
  ctx: ChangeContext,
  referenceCode: string,
  input: z.infer<typeof transitionInputSchema>,
  actor: string,
): Promise<ChangeOutcome> {
  if (transitions[input.transition].reason === 'required' && !input.reason?.trim()) {
    throw new AdminInputError(`${input.transition} needs a reason the claimant will read (reason).`);
  }
  if (input.transition === 'markDeficient' && !input.items?.length) {
    throw new AdminInputError('markDeficient needs items: the fields and documents to fix, as [{ dtoMapping, key }].');
  }
  return changeState(ctx, { referenceCode }, input.transition, input.actor ?? actor, { reason: input.reason, items: input.items });
}

/** Claims in a state, a page at a time by reference code. */
export function listClaimsInState(db: Queryable, state: CaseState, limit: number, after?: string) {
  return claimsInState(db, state, { limit, afterReference: after });
}

/** A claim's whole case history, for the administrator (null: no such claim). */
export async function caseHistory(db: Queryable, referenceCode: string, open: ClaimOpener) {
  const claim = await readCaseClaim(db, { referenceCode });
  if (!claim) return null;
  const [stored, documents] = await Promise.all([
    Promise.all([listCaseEvents(db, claim.id), listClaimVersions(db, claim.id)]),
    listCaseDocuments(db, claim.id),
  ]);
  // Appeal statements and earlier answers are sealed: opened (or masked) with the claim's key.
  const [events, versions] = (await open([{ id: claim.id, payload: stored }]))[0]!.payload;
  return {
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    state: claim.state,
    filedAt: claim.createdAt.toISOString(),
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    documents: documents.map(({ storedPath: _path, ...d }) => d),
  };
}
