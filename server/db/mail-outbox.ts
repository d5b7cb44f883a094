// The mail outbox: mail waiting to be sent, sent, or given up on. Rows are inserted with what
// causes them (a claim: db/claims.ts) and taken by the workers of server/mail/worker.ts. A worker
// takes a row under a lease (its own id and an expiry): `FOR UPDATE SKIP LOCKED` keeps two servers
// from taking one row at the same moment, and the lease keeps the others off it while it is sent.
// Only the holder of the lease may mark the row; a worker that died (kill -9) leaves a lease that
// expires, and the row is taken again.
import type { Queryable } from './database';

/** The kinds of mail the server sends (a new kind is a new template in server/mail/templates.ts). */
export type MailKind =
  | 'claimReceived'
  | 'caseCode'
  | 'caseUpdate'
  | 'caseAddress'
  | 'casePayout'
  | 'caseAmended'
  | 'draftSaved'
  | 'deskLinkIssued';

/** Where a mail stands. */
type MailStatus = 'pending' | 'sent' | 'failed';

/** What a mail of a kind says beyond its copy: only these values, never other answers. A claim's
 *  mails carry its reference code and the claimant's name (and a code, a state, a date); a saved
 *  draft's mail its resume link (taken out of the row once the mail is sent or given up: see
 *  markMailSent), the draft's id and when it expires. */
export type MailParams = ClaimMailParams | DraftMailParams | DeskMailParams;

/** The values of a mail about a claim. */
interface ClaimMailParams {
  referenceCode: string;
  name: string;
  /** A sign-in code (caseCode). */
  code?: string;
  /** The state a claim reached (caseUpdate). */
  state?: string;
  /** The day something is due by (a cure, an appeal), as the claimant reads it. */
  date?: string;
}

/** The values of a saved draft's mail. */
interface DraftMailParams {
  draftId: string;
  link?: string;
  expiresAt: string;
}

/** The values of a mail to a person of the desk: their name, and when a sign-in link was issued
 *  for them (never the link). */
interface DeskMailParams {
  name: string;
  issuedAt: string;
}

/** A mail to insert with its cause. */
export interface NewMail {
  id: string;
  kind: MailKind;
  recipient: string;
  params: MailParams;
}

/** A mail as stored. */
export interface MailRecord extends NewMail {
  claimId: string | null;
  culture: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

interface MailRow {
  id: string;
  claim_id: string | null;
  kind: MailKind;
  recipient: string;
  culture: string;
  params: unknown;
  status: MailStatus;
  attempts: number | string;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const columns = 'id, claim_id, kind, recipient, culture, params, status, attempts, next_attempt_at, last_error, created_at, sent_at';

const toMail = (r: MailRow): MailRecord => ({
  id: r.id,
  claimId: r.claim_id,
  kind: r.kind,
  recipient: r.recipient,
  culture: r.culture,
  params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as MailParams,
  status: r.status,
  attempts: Number(r.attempts),
  nextAttemptAt: new Date(r.next_attempt_at),
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
  sentAt: r.sent_at === null ? null : new Date(r.sent_at),
});

/** Queues a mail about a claim in the caller's transaction; `mailKey` tells the claim's mails of
 *  one kind apart (a change's number, a version), and a second mail with the same key is an error. */
export async function queueClaimMail(tx: Queryable, claimId: string, mailKey: string, mail: NewMail & { culture: string }): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (id, claim_id, kind, mail_key, recipient, culture, params)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [mail.id, claimId, mail.kind, mailKey, mail.recipient, mail.culture, JSON.stringify(mail.params)],
  );
}

/** Queues a mail that is about no claim (to a person of the desk) in the caller's transaction. */
export async function queueMail(tx: Queryable, mail: NewMail & { culture: string }): Promise<void> {
  await tx.query('INSERT INTO mail_outbox (id, kind, recipient, culture, params) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    mail.id,
    mail.kind,
    mail.recipient,
    mail.culture,
    JSON.stringify(mail.params),
  ]);
}

/** Takes up to `limit` due mails for `owner` for `leaseSeconds`, counting the attempt. Mails
 *  another worker holds (locked right now, or under a lease not yet expired) are skipped. */
export async function takeDueMail(db: Queryable, owner: string, leaseSeconds: number, limit: number): Promise<MailRecord[]> {
  const { rows } = await db.query<MailRow>(
    `UPDATE mail_outbox SET lease_owner = $1, lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE status = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
       ORDER BY next_attempt_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     RETURNING ${columns}`,
    [owner, leaseSeconds, limit],
  );
  // RETURNING keeps no order: the oldest due first, as they were chosen.
  return rows.map(toMail).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

// A draft's resume link opens the draft: it stays in the row only while the mail is to be sent.
const withoutLink = `params = CASE WHEN kind = 'draftSaved' THEN params - 'link' ELSE params END`;

/** Marks mails sent, those `owner` still holds, in one statement; returns the ids it marked (a
 *  mail missing from them had its lease pass to another worker). */
export async function markMailsSent(db: Queryable, ids: readonly string[], owner: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `UPDATE mail_outbox SET status = 'sent', sent_at = now(), lease_owner = NULL, lease_until = NULL, last_error = NULL, ${withoutLink}
     WHERE id = ANY($1::uuid[]) AND lease_owner = $2 AND status = 'pending' RETURNING id`,
    [ids, owner],
  );
  return new Set(rows.map((row) => row.id));
}

/** Records a failed attempt: the mail is tried again after `retrySeconds`, or, when `giveUp`,
 *  marked failed for good. */
export async function markMailAttemptFailed(
  db: Queryable,
  id: string,
  owner: string,
  error: string,
  next: { giveUp: boolean; retrySeconds: number },
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET status = CASE WHEN $4 THEN 'failed' ELSE 'pending' END, last_error = $3,
         params = CASE WHEN $4 AND kind = 'draftSaved' THEN params - 'link' ELSE params END,
         next_attempt_at = now() + make_interval(secs => $5), lease_owner = NULL, lease_until = NULL
     WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
    [id, owner, error.slice(0, 1000), next.giveUp, next.retrySeconds],
  );
}

/** The newest mails first, up to `limit`. */
export async function listMail(db: Queryable, limit: number): Promise<MailRecord[]> {
  const { rows } = await db.query<MailRow>(`SELECT ${columns} FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1`, [limit]);
  return rows.map(toMail);
}

/** One mail by its id, or by the reference code of the claim it confirms. */
export async function findMail(db: Queryable, idOrReference: string): Promise<MailRecord | null> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrReference);
  const { rows } = await db.query<MailRow>(
    isId
      ? `SELECT ${columns} FROM mail_outbox WHERE id = $1`
      : `SELECT ${columns} FROM mail_outbox WHERE params->>'referenceCode' = $1 ORDER BY created_at DESC LIMIT 1`,
    [idOrReference],
  );
  return rows[0] ? toMail(rows[0]) : null;
}
