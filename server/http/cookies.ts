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

/** Sets a cookie of the site's with the rules above. */
export function setSiteCookie(
  c: Context,
  settings: Pick<ServerSettings, 'cookieSecure' | 'trustProxy'>,
  name: string,
  value: string,
  options: SiteCookieOptions,
): void {
  setCookie(c, name, value, {
    httpOnly: true,
    path: '/',
    sameSite: options.sameSite,
    secure: settings.cookieSecure === 'always' || (settings.cookieSecure === 'auto' && isHttps(c, settings)),
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
  });
}
