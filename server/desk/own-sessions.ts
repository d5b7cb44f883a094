// A person's view of their own open sessions of the desk (ASVS 3.3.4): when each started and was
// last used, and a way to end the others (a browser left signed in elsewhere, or one they do not
// recognise). A session is named to its person by a handle derived from its stored hash, never by
// its id or that hash, so the list gives nothing that opens or finds a session elsewhere.
import { createHash } from 'node:crypto';
import type { DeskSessions } from '../../src/contract/desk';
import type { Queryable } from '../db/database';
import { deletePersonsDeskSession, openDeskSessions } from '../db/desk';
import { hash, sessionLimits } from './people';

const handleOf = (idHash: string) => createHash('sha256').update(`desk-session-handle:${idHash}`).digest('base64url').slice(0, 22);

/** The person's open sessions, newest first, the one of `sessionId` marked current. */
export async function ownSessions(db: Queryable, personId: string, sessionId: string, now: Date): Promise<DeskSessions> {
  const { idleSince, openedSince } = sessionLimits(now);
  const current = hash(sessionId);
  const rows = await openDeskSessions(db, personId, idleSince, openedSince);
  return {
    sessions: rows.map((row) => ({
      handle: handleOf(row.idHash),
      startedAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastSeenAt.toISOString(),
      signedInWith: row.signedInWith,
      current: row.idHash === current,
    })),
  };
}

/** Ends another of the person's sessions by its handle: 'ended', 'current' (this browser's own,
 *  which signing out ends) or 'unknown'. */
export async function endOwnSession(
  db: Queryable,
  personId: string,
  sessionId: string,
  handle: string,
  now: Date,
): Promise<'ended' | 'current' | 'unknown'> {
  const { idleSince, openedSince } = sessionLimits(now);
  const found = (await openDeskSessions(db, personId, idleSince, openedSince)).find((row) => handleOf(row.idHash) === handle);
  if (!found) return 'unknown';
  if (found.idHash === hash(sessionId)) return 'current';
  return (await deletePersonsDeskSession(db, personId, found.idHash)) ? 'ended' : 'unknown';
}
