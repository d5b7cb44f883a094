// The offline stand-in of PayPal's login, so the whole PayPal election runs on one machine: the
// app opens GET /paypal-login-demo in a pop-up (the settings' loginUrl), the claimant logs in
// with an email, the stand-in sends the pop-up to /paypal/return with an authorization code, and
// /paypal/return.js hands the code to the form that opened it and closes the pop-up. The code is
// checked again when the claim arrives (claims/check-payload.ts).
import type { Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { issueCode } from '../paypal/stand-in';

/** Where the stand-in sends the pop-up back to, on this site. */
export const PAYPAL_RETURN_PATH = '/paypal/return';

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

function loginForm(state: string, problem: string | null, email = ''): string {
  return page(
    'Log in to PayPal (demo)',
    [
      '<h1>Log in to PayPal (demo)</h1>',
      '<p>This demo settlement does not contact PayPal. Log in with any email address: the claim must give the same address as its PayPal email.</p>',
      problem ? `<p role="alert" id="problem">${escapeHtml(problem)}</p>` : '',
      '<form method="post" action="/paypal-login-demo">',
      `<input type="hidden" name="state" value="${escapeHtml(state)}">`,
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

/** Registers the stand-in's pages; call before the static routes. */
export function payPalRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  app.get('/paypal-login-demo', (c) => {
    const state = stateOf(c.req.query('state'));
    if (!state)
      return c.html(page('PayPal login (demo)', '<h1>PayPal login (demo)</h1><p>Start the PayPal login from your claim form.</p>'), 400);
    return c.html(loginForm(state, null));
  });

  app.post('/paypal-login-demo', async (c: Context<AppEnv>) => {
    const body = await c.req.parseBody();
    const state = stateOf(body.state);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!state)
      return c.html(page('PayPal login (demo)', '<h1>PayPal login (demo)</h1><p>Start the PayPal login from your claim form.</p>'), 400);
    if (!emailPattern.test(email) || email.length > 200)
      return c.html(loginForm(state, 'Enter an email address like name@example.com.', email), 400);
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
