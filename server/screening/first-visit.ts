// When a browser session first loaded the site, stamped by the server: GET /api/csrf (the first
// call the app makes) gives the browser the time, signed with the server secret together with the
// session id, so a client can neither forge nor move it, nor carry it to another session. The
// `tooFast` flag reads it. Where the stamp travels (a cookie) is the HTTP layer's
// (http/first-visit-cookie.ts); what it says and whether it holds is decided here.
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(secret: Buffer, sessionId: string, at: number): string {
  return createHmac('sha256', secret).update(`started:${sessionId}:${at}`).digest('base64url');
}

/** The stamp of a session's first visit at `at` (epoch ms), as the browser keeps it. */
export function firstVisitStamp(secret: Buffer, sessionId: string, at: number): string {
  return `${at}.${signature(secret, sessionId, at)}`;
}

/** The time a stamp says the session first visited (epoch ms), or null when it is missing or
 *  was not signed for this session. */
export function verifyFirstVisit(secret: Buffer, sessionId: string, stamp: string | undefined): number | null {
  const match = stamp ? /^(\d{10,16})\.([\w-]{43})$/.exec(stamp) : null;
  if (!match) return null;
  const at = Number(match[1]);
  const expected = Buffer.from(signature(secret, sessionId, at));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? at : null;
}
