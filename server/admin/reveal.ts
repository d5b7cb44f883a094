// Sensitive answers in the administrator's views and exports are masked (their last four
// characters) unless the administrator gives a reason to see them: `?reveal=<reason>` on the admin
// calls, `--reveal <reason>` on the CLI. The reason, who asked and what was read go into the
// hash-chained audit log with the call (routes/admin.ts and cli.ts record every admin action).
import type { ClaimRecord } from '../db/claims';
import type { Queryable } from '../db/database';
import { openClaims } from '../privacy/claim-payloads';
import type { Vault } from '../privacy/data-keys';
import { openMail, sealedMailOwner } from '../privacy/sealed-mail';
import { maskValue } from '../privacy/sealed-values';
import type { MailParams } from '../db/mail-outbox';
import { AdminInputError } from './claim-query';

/** Opens the sensitive answers of a page of claims, as the administrator asked. */
export type ClaimOpener = <C extends Pick<ClaimRecord, 'id' | 'payload'>>(claims: readonly C[]) => Promise<C[]>;

/** The claims as stored, sealed answers left sealed: for a call that reads only their documents. */
export const asStored: ClaimOpener = async (claims) => [...claims];

/** The longest reason kept. */
const REASON_MAX = 500;

/** A queued mail as the administrator sees it: opened, its recipient and values masked unless a
 *  reason was given. */
export async function openedMail<M extends { recipient: string; params: MailParams }>(
  db: Queryable,
  vault: Vault,
  mail: M,
  reason: string | undefined,
): Promise<M> {
  checkReason(reason);
  const owner = sealedMailOwner(mail);
  const opened = openMail(mail, owner === null ? null : await vault.keyOf(db, owner));
  if (opened === null) return mail;
  if (reason !== undefined) return opened;
  const params = Object.fromEntries(
    Object.entries(opened.params).map(([name, value]) => [name, maskedMailParams.has(name) ? maskValue(value) : value]),
  ) as unknown as MailParams;
  return { ...opened, recipient: maskValue(opened.recipient), params };
}

/** The values of a mail that are the claimant's own or open something (masked). */
const maskedMailParams = new Set(['name', 'code', 'link']);

function checkReason(reason: string | undefined): void {
  if (reason !== undefined && (reason.trim().length < 3 || reason.length > REASON_MAX))
    throw new AdminInputError(`reveal needs a reason of 3 to ${REASON_MAX} characters, recorded in the audit log.`);
}

/** How claims are opened for a request with this reveal reason (none: masked). */
export function claimOpener(db: Queryable, vault: Vault, reason: string | undefined): ClaimOpener {
  checkReason(reason);
  const opening = reason === undefined ? 'masked' : 'plain';
  return (claims) => openClaims(db, vault, claims, opening);
}
