// Security for every response and every unsafe call: headers (CSP and friends), the CSRF check
// (a session cookie plus a header token signed with a server secret), strict content types and
// JSON body limits, and error bodies that never carry stack traces.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from './context';
import type { ServerSettings } from './settings';

/** Name of the header that carries the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** Name of the session cookie (HttpOnly; it binds CSRF tokens and authorizations). */
const SESSION_COOKIE = 'claims_session';

/** Largest JSON body the server reads (authorize, tracking, admin). */
export const JSON_BODY_LIMIT = 64 * 1024;

const captchaHosts: Record<ServerSettings['captchaProvider'], { script: string[]; frame: string[]; connect: string[]; style: string[] }> = {
  test: { script: [], frame: [], connect: [], style: [] },
  none: { script: [], frame: [], connect: [], style: [] },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: [],
    style: [],
  },
};

// The Google tag loads from googletagmanager.com (the app adds it with the page's nonce; the
// host lets the tag load its own follow-up script) and sends its hits to the analytics hosts.
// Without an analytics tag id none of these is allowed, so nothing can track a claimant.
const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/** Where PayPal serves its button marks from. */
const PAYPAL_IMAGE_HOST = 'https://www.paypalobjects.com';

/** The Content-Security-Policy for a response; `nonce` is set for the app's HTML page so the app
 *  can let its runtime-injected style elements through without 'unsafe-inline'. */
function contentSecurityPolicy(settings: ServerSettings, nonce?: string): string {
  const hosts = captchaHosts[settings.captchaProvider];
  const analytics = settings.analyticsTagId ? analyticsHosts : { script: [], connect: [], img: [] };
  const withNonce = nonce ? [`'nonce-${nonce}'`] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...withNonce, ...hosts.script, ...analytics.script]],
    ['style-src', ["'self'", ...withNonce, ...hosts.style]],
    // PayPal's mark on the "Log in with PayPal" button comes from PayPal's image host.
    ['img-src', ["'self'", 'data:', PAYPAL_IMAGE_HOST, ...analytics.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...hosts.connect, ...analytics.connect]],
    ['frame-src', hosts.frame.length > 0 ? hosts.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

// The administrator's desk (/admin) loads no third party and no inline script or style: nothing
// but its own files, and its calls to this origin. No captcha, analytics or PayPal host is
// allowed there, whatever the claimant pages need.
const deskContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether a path is a page of the desk. */
function isDeskPage(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** A fresh nonce for one HTML response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Adds the security headers to every response (the HTML route sets its own nonce first). */
export function securityHeaders(app: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A response that brings its own policy keeps it (a document the desk shows, sandboxed).
    if (!h.has('Content-Security-Policy'))
      h.set(
        'Content-Security-Policy',
        isDeskPage(c.req.path) ? deskContentSecurityPolicy : contentSecurityPolicy(app.settings, c.get('cspNonce')),
      );
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (isHttps(c, app.settings)) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  };
}

/** Whether the client's connection is HTTPS: this server's own, or a trusted proxy's as its
 *  X-Forwarded-Proto says. */
function isHttps(c: Context<AppEnv>, settings: Pick<ServerSettings, 'trustProxy'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return fromTrustedProxy(c, settings) && c.req.header('x-forwarded-proto') === 'https';
}

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

/** A JSON error body with a generic, user-safe message. */
export function jsonError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
  message: string,
) {
  return c.json({ error: message }, status);
}

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

/** How a session id is stored: hashed, so a database dump holds no usable cookie. */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

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

/** The media type of the request, lower-cased, without parameters. */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads a body of at most `limit` bytes: 413 above it, 400 when it breaks off. */
export async function readLimitedBody(
  c: Context,
  limit: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; status: 400 | 413; message: string }> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413, message: 'The request body is too large.' };
  const body = c.req.raw.body;
  if (!body) return { ok: false, status: 400, message: 'The request body is empty.' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    // A client that stops mid-body (reset, or its side closed early) breaks the read.
    const read = await reader.read().catch(() => null);
    if (!read) return { ok: false, status: 400, message: 'The request body did not arrive whole.' };
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413, message: 'The request body is too large.' };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** Deepest nesting of arrays and objects a JSON body may have. */
export const JSON_MAX_DEPTH = 64;

