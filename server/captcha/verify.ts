// Server-side check of a captcha token. The `test` provider's tokens come from the stand-in
// script the server itself serves (/captcha/test.js); real providers are asked over HTTPS.
import { log } from '../observability/log';
import type { ServerSettings } from '../settings/settings';

/** Shape of tokens the test stand-in issues. */
const TEST_TOKEN_PATTERN = /^test-pass-[A-Za-z0-9]{8,64}$/;

const verifyUrls = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** True when captcha is on (a site key is configured). */
export function captchaEnabled(settings: ServerSettings): boolean {
  return settings.captchaProvider !== 'none' && Boolean(settings.captchaSiteKey);
}

/** True when `token` passes the configured provider's check (always true when captcha is off). */
export async function verifyCaptcha(settings: ServerSettings, token: string | null | undefined, remoteIp?: string): Promise<boolean> {
  if (!captchaEnabled(settings)) return true;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false;
  if (settings.captchaProvider === 'test') return TEST_TOKEN_PATTERN.test(token);
  if (settings.captchaProvider !== 'hcaptcha' && settings.captchaProvider !== 'recaptcha') return false;
  const body = new URLSearchParams({ secret: settings.captchaSecret ?? '', response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  if (settings.captchaProvider === 'hcaptcha' && settings.captchaSiteKey) body.set('sitekey', settings.captchaSiteKey);
  try {
    const response = await fetch(verifyUrls[settings.captchaProvider], { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch (error) {
    log.error({ err: error, provider: settings.captchaProvider }, 'Captcha verification failed to reach the provider');
    return false;
  }
}
