// The reference server's offline stand-in of PayPal's login: it issues an authorization code for
// the account a claimant logs in with, and verifies it when the claim arrives. Codes are signed
// rather than stored, so any server sharing the database's secret verifies them, and they carry
// the account and the moment they expire (the settings' authCodeExpiration, in minutes).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a valid code says. */
interface VerifiedCode {
  /** The PayPal account (email) the claimant logged in with, lower-cased. */
  readonly email: string;
  readonly expiresAt: number;
}

const PREFIX = 'ppdemo';

function signature(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(`paypal-code:${body}`).digest('base64url');
}

/** A code for `email`, valid for `minutes` from `now`. */
export function issueCode(secret: Buffer, email: string, minutes: number, now: number = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ e: email.trim().toLowerCase(), x: now + minutes * 60_000, n: randomBytes(6).toString('hex') }),
  ).toString('base64url');
  return `${PREFIX}.${body}.${signature(secret, body)}`;
}

/** The account and expiry of a code this server issued and that has not expired; null otherwise. */
export function verifyCode(secret: Buffer, code: unknown, now: number = Date.now()): VerifiedCode | null {
  if (typeof code !== 'string' || code.length > 1000) return null;
  const [prefix, body, sig] = code.split('.');
  if (prefix !== PREFIX || !body || !sig) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e?: unknown; x?: unknown };
    if (typeof parsed.e !== 'string' || typeof parsed.x !== 'number' || parsed.x <= now) return null;
    return { email: parsed.e, expiresAt: parsed.x };
  } catch {
    return null;
  }
}