/** How deep arrays and objects nest in a JSON text (brackets inside strings aside). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return deepest;
}

/** An address as the socket reports it, IPv4 ones without their IPv6 mapping (::ffff:). */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

const proxyLists = new WeakMap<readonly string[], BlockList>();

/** Whether `address` is one of the proxies TRUST_PROXY names (any address when it is true). */
function isTrustedProxy(address: string, settings: Pick<ServerSettings, 'trustProxy'>): boolean {
  const { trustProxy } = settings;
  if (typeof trustProxy === 'boolean') return trustProxy;
  let list = proxyLists.get(trustProxy);
  if (!list) {
    list = new BlockList();
    for (const entry of trustProxy) {
      const [base, bits] = entry.split('/') as [string, string | undefined];
      const family = isIP(base) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(base, family);
      else list.addSubnet(base, Number(bits), family);
    }
    proxyLists.set(trustProxy, list);
  }
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** The address of the connection's peer (the client, or the proxy in front). */
function peerAddress(c: Context<AppEnv>): string {
  const remote = c.env?.incoming?.socket.remoteAddress;
  return remote ? plainAddress(remote) : 'unknown';
}

/** Whether the request came through a proxy TRUST_PROXY names: only then do its X-Forwarded-*
 *  headers count (a client talking to the server directly may send any). */
export function fromTrustedProxy(c: Context<AppEnv>, settings: Pick<ServerSettings, 'trustProxy'>): boolean {
  return isTrustedProxy(peerAddress(c), settings);
}

/** The network a client address is counted under by limits: an IPv4 address itself, an IPv6
 *  address its /64 prefix ("2001:db8:0:7::/64"). A subscriber's line or a phone is handed a whole
 *  /64 and may take a new address from it for every request, so a limit per IPv6 address would
 *  hold nobody. */
export function limitNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const plain = address.split('%')[0]!.toLowerCase();
  const [head, tail] = plain.includes('::') ? (plain.split('::') as [string, string]) : [plain, null];
  const groups = (part: string) => (part ? part.split(':') : []);
  const start = groups(head);
  const end = tail === null ? [] : groups(tail);
  // An IPv4 address written at the end fills two groups.
  const written = start.length + end.length + (end.at(-1)?.includes('.') ? 1 : 0);
  const missing = tail === null ? 0 : 8 - written;
  const full = [...start, ...Array.from({ length: missing }, () => '0'), ...end];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The client address for rate limits and captcha checks: the connection's, unless it comes
 *  from a trusted proxy (TRUST_PROXY). Then X-Forwarded-For is read from its end, where each
 *  proxy appended the address it saw, past the trusted proxies, to the first address that is
 *  not one: entries before it may be written by the client and are never trusted. With
 *  TRUST_PROXY=true every peer is trusted and the last entry is the client. */
export function clientAddress(c: Context<AppEnv>, settings: Pick<ServerSettings, 'trustProxy'>): string {
  const peer = peerAddress(c);
  if (!isTrustedProxy(peer, settings)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .filter(Boolean);
  if (settings.trustProxy === true) return hops.at(-1) ?? peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!isTrustedProxy(hops[i]!, settings)) return hops[i]!;
  }
  return hops[0] ?? peer;
}

/** The name of the admin token the request carries: `admin token` for ADMIN_TOKEN, a name of
 *  ADMIN_TOKENS for one of those; null for none (admin calls are off when neither is set). */
export function adminTokenName(c: Context, settings: Pick<ServerSettings, 'adminToken' | 'adminTokens'>): string | null {
  // The bearer scheme only (RFC 6750): a bare token or another scheme is no token at all.
  const given = createHash('sha256')
    .update(/^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '')
    .digest();
  const known = [...(settings.adminToken ? [{ name: 'admin token', token: settings.adminToken }] : []), ...settings.adminTokens];
  let found: string | null = null;
  // Every token is compared, in constant time, whichever matches.
  for (const { name, token } of known) if (timingSafeEqual(given, createHash('sha256').update(token).digest())) found ??= name;
  return found;
}
