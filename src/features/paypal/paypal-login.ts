// The PayPal login as a flow: the button opens the provider's login (the settings' loginUrl) in a
// pop-up with a random state; the provider sends the pop-up back to this site's /paypal/return,
// whose script posts { code, state } to this window; a code is accepted only from this origin and
// with the state of the login this window started.

/** The message /paypal/return.js posts to the window that opened the login. */
interface PayPalLoginMessage {
  readonly type: 'claims-site:paypal-login';
  readonly code: string;
  readonly state: string;
}

/** PayPal's "Log in with PayPal" mark, shown on the button (the CSP allows its host for images). */
export const PAYPAL_MARK_URL = 'https://www.paypalobjects.com/webstatic/mktg/Logo/pp-logo-100px.png';

/** A fresh random state for one login. */
export function newLoginState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The login address: loginUrl with the state and where to come back to. */
export function loginAddress(loginUrl: string, state: string, origin: string = window.location.origin): string {
  const url = new URL(loginUrl, origin);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', `${origin}/paypal/return`);
  return url.href;
}

/** The code of a message event, when it is the answer to the login with `state`. */
export function codeFromMessage(event: MessageEvent, state: string | null, origin: string = window.location.origin): string | null {
  if (event.origin !== origin || state === null) return null;
  const data = event.data as Partial<PayPalLoginMessage> | null;
  if (!data || data.type !== 'claims-site:paypal-login' || data.state !== state) return null;
  return typeof data.code === 'string' && data.code.length > 0 ? data.code : null;
}
