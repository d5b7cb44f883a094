// The began-stamp (claims/began-stamp.ts) in a cookie of its own: set when a claimant's browser
// first loads a form page, read wherever a deadline's grace applies (submit, authorize, drafts,
// the deadlines call).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { beganStampValue, verifyBeganStamp } from '../claims/began-stamp';
import type { ServerSettings } from '../settings/settings';
import { setSiteCookie } from './cookies';

/** Name of the began-stamp cookie. */
const BEGAN_COOKIE = 'claim_began';

/** How long the browser keeps the stamp: longer than any claim takes to file. */
const STAMP_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** When this request's claimant began, from a valid stamp, or null. */
export function readBeganStamp(c: Context, secret: Buffer): number | null {
  return verifyBeganStamp(secret, getCookie(c, BEGAN_COOKIE));
}

/** Stamps the claimant's browser with `now` unless it holds a valid stamp already (the first
 *  stamp is kept: loading a page again never moves it). SameSite=Lax, so a claimant who comes
 *  back from a link in an email still sends it and keeps their first stamp. */
export function stampBeganOnce(
  c: Context,
  secret: Buffer,
  settings: Pick<ServerSettings, 'cookieSecure' | 'trustProxy'>,
  now: number,
): void {
  if (readBeganStamp(c, secret) !== null) return;
  setSiteCookie(c, settings, BEGAN_COOKIE, beganStampValue(secret, now), { sameSite: 'Lax', maxAge: STAMP_MAX_AGE_SECONDS });
}
