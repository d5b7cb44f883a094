// A change of the claim's payment method from the case file, until the package's cut-off. The new
// election and the chosen method's fields go in place of every answer of the payment section (no
// account of the earlier method stays), and the claim is checked with the form's own rules: the
// method definitions' rules the package loaded, so a refused election gets the method's message as
// a refused claim does. The claim is screened again (its payout-account keys are replaced, so an
// account shared with other claimants is still found); the election it replaces is kept as a
// version, sealed as the claim is; the change is audited and the claimant mailed, without the
// account: a payout change nobody asked for is how an account takeover shows.
import { randomUUID } from 'node:crypto';
import type { SubmissionPayload } from '../../src/contract/api';
import { casePayoutSchema } from '../../src/contract/case-file';
import type { FormType, SubmittingFormType } from '../../src/contract/form-type-names';
import type { MessageDescriptor } from '../../src/engine/message-descriptors';
import { unsendableProblems } from '../../src/engine/sendable';
import { checkSubmission } from '../../src/engine/submission-check';
import { fieldsWithRole } from '../../src/contract/field-roles';
import { electionRefusal } from '../claims/election-refusal';
import type { AppContext } from '../context';
import { appendAuditEntryIn } from '../db/audit-log';
import { readCaseClaim, replaceClaimPayload } from '../db/case-file';
import { listClaimFiles } from '../db/claims';
import { queueClaimMail } from '../db/mail-outbox';
import { replaceClaimScreening } from '../db/screening';
import { claimRecipient } from '../claims/recipient';
import { openClaim, sealClaimPayload } from '../privacy/claim-payloads';
import { sealMail } from '../privacy/sealed-mail';
import type { ScreenedClaim, ScreeningOutcome, ScreeningRefusal } from '../screening/screen';
import type { ClaimantChangeOutcome } from './claimant-changes';
import { modelFieldsOf, payoutOpen, payoutSectionOf, type PayoutSection } from './payout-section';
import { caseFileOf } from './view';

/** What a change of payment method came to: a claimant change's outcomes, a method's own refusal
 *  (its message), or screening's refusal (answered as a claim's). */
type PayoutChangeOutcome =
  | ClaimantChangeOutcome
  | { kind: 'paymentMethod'; message: MessageDescriptor }
  | { kind: 'screened'; refusal: ScreeningRefusal };

/** What the route read from the request. */
interface PayoutRequest {
  claimId: string;
  body: unknown;
  whitelist: ReadonlySet<string>;
  /** The claimant's session id (from its signed cookie) and address, for screening. */
  sessionId: string | null;
  clientAddress: string;
  /** Screens the changed claim as the submit route screens a claim. */
  screen: (claim: ScreenedClaim) => Promise<ScreeningOutcome>;
}

/** The payload with the section's answers replaced by `answers`, or null when they are not the
 *  election and exactly the fields of one method the case file offers. */
function withElection(
  ctx: AppContext,
  formType: FormType,
  payout: PayoutSection,
  payload: SubmissionPayload,
  answers: readonly { dtoMapping: string; key: string; value: unknown }[],
): SubmissionPayload | null {
  if (answers.some((a) => a.dtoMapping.toLowerCase() !== payout.dtoMapping.toLowerCase())) return null;
  const given = new Map(answers.map((a) => [a.key, a.value]));
  const method = payout.methods.find((m) => m.option === given.get(payout.election));
  if (!method || given.size !== answers.length || given.size !== method.keys.length + 1) return null;
  if (!method.keys.every((key) => given.has(key))) return null;
  const next = structuredClone(payload);
  const fields = modelFieldsOf(next, payout.dtoMapping);
  if (!fields) return null;
  // A PayPal login code belongs to the PayPal election it verified: cleared with it.
  const loginCodes = fieldsWithRole(ctx.settlement.configs, formType, 'payPalAuthCode').map((f) => f.key);
  for (const key of [...payout.boundKeys, ...loginCodes]) if (Object.hasOwn(fields, key)) fields[key] = null;
  for (const [key, value] of given) fields[key] = value;
  return next;
}

