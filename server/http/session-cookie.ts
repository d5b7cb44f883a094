// The claimant's browser session: an id in an HttpOnly cookie, tagged so only ids this server
// issued count (the database keeps it only hashed: sessionKey in db/sessions.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ServerSettings } from '../settings/settings';
import { setSiteCookie } from './cookies';

/** Name of the session cookie (HttpOnly; it binds CSRF tokens and authorizations). */
const SESSION_COOKIE = 'claims_session';

// The cookie holds the id and a tag (an HMAC under the server secret), so only ids this server
// issued are accepted: a client that picks its own id (to plant it in a victim's browser and share
// the session once the victim authorizes) gets a new one instead.
const sessionCookiePattern = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

function sessionTag(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`session:${sessionId}`).digest().subarray(0, 16).toString('base64url');
}

/** The session id from the cookie, or null when absent, malformed or not issued by this server. */
export function readSessionId(c: Context, secret: Buffer): string | null {
  const match = sessionCookiePattern.exec(getCookie(c, SESSION_COOKIE) ?? '');
  if (!match) return null;
  const [, id = '', tag = ''] = match;
  const expected = Buffer.from(sessionTag(secret, id));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Issues a new session id in the session cookie (replacing any other). */
export function issueSessionId(c: Context, settings: ServerSettings, secret: Buffer): string {
  const id = randomBytes(32).toString('base64url');
  setSiteCookie(c, settings, SESSION_COOKIE, `${id}.${sessionTag(secret, id)}`, { sameSite: 'Strict' });
  return id;
}

/** The session id, creating the session cookie when there is none. */
export function ensureSessionId(c: Context, settings: ServerSettings, secret: Buffer): string {
  return readSessionId(c, secret) ?? issueSessionId(c, settings, secret);
}
