// The CSRF check of every unsafe call: a header token that is an HMAC of the session id under the
// server secret, so only a page of this site, which read the token, can send it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import { jsonError } from './json-error';
import { readSessionId } from './session-cookie';

/** Name of the header that carries the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** The CSRF token of a session: an HMAC of the session id under the server secret. */
export function csrfTokenFor(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

/** True when `given` is the CSRF token of the request's session cookie. */
export function csrfTokenMatches(c: Context, secret: Buffer, given: string | null | undefined): boolean {
  const sessionId = readSessionId(c, secret);
  if (!sessionId || !given) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the request carries the CSRF token of its session cookie in the header. */
function hasValidCsrf(c: Context, secret: Buffer): boolean {
  return csrfTokenMatches(c, secret, c.req.header(CSRF_HEADER));
}

/** Refuses unsafe calls under /api without a valid CSRF token (403). Admin calls are exempt:
 *  they carry a bearer token that browsers never attach by themselves; so are the desk's, which
 *  check the token of the desk's session instead. */
export function csrfProtection(app: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const safe = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    // The desk's calls check the token of the desk's own session (routes/desk.ts).
    if (safe || c.req.path.startsWith('/api/admin/') || c.req.path.startsWith('/api/desk/') || hasValidCsrf(c, app.csrfSecret))
      return next();
    return jsonError(c, 403, 'The request could not be verified. Reload the page and try again.');
  };
}
