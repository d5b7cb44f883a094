// Screening's refusal of a claim (screening/screen.ts) as the claimant's answer: 429 with
// Retry-After for a velocity limit, 409 for a duplicate, each with its message in the claim's
// culture. A claim's submit, an amendment and a change of payment method answer it alike.
import { claimantMessage, minutesIn } from '../claimant-messages';
import type { ScreeningRefusal } from '../screening/screen';
import type { Settlement } from '../settlement/settlement';

/** The status, message and Retry-After (in seconds) a screening refusal is answered with. */
export function screeningRefusalAnswer(
  settlement: Settlement,
  refusal: ScreeningRefusal,
): { status: 409 | 429; error: string; retryAfterSeconds?: number } {
  switch (refusal.reason) {
    case 'tooMany': {
      const seconds = refusal.retryAfterSeconds;
      const minutes = minutesIn(refusal.culture, Math.ceil(seconds / 60));
      return { status: 429, error: claimantMessage(settlement, refusal.culture, 'tooManyClaims', { minutes }), retryAfterSeconds: seconds };
    }
    case 'duplicate':
      return { status: 409, error: claimantMessage(settlement, refusal.culture, 'duplicateClaim') };
  }
}
