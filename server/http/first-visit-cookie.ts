// The first-visit stamp (screening/first-visit.ts) in a cookie of its own: set by GET /api/csrf,
// signed again for the new id when authorize replaces the session, read when a claim is screened.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppContext } from '../context';
import { firstVisitStamp, verifyFirstVisit } from '../screening/first-visit';
import { setSiteCookie } from './cookies';

/** Name of the cookie that holds the stamp. */
const FIRST_VISIT_COOKIE = 'claims_started';

/** The stamped time of a session's first visit (epoch ms), or null when there is no valid stamp. */
export function readFirstVisit(c: Context, secret: Buffer, sessionId: string): number | null {
  return verifyFirstVisit(secret, sessionId, getCookie(c, FIRST_VISIT_COOKIE));
}

function setStamp(c: Context, ctx: Pick<AppContext, 'csrfSecret' | 'settings'>, sessionId: string, at: number): void {
  setSiteCookie(c, ctx.settings, FIRST_VISIT_COOKIE, firstVisitStamp(ctx.csrfSecret, sessionId, at), { sameSite: 'Strict' });
}

/** Signs a session's stamp again for the id that replaces it, keeping the time of the first visit. */
export function carryFirstVisit(c: Context, ctx: Pick<AppContext, 'csrfSecret' | 'settings'>, fromId: string, toId: string): void {
  const at = readFirstVisit(c, ctx.csrfSecret, fromId);
  if (at !== null) setStamp(c, ctx, toId, at);
}

/** Sets the stamp for a session that has none yet (a valid one is kept: the first visit counts). */
export function stampFirstVisit(c: Context, ctx: Pick<AppContext, 'csrfSecret' | 'settings'>, sessionId: string): void {
  if (readFirstVisit(c, ctx.csrfSecret, sessionId) !== null) return;
  setStamp(c, ctx, sessionId, Date.now());
}
