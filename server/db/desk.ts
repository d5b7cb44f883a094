// The desk's tables: named people, their one-time sign-in links and their sessions (migration
// 14). Tokens and session ids are stored hashed by the caller; times come from the caller's clock
// so tests and the sweep agree on what has expired.
import type { DeskSignInMethod } from '../../src/contract/desk';
import type { Queryable } from './database';

/** A person of the desk as stored. */
export interface DeskPersonRow {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: string;
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
}

const personColumns = `id, email, name, role, created_at AS "createdAt", disabled_at AS "disabledAt"`;

export async function insertPerson(db: Queryable, person: Pick<DeskPersonRow, 'id' | 'email' | 'name' | 'role'>): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO desk_people (id, email, name, role) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING 1`,
    [person.id, person.email, person.name, person.role],
  );
  return rows.length > 0;
}

export async function personByEmail(db: Queryable, email: string): Promise<DeskPersonRow | undefined> {
  const { rows } = await db.query<DeskPersonRow>(`SELECT ${personColumns} FROM desk_people WHERE email = $1`, [email]);
  return rows[0];
}

export async function listPeople(db: Queryable): Promise<DeskPersonRow[]> {
  const { rows } = await db.query<DeskPersonRow>(`SELECT ${personColumns} FROM desk_people ORDER BY email`);
  return rows;
}

/** Disables a person and ends their sessions and links; false when there is no such person. */
export async function disablePerson(db: Queryable, email: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE desk_people SET disabled_at = COALESCE(disabled_at, $2) WHERE email = $1 RETURNING id',
    [email, now],
  );
  const id = rows[0]?.id;
  if (!id) return false;
  await db.query('DELETE FROM desk_sessions WHERE person_id = $1', [id]);
  await db.query('DELETE FROM desk_sign_in_links WHERE person_id = $1', [id]);
  return true;
}

/** Stores a sign-in link, keeping at most `keep` open links per person (the newest). */
export async function insertSignInLink(db: Queryable, tokenHash: string, personId: string, expiresAt: Date, keep: number): Promise<void> {
  await db.query('INSERT INTO desk_sign_in_links (token_hash, person_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    personId,
    expiresAt,
  ]);
  await db.query(
    `DELETE FROM desk_sign_in_links WHERE person_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM desk_sign_in_links WHERE person_id = $1 ORDER BY expires_at DESC LIMIT $2)`,
    [personId, keep],
  );
}

/** Uses up a sign-in link: the person it signs in, when it is unexpired and they are not disabled.
 *  The row is deleted either way, so a link works once. */
export async function takeSignInLink(db: Queryable, tokenHash: string, now: Date): Promise<DeskPersonRow | undefined> {
  const { rows } = await db.query<DeskPersonRow>(
    `WITH taken AS (DELETE FROM desk_sign_in_links WHERE token_hash = $1 RETURNING person_id, expires_at)
     SELECT p.id, p.email, p.name, p.role, p.created_at AS "createdAt", p.disabled_at AS "disabledAt"
       FROM taken JOIN desk_people p ON p.id = taken.person_id
      WHERE taken.expires_at > $2 AND p.disabled_at IS NULL`,
    [tokenHash, now],
  );
  return rows[0];
}

/** Opens a session, keeping at most `keep` sessions per person (the newest). `signedInAt` is when
 *  the person proved who they are: now for a link, the provider's auth_time for OIDC. */
export async function insertDeskSession(
  db: Queryable,
  idHash: string,
  personId: string,
  now: Date,
  keep: number,
  signedIn: { at: Date; with: DeskSignInMethod },
): Promise<void> {
  await db.query(
    `INSERT INTO desk_sessions (id_hash, person_id, created_at, last_seen_at, signed_in_at, signed_in_with)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [idHash, personId, now, signedIn.at, signedIn.with],
  );
  await db.query(
    `DELETE FROM desk_sessions WHERE person_id = $1 AND id_hash NOT IN (
       SELECT id_hash FROM desk_sessions WHERE person_id = $1 ORDER BY created_at DESC, id_hash LIMIT $2)`,
    [personId, keep],
  );
}

/** A live session's person, with when and how they signed in. */
interface DeskSessionRow extends DeskPersonRow {
  readonly signedInAt: Date;
  readonly signedInWith: DeskSignInMethod;
}

/** The person of a live session, marking it seen; sessions idle since `idleSince` or opened
 *  before `openedSince` are over (and deleted). */
export async function touchDeskSession(
  db: Queryable,
  idHash: string,
  now: Date,
  idleSince: Date,
  openedSince: Date,
): Promise<DeskSessionRow | undefined> {
  const { rows } = await db.query<DeskSessionRow>(
    `UPDATE desk_sessions s SET last_seen_at = $2
       FROM desk_people p
      WHERE s.id_hash = $1 AND p.id = s.person_id AND p.disabled_at IS NULL
        AND s.last_seen_at > $3 AND s.created_at > $4
      RETURNING p.id, p.email, p.name, p.role, p.created_at AS "createdAt", p.disabled_at AS "disabledAt",
                s.signed_in_at AS "signedInAt", s.signed_in_with AS "signedInWith"`,
    [idHash, now, idleSince, openedSince],
  );
  if (rows.length === 0) await db.query('DELETE FROM desk_sessions WHERE id_hash = $1', [idHash]);
  const row = rows[0];
  return row && { ...row, signedInAt: new Date(row.signedInAt) };
}

/** One open session of a person, as they may see it. */
interface OpenDeskSessionRow {
  readonly idHash: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly signedInWith: DeskSignInMethod;
}

/** A person's live sessions, newest first (at most the few a person may keep). */
export async function openDeskSessions(db: Queryable, personId: string, idleSince: Date, openedSince: Date): Promise<OpenDeskSessionRow[]> {
  const { rows } = await db.query<OpenDeskSessionRow>(
    `SELECT id_hash AS "idHash", created_at AS "createdAt", last_seen_at AS "lastSeenAt", signed_in_with AS "signedInWith"
       FROM desk_sessions WHERE person_id = $1 AND last_seen_at > $2 AND created_at > $3
      ORDER BY created_at DESC, id_hash`,
    [personId, idleSince, openedSince],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt) }));
}

/** Ends one of a person's sessions; false when they have no such session. */
export async function deletePersonsDeskSession(db: Queryable, personId: string, idHash: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM desk_sessions WHERE person_id = $1 AND id_hash = $2 RETURNING 1', [personId, idHash]);
  return rows.length > 0;
}

export async function deleteDeskSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM desk_sessions WHERE id_hash = $1', [idHash]);
}

/** Drops expired links and sessions; returns how many rows went. */
export async function purgeDesk(db: Queryable, now: Date, idleSince: Date, openedSince: Date): Promise<number> {
  const links = await db.query('DELETE FROM desk_sign_in_links WHERE expires_at <= $1 RETURNING 1', [now]);
  const sessions = await db.query('DELETE FROM desk_sessions WHERE last_seen_at <= $1 OR created_at <= $2 RETURNING 1', [
    idleSince,
    openedSince,
  ]);
  return links.rows.length + sessions.rows.length;
}

/** The state of each claim named, by reference code (one query for a page of the queue). */
export async function statesOf(db: Queryable, referenceCodes: readonly string[]): Promise<Map<string, string>> {
  if (referenceCodes.length === 0) return new Map();
  const { rows } = await db.query<{ referenceCode: string; state: string }>(
    'SELECT reference_code AS "referenceCode", state FROM claims WHERE reference_code = ANY($1)',
    [referenceCodes],
  );
  return new Map(rows.map((row) => [row.referenceCode, row.state]));
}
