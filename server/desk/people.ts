// The people of the administrator's desk and how they sign in. An administrator adds a person
// with the CLI (`npm run admin -- desk add`), which prints a one-time sign-in link; the link
// opens a session of the desk under that person's name and role, and every view and decision
// there is audited under it. No password is kept: a person who needs in again gets a new link.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { queueMail } from '../db/mail-outbox';
import {
  deleteDeskSession,
  disablePerson,
  insertDeskSession,
  insertPerson,
  insertSignInLink,
  listPeople,
  personByEmail,
  purgeDesk,
  takeSignInLink,
  touchDeskSession,
  type DeskPersonRow,
} from '../db/desk';
import type { DeskSignInMethod } from '../../src/contract/desk';
import { deskRoles, type DeskRole } from './permissions';

/** How long a sign-in link works (ASVS 2.7.2 gives an out-of-band secret 10 minutes), and how
 *  many a person may have open at once. */
export const SIGN_IN_LINK_MINUTES = 10;
const OPEN_LINKS_PER_PERSON = 3;
/** A session ends after this long without a call, and in any case this long after it opened. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_MAX_HOURS = 12;
const SESSIONS_PER_PERSON = 5;

/** A person of the desk. */
export interface DeskPerson {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: DeskRole;
}

/** A mistake in what an administrator asked for, worded for them. */
export class DeskInputError extends Error {}

/** What the database keeps of a link's token or a session id: its SHA-256. */
export const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const minutes = (n: number) => n * 60_000;

function asPerson(row: DeskPersonRow): DeskPerson {
  return { id: row.id, email: row.email, name: row.name, role: row.role as DeskRole };
}

/** How a person is named in the audit log: name, address and role. */
export function auditName(person: DeskPerson): string {
  return `${person.name} <${person.email}> (${person.role})`;
}

function checkedEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new DeskInputError(`"${value}" is not an email address.`);
  return email;
}

/** Adds a person; refuses an address already on the desk, an unknown role or an empty name. */
export async function addPerson(db: Queryable, input: { email: string; name: string; role: string }): Promise<DeskPerson> {
  const email = checkedEmail(input.email);
  const name = input.name.trim();
  if (name === '' || name.length > 200) throw new DeskInputError('A person needs a name of 1 to 200 characters.');
  if (!(deskRoles as readonly string[]).includes(input.role))
    throw new DeskInputError(`role must be one of ${deskRoles.join(', ')}; got "${input.role}".`);
  const person = { id: randomUUID(), email, name, role: input.role as DeskRole };
  if (!(await insertPerson(db, person))) throw new DeskInputError(`${email} is already on the desk.`);
  return person;
}

/** The people of the desk, with whether each is disabled. */
export async function people(db: Queryable): Promise<(DeskPerson & { disabled: boolean })[]> {
  return (await listPeople(db)).map((row) => ({ ...asPerson(row), disabled: row.disabledAt !== null }));
}

/** Disables a person at once: their sessions and links end with it. */
export async function disable(db: Queryable, email: string, now: Date): Promise<void> {
  if (!(await disablePerson(db, checkedEmail(email), now))) throw new DeskInputError(`No one on the desk has the address ${email}.`);
}

/** A new one-time sign-in link token for a person who is not disabled. The person is mailed
 *  that a link was issued for them and when, never the link (ASVS 2.2.3): one they did not expect
 *  tells them someone is trying to sign in as them. The mail is queued with the link, in one
 *  transaction, for a server's mail worker to send. */
export async function issueSignInLink(db: Database, email: string, now: Date): Promise<{ person: DeskPerson; token: string }> {
  const row = await personByEmail(db, checkedEmail(email));
  if (!row) throw new DeskInputError(`No one on the desk has the address ${email}: add them first.`);
  if (row.disabledAt) throw new DeskInputError(`${row.email} is disabled.`);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await insertSignInLink(tx, hash(token), row.id, new Date(now.getTime() + minutes(SIGN_IN_LINK_MINUTES)), OPEN_LINKS_PER_PERSON);
    await queueMail(tx, {
      id: randomUUID(),
      kind: 'deskLinkIssued',
      recipient: row.email,
      // The desk and its mails are in English.
      culture: 'en',
      params: { name: row.name, issuedAt: now.toISOString() },
    });
  });
  return { person: asPerson(row), token };
}

/** Signs in with a link's token: a new session id for its person, or null when the link is
 *  unknown, used or expired. */
export async function signIn(db: Queryable, token: string, now: Date): Promise<{ person: DeskPerson; sessionId: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await takeSignInLink(db, hash(token), now);
  if (!row) return null;
  const sessionId = randomBytes(32).toString('base64url');
  await insertDeskSession(db, hash(sessionId), row.id, now, SESSIONS_PER_PERSON, { at: now, with: 'link' });
  return { person: asPerson(row), sessionId };
}

/** Opens a session for the person with this address, as the organisation's provider vouched
 *  for it; null when no one on the desk has it or they are disabled. `authTime` is when the
 *  provider says the person authenticated (the ID token's auth_time), when it says so: a session
 *  opened from a provider's older sign-in is only as recent as that sign-in. */
export async function signInByEmail(
  db: Queryable,
  email: string,
  now: Date,
  authTime: Date | null = null,
): Promise<{ person: DeskPerson; sessionId: string } | null> {
  const row = await personByEmail(db, email.trim().toLowerCase());
  if (!row || row.disabledAt) return null;
  const sessionId = randomBytes(32).toString('base64url');
  const at = authTime && authTime < now ? authTime : now;
  await insertDeskSession(db, hash(sessionId), row.id, now, SESSIONS_PER_PERSON, { at, with: 'oidc' });
  return { person: asPerson(row), sessionId };
}

export const sessionLimits = (now: Date) => ({
  idleSince: new Date(now.getTime() - minutes(SESSION_IDLE_MINUTES)),
  openedSince: new Date(now.getTime() - minutes(SESSION_MAX_HOURS * 60)),
});

/** A live session: its person, and when and how they signed in. */
export interface DeskSession {
  readonly person: DeskPerson;
  readonly signedInAt: Date;
  readonly signedInWith: DeskSignInMethod;
}

/** The live session of this id (extending it), or null. */
export async function sessionPerson(db: Queryable, sessionId: string, now: Date): Promise<DeskSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
  const { idleSince, openedSince } = sessionLimits(now);
  const row = await touchDeskSession(db, hash(sessionId), now, idleSince, openedSince);
  return row ? { person: asPerson(row), signedInAt: row.signedInAt, signedInWith: row.signedInWith } : null;
}

/** Whether a session's sign-in is recent enough for a change (ASVS 3.7.1): no older than
 *  `minutes` (DESK_REAUTH_MINUTES). */
export function signedInRecently(session: Pick<DeskSession, 'signedInAt'>, now: Date, minutes: number): boolean {
  return now.getTime() - session.signedInAt.getTime() <= minutes * 60_000;
}

export async function signOut(db: Queryable, sessionId: string): Promise<void> {
  await deleteDeskSession(db, hash(sessionId));
}

/** Drops the links and sessions that are over. */
export async function purgeDeskSessions(db: Queryable, now: Date): Promise<number> {
  const { idleSince, openedSince } = sessionLimits(now);
  return purgeDesk(db, now, idleSince, openedSince);
}
