// A queued mail's recipient and values, sealed in the outbox row under the data key of the claim
// (or draft) it is about: the row keeps in the clear only what finds it (the owner, a claim's
// reference code, a draft's id). The worker opens it just before sending (mail/worker.ts); once
// the owner's key is destroyed a pending mail can no longer be sent, which is what destruction means.
import type { MailParams, NewMail } from '../db/mail-outbox';
import { openSealed, sealValue } from './sealed-values';

/** What stands in the recipient column of a sealed mail. */
const SEALED_RECIPIENT = '(sealed)';

/** The parts of a sealed mail's params. */
interface SealedParams {
  owner: string;
  referenceCode?: string;
  draftId?: string;
  sealed: unknown;
}

const isSealed = (params: MailParams | SealedParams): params is SealedParams => 'sealed' in params && 'owner' in params;

/** The mail with its recipient and values sealed under `key`, the data key of `ownerId`. */
export function sealMail<M extends NewMail>(mail: M, key: Buffer, ownerId: string): M {
  const plain = mail.params as unknown as Record<string, unknown>;
  const params: SealedParams = {
    owner: ownerId,
    ...(typeof plain.referenceCode === 'string' ? { referenceCode: plain.referenceCode } : {}),
    ...(typeof plain.draftId === 'string' ? { draftId: plain.draftId } : {}),
    sealed: sealValue(key, ownerId, { recipient: mail.recipient, params: mail.params }),
  };
  return { ...mail, recipient: SEALED_RECIPIENT, params: params as unknown as MailParams };
}

/** The owner whose key opens a mail, or null when the mail was not sealed (queued before sealing). */
export function sealedMailOwner(mail: { params: MailParams }): string | null {
  const params = mail.params as MailParams | SealedParams;
  return isSealed(params) ? params.owner : null;
}

/** The mail as it was queued. `key` is the owner's (null: destroyed, and the mail cannot go). */
export function openMail<M extends { recipient: string; params: MailParams }>(mail: M, key: Buffer | null): M | null {
  const params = mail.params as MailParams | SealedParams;
  if (!isSealed(params)) return mail;
  if (key === null) return null;
  const opened = openSealed(params.sealed, key, params.owner) as { recipient: string; params: MailParams };
  return { ...mail, recipient: opened.recipient, params: opened.params };
}
