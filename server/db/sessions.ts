import { createHash } from 'node:crypto';
import type { FormType } from '../../src/contract/form-type-names';
import type { Queryable } from './database';

/** What a session remembers: the claim each form type was authorized for. */
type SessionAuthorizations = Partial<Record<FormType, { claimId: string }>>;

/** The authorizations of a live session (empty when unknown or expired). */
export async function readAuthorizations(db: Queryable, idHash: string): Promise<SessionAuthorizations> {
  const { rows } = await db.query<{ authorized: SessionAuthorizations | string }>(
    'SELECT authorized FROM sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  const value = rows[0]?.authorized;
  if (!value) return {};
  return typeof value === 'string' ? (JSON.parse(value) as SessionAuthorizations) : value;
}

/** Records (or clears, with claimId null) one form type's authorization and extends the session. */
export async function writeAuthorization(
  db: Queryable,
  idHash: string,
  formType: FormType,
  claimId: string | null,
  ttlMinutes: number,
): Promise<void> {
  const current = await readAuthorizations(db, idHash);
  if (claimId === null) delete current[formType];
  else current[formType] = { claimId };
  await db.query(
    `INSERT INTO sessions (id_hash, authorized, expires_at)
     VALUES ($1, $2::jsonb, now() + make_interval(mins => $3::int))
     ON CONFLICT (id_hash) DO UPDATE SET authorized = EXCLUDED.authorized, expires_at = EXCLUDED.expires_at`,
    [idHash, JSON.stringify(current), ttlMinutes],
  );
}

/** Moves a session's row to a new id (the id is replaced on authorize); nothing when it has none. */
export async function moveSession(db: Queryable, fromIdHash: string, toIdHash: string): Promise<void> {
  await db.query('UPDATE sessions SET id_hash = $2 WHERE id_hash = $1', [fromIdHash, toIdHash]);
}

/** Forgets a session (log out). */
export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

/** Drops expired sessions; returns how many. */
export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  const { rows } = await db.query('DELETE FROM sessions WHERE expires_at <= now() RETURNING 1');
  return rows.length;
}

/** How a session id is stored: hashed, so a database dump holds no usable cookie. */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}
