// Changing a claim's state: the one way any transition is made (administrator, claimant or the
// sweep). In one transaction it locks the claim, checks the transition against the table and the
// guards, records the change, writes it to the hash-chained audit log, and queues the claimant's
// mail about it; a caller's own work on the claim (a cure's new answers, an appeal's documents)
// runs inside the same transaction, so all of it commits together or none of it does.
import { randomUUID } from 'node:crypto';
import type { SubmissionPayload } from '../../src/contract/api';
import type { CaseState } from '../../src/contract/case-file';
import type { FormType } from '../../src/contract/form-type-names';
import { appendAuditEntryIn } from '../db/audit-log';
import { insertCaseEvent, readCaseClaim, type CaseClaim } from '../db/case-file';
import type { Database, Queryable } from '../db/database';
import { claimRecipient } from '../claims/recipient';
import type { Settlement } from '../settlement/settlement';
import { refusalOf, type TransitionInput } from './guards';
import { transitions, type TransitionName } from './transitions';
import type { Vault } from '../privacy/data-keys';
import { openClaim } from '../privacy/claim-payloads';
import { sealMail } from '../privacy/sealed-mail';
import { sealValue } from '../privacy/sealed-values';

/** What a change needs from the server. */
export interface ChangeContext {
  db: Database;
  vault: Vault;
  settlement: Settlement;
  auditKey: string;
  now: () => number;
}

/** What a change came to. */
export type ChangeOutcome =
  | { kind: 'changed'; claim: CaseClaim; seq: number; from: CaseState; to: CaseState }
  | { kind: 'notFound' }
  /** The transition is not open from the claim's state, or a guard refused it: `reason` says why
   *  (for the administrator's answer and the log; the claimant's pages word their own). */
  | { kind: 'refused'; reason: string };

/** Work a caller does on the claim in the change's transaction, after the change is recorded. */
type WithinChange = (tx: Queryable, claim: CaseClaim, seq: number) => Promise<void>;

/** Makes one transition of one claim (by id or reference code), as `actor` (a name for the
 *  audit log: the administrator's, `claimant`, `system`). */
export async function changeState(
  ctx: ChangeContext,
  claimRef: { id: string } | { referenceCode: string },
  name: TransitionName,
  actor: string,
  input: TransitionInput,
  within?: WithinChange,
): Promise<ChangeOutcome> {
  const transition = transitions[name];
  return ctx.db.transaction(async (tx) => {
    const claim = await openClaim(tx, ctx.vault, await readCaseClaim(tx, claimRef, true));
    if (!claim) return { kind: 'notFound' };
    if (!(transition.from as readonly CaseState[]).includes(claim.state)) {
      return { kind: 'refused', reason: `A claim that is ${claim.state} cannot take "${name}" (only from ${transition.from.join(', ')}).` };
    }
    const now = ctx.now();
    const refusal = await refusalOf(tx, ctx.settlement, claim, name, input, now);
    if (refusal.kind === 'refused') return refusal;
    const seq = claim.stateSeq + 1;
    const reason = input.reason?.trim() || null;
    // An appeal's statement is the claimant's own words: kept sealed under the claim's key.
    const detail =
      typeof refusal.detail.statement === 'string'
        ? { ...refusal.detail, statement: sealValue(await ctx.vault.keyFor(tx, claim.id), claim.id, refusal.detail.statement) }
        : refusal.detail;
    const recipient = claimRecipient(ctx.settlement, claim.formType as FormType, claim.payload as SubmissionPayload);
    const due = typeof detail.cureBy === 'string' ? detail.cureBy : typeof detail.appealBy === 'string' ? detail.appealBy : null;
    await insertCaseEvent(
      tx,
      { claimId: claim.id, seq, transition: name, fromState: claim.state, toState: transition.to, actor, reason, detail },
      recipient &&
        sealMail(
          {
            id: randomUUID(),
            kind: 'caseUpdate',
            recipient: recipient.address,
            culture: claim.culture,
            params: {
              referenceCode: claim.referenceCode,
              name: recipient.name,
              state: transition.to,
              ...(due ? { date: dayIn(due, ctx.settlement.info.signatureTimeZone, claim.culture) } : {}),
            },
          },
          await ctx.vault.keyFor(tx, claim.id),
          claim.id,
        ),
    );
    await within?.(tx, claim, seq);
    // The log is kept for ever: it records that a statement was made, not the claimant's words.
    const { statement: _statement, ...audited } = detail;
    await appendAuditEntryIn(tx, ctx.auditKey, {
      at: new Date(now).toISOString(),
      actor,
      action: `case ${name}`,
      referenceCode: claim.referenceCode,
      detail: {
        from: claim.state,
        to: transition.to,
        seq,
        reason,
        ...audited,
        ...(typeof refusal.detail.statement === 'string' ? { statementChars: refusal.detail.statement.length } : {}),
      },
    });
    return { kind: 'changed', claim, seq, from: claim.state, to: transition.to };
  });
}

/** A day as the claimant reads it in their culture, in the settlement's zone (e.g. "December 28, 2026"). */
function dayIn(iso: string, timeZone: string, culture: string): string {
  try {
    return new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
