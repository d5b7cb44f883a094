// The offline stand-in of PayPal's login, so the whole PayPal election runs on one machine: the
// app opens GET /paypal-login-demo in a pop-up (the settings' loginUrl), the claimant logs in
// with an email, the stand-in sends the pop-up to /paypal/return with an authorization code, and
// /paypal/return.js hands the code to the form that opened it and closes the pop-up. The code is
// checked again when the claim arrives (claims/check-payload.ts).
// The stand-in exists only for a package whose PayPal login is it (`loginUrl` set to
// /paypal-login-demo, PayPal enabled): a settlement with PayPal's real login has no such page.
// Its form is a call like any other: a small urlencoded body, and the session's CSRF token (a
// hidden field, as a form cannot send the header).
import type { Context, Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { issueCode } from '../../paypal/stand-in';
import { csrfTokenFor, csrfTokenMatches } from '../csrf';
import { ensureSessionId } from '../session-cookie';
import { JSON_BODY_LIMIT, mediaType, readLimitedBody } from '../request-body';

/** Where the stand-in's login page is: the `loginUrl` of a package that uses it. */
const PAYPAL_STAND_IN_PATH = '/paypal-login-demo';

/** Where the stand-in sends the pop-up back to, on this site. */
const PAYPAL_RETURN_PATH = '/paypal/return';

const statePattern = /^[A-Za-z0-9_-]{8,100}$/;
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body><main>`,
    body,
    '</main></body></html>',
  ].join('');
}

function loginForm(state: string, csrf: string, problem: string | null, email = ''): string {
  return page(
    'Log in to PayPal (demo)',
    [
      '<h1>Log in to PayPal (demo)</h1>',
      '<p>This demo settlement does not contact PayPal. Log in with any email address: the claim must give the same address as its PayPal email.</p>',
      problem ? `<p role="alert" id="problem">${escapeHtml(problem)}</p>` : '',
      '<form method="post" action="/paypal-login-demo">',
      `<input type="hidden" name="state" value="${escapeHtml(state)}">`,
      `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`,
      '<p><label for="email">Email</label><br>',
      `<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${problem ? ' aria-describedby="problem" aria-invalid="true"' : ''}></p>`,
      '<p><button type="submit">Log in</button></p>',
      '</form>',
    ].join(''),
  );
}

/** The state the app sent, if it has the expected shape. */
function stateOf(value: unknown): string | null {
  return typeof value === 'string' && statePattern.test(value) ? value : null;
}

/** Whether the package's PayPal login is the stand-in. */
function usesPayPalStandIn(ctx: Pick<AppContext, 'settlement'>): boolean {
  const settings = ctx.settlement.payPalSettings();
  return settings.enabled && settings.loginUrl === PAYPAL_STAND_IN_PATH;
}

const startAgain = () => page('PayPal login (demo)', '<h1>PayPal login (demo)</h1><p>Start the PayPal login from your claim form.</p>');

/** Registers the stand-in's pages when the package uses it; call before the static routes. */
export function payPalRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  if (!usesPayPalStandIn(ctx)) return;
  app.get(PAYPAL_STAND_IN_PATH, (c) => {
    const state = stateOf(c.req.query('state'));
    if (!state) return c.html(startAgain(), 400);
    return c.html(loginForm(state, csrfTokenFor(ctx.csrfSecret, ensureSessionId(c, ctx.settings, ctx.csrfSecret)), null));
  });

  app.post(PAYPAL_STAND_IN_PATH, async (c: Context<AppEnv>) => {
    if (mediaType(c) !== 'application/x-www-form-urlencoded') return c.html(startAgain(), 415);
    const read = await readLimitedBody(c, JSON_BODY_LIMIT);
    if (!read.ok) return c.html(startAgain(), read.status);
    const body = new URLSearchParams(read.bytes.toString('utf8'));
    if (!csrfTokenMatches(c, ctx.csrfSecret, body.get('csrf'))) return c.html(startAgain(), 403);
    const state = stateOf(body.get('state'));
    const email = (body.get('email') ?? '').trim();
    if (!state) return c.html(startAgain(), 400);
    const csrf = body.get('csrf')!;
    if (!emailPattern.test(email) || email.length > 200)
      return c.html(loginForm(state, csrf, 'Enter an email address like name@example.com.', email), 400);
    const code = issueCode(ctx.csrfSecret, email, ctx.settlement.payPalSettings().authCodeExpiration ?? 10);
    return c.redirect(`${PAYPAL_RETURN_PATH}?${new URLSearchParams({ code, state }).toString()}`, 303);
  });

  app.get(PAYPAL_RETURN_PATH, (c) =>
    c.html(
      page(
        'PayPal login complete',
        '<h1>PayPal login complete</h1><p>Return to your claim: this window closes by itself, or you can close it.</p><script src="/paypal/return.js"></script>',
      ),
    ),
  );

  // Hands the code to the claim form that opened the pop-up (same origin only) and closes it.
  app.get('/paypal/return.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(
      [
        '(function () {',
        '  var query = new URLSearchParams(window.location.search);',
        "  var message = { type: 'claims-site:paypal-login', code: query.get('code'), state: query.get('state') };",
        '  if (window.opener && !window.opener.closed) {',
        '    window.opener.postMessage(message, window.location.origin);',
        '    window.close();',
        '  }',
        '})();',
        '',
      ].join('\n'),
    );
  });
}
