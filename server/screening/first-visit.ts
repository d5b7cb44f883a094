// When a browser session first loaded the site, stamped by the server: GET /api/csrf (the first
// call the app makes) sets a cookie with the time, signed with the server secret together with the
// session id, so a client can neither forge nor move it, nor carry it to another session.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppContext } from '../context';
import { setSiteCookie } from '../http/cookies';

/** Name of the cookie that holds the stamp. */
const FIRST_VISIT_COOKIE = 'claims_started';

function signature(secret: Buffer, sessionId: string, at: number): string {
  return createHmac('sha256', secret).update(`started:${sessionId}:${at}`).digest('base64url');
}

/** The stamped time of a session's first visit (epoch ms), or null when there is no valid stamp. */
export function firstVisitOf(c: Context, secret: Buffer, sessionId: string): number | null {
  const value = getCookie(c, FIRST_VISIT_COOKIE);
  const match = value ? /^(\d{10,16})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return null;
  const at = Number(match[1]);
  const expected = Buffer.from(signature(secret, sessionId, at));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? at : null;
}

function setStamp(c: Context, ctx: Pick<AppContext, 'csrfSecret' | 'settings'>, sessionId: string, at: number): void {
  setSiteCookie(c, ctx.settings, FIRST_VISIT_COOKIE, `${at}.${signature(ctx.csrfSecret, sessionId, at)}`, { sameSite: 'Strict' });
}

/** Signs a session's stamp again for the id that replaces it, keeping the time of the first visit. */
export function carryFirstVisit(c: Context, ctx: Pick<AppContext, 'csrfSecret' | 'settings'>, fromId: string, toId: string): void {
  const at = firstVisitOf(c, ctx.csrfSecret, fromId);
  if (at !== null) setStamp(c, ctx, toId, at);
}

/** Sets the stamp for a session that has none yet (a valid one is kept: the first visit counts). */
export function stampFirstVisit(c: Context, ctx: Pick<AppContext, 'csrfSecret' | 'settings'>, sessionId: string): void {
  if (firstVisitOf(c, ctx.csrfSecret, sessionId) !== null) return;
  setStamp(c, ctx, sessionId, Date.now());
}