/** Changes the claim's payment method (see the file's comment). */
export async function changePayout(ctx: AppContext, request: PayoutRequest): Promise<PayoutChangeOutcome> {
  const parsed = casePayoutSchema.safeParse(request.body);
  if (!parsed.success) return { kind: 'invalidPayload' };
  const claim = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: request.claimId }));
  if (!claim) return { kind: 'signedOut' };
  const { settlement } = ctx;
  const payout = payoutSectionOf(settlement, claim.formType);
  if (!payout || !payoutOpen(settlement, claim.state, ctx.now())) return { kind: 'closed' };
  const formType = claim.formType as SubmittingFormType;
  const payload = withElection(ctx, formType, payout, claim.payload as SubmissionPayload, parsed.data.answers);
  if (!payload) return { kind: 'mismatch' };

  // The claim as a new claim would be checked, with its documents on file.
  const stored = await listClaimFiles(ctx.db, claim.id);
  const check = checkSubmission(payload, settlement.configs, formType, {
    whitelist: request.whitelist,
    filesByClientId: Object.fromEntries(
      stored.map((f) => [f.modelClientId, [{ name: f.originalName, size: f.sizeBytes, type: f.contentType }]]),
    ),
  });
  if (check.problems.length > 0 || Object.keys(check.errors).length > 0) {
    const message = electionRefusal(settlement, formType, check);
    return message ? { kind: 'paymentMethod', message } : { kind: 'invalidAnswers' };
  }
  if (unsendableProblems(payload, settlement.configs, formType).length > 0) return { kind: 'invalidAnswers' };

  const screening = await request.screen({
    claimId: claim.id,
    formType,
    payload,
    idempotencyKey: null,
    sessionId: request.sessionId,
    clientAddress: request.clientAddress,
    amends: claim.id,
  });
  if (screening.kind === 'refused') return { kind: 'screened', refusal: screening.refusal };
  const option = String(parsed.data.answers.find((a) => a.key === payout.election)?.value);

  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await openClaim(tx, ctx.vault, await readCaseClaim(tx, { id: claim.id }, true));
    // Changed meanwhile (a decision, a cure, another change): the claimant's page is out of date.
    if (!locked || locked.stateSeq !== claim.stateSeq || JSON.stringify(locked.payload) !== JSON.stringify(claim.payload)) return false;
    if (!payoutOpen(settlement, locked.state, ctx.now())) return false;
    const version = await replaceClaimPayload(tx, claim.id, 'payout', await sealClaimPayload(tx, ctx.vault, settlement, claim, payload));
    if (screening.record) await replaceClaimScreening(tx, claim.id, screening.record);
    const recipient = claimRecipient(settlement, formType, payload);
    if (recipient) {
      // The reference code and the name only: the mail says a change happened, never to what.
      const mail = {
        id: randomUUID(),
        kind: 'casePayout' as const,
        recipient: recipient.address,
        culture: claim.culture,
        params: { referenceCode: claim.referenceCode, name: recipient.name },
      };
      await queueClaimMail(tx, claim.id, `payout-${version}`, sealMail(mail, await ctx.vault.keyFor(tx, claim.id), claim.id));
    }
    await appendAuditEntryIn(tx, ctx.settings.auditKey, {
      at: new Date(ctx.now()).toISOString(),
      actor: 'claimant',
      action: 'case changePayout',
      referenceCode: claim.referenceCode,
      detail: { version, method: option, flags: screening.record?.flags.map((f) => f.name) ?? [] },
    });
    return true;
  });
  if (!changed) return { kind: 'closed' };
  ctx.mail.kick();
  const after = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { id: claim.id }));
  return after
    ? { kind: 'changed', caseFile: await caseFileOf(ctx.db, settlement, after, ctx.now(), ctx.passedDeadlines) }
    : { kind: 'signedOut' };
}
