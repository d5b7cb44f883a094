// The headers every response carries: the Content-Security-Policy (the claimant pages', with the
// hosts their captcha, analytics and PayPal need, and the desk's, which needs none), and the
// browser protections around it.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';
import type { ServerSettings } from '../settings/settings';
import { isHttps } from './connection';

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
// but its own files (the PDF viewer's worker among them), and its calls to this origin. No captcha, analytics or PayPal host is
// allowed there, whatever the claimant pages need.
const deskContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The PDF viewer parses documents in pdf.js's worker, a script of the desk's own build: named
  // here so that nothing but this origin's scripts may run as a worker (no blob: or data:),
  // whatever script-src comes to allow.
  "worker-src 'self'",
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
