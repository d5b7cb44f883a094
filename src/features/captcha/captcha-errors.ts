// The captcha error matrix of contract.md §Behaviour, by the providers' error codes (hCaptcha's names;
// the `test` provider uses the same ones, and reCAPTCHA's bare error callback maps to
// network-error, which Google documents as its usual cause).

/** What the service does about a failed challenge: render the widget anew, reset it, or only log. */
type CaptchaErrorAction = 'rerender' | 'reset' | 'log';

/** The known error codes and their action. */
const captchaErrorActions = {
  'missing-captcha': 'rerender',
  'invalid-captcha-id': 'rerender',
  'rate-limited': 'reset',
  'invalid-data': 'reset',
  'challenge-closed': 'reset',
  'challenge-expired': 'reset',
  'challenge-error': 'reset',
  'internal-error': 'reset',
  'network-error': 'log',
  'script-error': 'log',
} as const satisfies Record<string, CaptchaErrorAction>;

/** One known error code. */
type CaptchaErrorCode = keyof typeof captchaErrorActions;

/** True for a code of the matrix; anything else is an unknown error, which is logged. */
export function isKnownCaptchaError(code: string): code is CaptchaErrorCode {
  return Object.hasOwn(captchaErrorActions, code);
}

/** The action for an error code: unknown codes are only logged. */
export function captchaErrorAction(code: string): CaptchaErrorAction {
  return isKnownCaptchaError(code) ? captchaErrorActions[code] : 'log';
}

/** A challenge that did not produce a token: the caller must not carry out its action. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  /** The provider's error code ('unknown' when it gave none that can be read). */
  readonly code: string;
  /** What the service did about it. */
  readonly action: CaptchaErrorAction;

  constructor(code: string) {
    super(`Captcha challenge failed: ${code}`);
    this.code = code;
    this.action = captchaErrorAction(code);
  }
}

/** Reads an error code from whatever a provider threw or passed: a string, or an Error whose
 *  message is the code (hCaptcha and the test provider throw `new Error('invalid-captcha-id')`). */
export function captchaErrorCode(error: unknown): string {
  if (error instanceof CaptchaError) return error.code;
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && /^[a-z]+(?:-[a-z]+)+$/.test(error.message)) return error.message;
  return 'unknown';
}
