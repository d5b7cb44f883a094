// The began-stamp: when a claimant's browser first loaded a form page, signed by the server so
// it cannot be forged or moved earlier. A deadline's grace period (deadlines.json `graceMinutes`)
// is honoured only for a stamp older than the deadline. It is a cookie of its own, not part of
// the session row: a session ends after its idle time and may be replaced on authorize, while
// the stamp must outlive both, and writing it costs no database round trip on the first page.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { setSiteCookie } from '../http/cookies';
import { pagePath } from '../../src/contract/form-pages';
import type { FormType } from '../../src/contract/form-type-names';
import type { ServerSettings } from '../settings/settings';
import type { Settlement } from '../settlement/settlement';

/** Name of the began-stamp cookie. */
const BEGAN_COOKIE = 'claim_began';

/** How long the browser keeps the stamp: longer than any claim takes to file. */
const STAMP_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const stampPattern = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: Buffer, began: number): string {
  return createHmac('sha256', secret).update(`began:${began}`).digest('base64url');
}

/** The cookie value of a stamp made at `began` (epoch ms). */
function beganStampValue(secret: Buffer, began: number): string {
  return `${began}.${signature(secret, began)}`;
}

/** The instant of a stamp value whose signature holds, else null. */
function verifyBeganStamp(secret: Buffer, value: string | undefined): number | null {
  const match = value ? stampPattern.exec(value) : null;
  if (!match) return null;
  const began = Number(match[1]);
  const expected = Buffer.from(signature(secret, began));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? began : null;
}

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

const formPaths = new WeakMap<Settlement['pages'], Set<string>>();

/** True when `path` is the address of one of the settlement's form pages (where a claimant begins). */
export function isFormPagePath(settlement: Settlement, path: string): boolean {
  let paths = formPaths.get(settlement.pages);
  if (!paths) {
    paths = new Set(
      (Object.entries(settlement.pages) as [FormType, Settlement['pages'][FormType]][]).flatMap(([formType, pages]) =>
        (pages ?? []).map((page) => pagePath(formType, page.segment)),
      ),
    );
    formPaths.set(settlement.pages, paths);
  }
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return paths.has(trimmed);
}
