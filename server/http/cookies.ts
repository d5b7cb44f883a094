import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { ServerSettings } from '../settings/settings';
import { isHttps } from './connection';

// The one way the server sets a cookie: every cookie it sets is HttpOnly (no script of the page
// reads any), covers the whole site, and is `Secure` by COOKIE_SECURE, judged by the client's own
// connection (a trusted proxy's X-Forwarded-Proto included), so no cookie of a claimant's
// travels over plain HTTP where the session cookie would not. ESLint refuses hono's setCookie
// anywhere else.

/** What differs between the server's cookies. */
interface SiteCookieOptions {
  /** `Strict` for what only the site's own calls need; `Lax` for what a claimant coming back
   *  from a link in an email must still send. */
  readonly sameSite: 'Strict' | 'Lax';
  /** Seconds it lasts; none: until the browser session ends. */
  readonly maxAge?: number;
}

type CookieSettings = Pick<ServerSettings, 'cookieSecure' | 'trustProxy'>;

/** Whether a cookie set in answer to this request is `Secure`. */
function secureFor(c: Context, settings: CookieSettings): boolean {
  return settings.cookieSecure === 'always' || (settings.cookieSecure === 'auto' && isHttps(c, settings));
}

/** A cookie's name, to set and to read in answer to this request: with the `__Host-` prefix
 *  whenever the cookie is `Secure`. A browser keeps such a cookie only when a secure page of this
 *  very host set it, with Path=/ and no Domain (as setSiteCookie sets every cookie), so neither a
 *  page on plain HTTP nor a sibling subdomain can plant one or stand in for it. Without `Secure`
 *  (COOKIE_SECURE=never, or `auto` over plain HTTP in development) the prefix is not allowed, and
 *  the plain name is used. */
export function hostOnlyCookieName(c: Context, settings: CookieSettings, name: string): string {
  return secureFor(c, settings) ? `__Host-${name}` : name;
}

/** Sets a cookie of the site's with the rules above. */
export function setSiteCookie(c: Context, settings: CookieSettings, name: string, value: string, options: SiteCookieOptions): void {
  setCookie(c, name, value, {
    httpOnly: true,
    path: '/',
    sameSite: options.sameSite,
    secure: secureFor(c, settings),
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
  });
}
