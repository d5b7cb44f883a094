// One-time sign-in codes for the case file: mailed to the claim's email on request, kept only as a
// keyed hash, good once and for CODE_MINUTES. A code has about 39 bits (8 characters of the
// reference codes' alphabet), so guessing is bounded per address (routes/case-file.ts) and never
// per claim: a stranger who knows a reference code can neither guess a code nor lock the claimant
// out by trying. Asking for codes is bounded per claim by the codes still live: each one asked for
// goes to the claimant's own mailbox, so the newest mailed code always works.
import { createHmac, randomUUID } from 'node:crypto';
import type { SubmissionPayload } from '../../src/contract/api';
import type { FormType } from '../../src/contract/form-type-names';
import { randomCodeBody } from '../claims/reference-code';
import type { AppContext } from '../context';
import { insertCaseCode, readCaseClaim, takeCaseCode } from '../db/case-file';
import { getOrCreateSecret } from '../db/secrets';
import { claimRecipient } from '../claims/recipient';
import { openClaim } from '../privacy/claim-payloads';
import { sealMail } from '../privacy/sealed-mail';

/** How long a mailed code works. */
const CODE_MINUTES = 15;

/** Codes one claim may have live at once; past it, a request mails nothing until one expires. */
const LIVE_CODES_PER_CLAIM = 5;

/** A typed reference or code as stored: upper case, without spaces or dashes. */
const canonical = (text: string) => text.toUpperCase().replace(/[\s-]+/g, '');

/** The stored form of a code for a claim: an HMAC under a server secret, so the table alone
 *  (a backup, a leak) gives no code to try. */
async function codeHash(ctx: AppContext, referenceCode: string, code: string): Promise<string> {
  const secret = await getOrCreateSecret(ctx.db, 'case-codes');
  return createHmac('sha256', secret)
    .update(`${canonical(referenceCode)}\n${canonical(code)}`)
    .digest('hex');
}

/** The reference code as stored (STD-7K3Q-9XWM), from however the claimant typed it. */
function referenceAsStored(typed: string): string {
  const text = canonical(typed);
  return text.length === 11 ? `${text.slice(0, 3)}-${text.slice(3, 7)}-${text.slice(7)}` : typed.trim().toUpperCase();
}

/** Mails a new code for the claim with this reference code, in `culture` when the package has it.
 *  Says nothing of the outcome: the caller answers the same whether a mail went or not. */
export async function requestSignInCode(ctx: AppContext, typedReference: string, culture: string): Promise<void> {
  const claim = await openClaim(ctx.db, ctx.vault, await readCaseClaim(ctx.db, { referenceCode: referenceAsStored(typedReference) }));
  if (!claim) return;
  const recipient = claimRecipient(ctx.settlement, claim.formType as FormType, claim.payload as SubmissionPayload);
  if (!recipient) return;
  const code = randomCodeBody();
  const stored = await insertCaseCode(
    ctx.db,
    { hash: await codeHash(ctx, claim.referenceCode, code), claimId: claim.id, minutes: CODE_MINUTES, maxLive: LIVE_CODES_PER_CLAIM },
    sealMail(
      {
        id: randomUUID(),
        kind: 'caseCode',
        recipient: recipient.address,
        culture: ctx.settlement.isCulture(culture) ? culture : claim.culture,
        params: { referenceCode: claim.referenceCode, name: recipient.name, code },
      },
      await ctx.vault.keyFor(ctx.db, claim.id),
      claim.id,
    ),
  );
  if (stored) ctx.mail.kick();
}

/** The claim a reference code and mailed code sign in to, using the code up; null when wrong. */
export async function useSignInCode(ctx: AppContext, typedReference: string, code: string): Promise<string | null> {
  return takeCaseCode(ctx.db, await codeHash(ctx, referenceAsStored(typedReference), code));
}
