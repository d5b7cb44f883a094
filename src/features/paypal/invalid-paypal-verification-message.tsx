import { useTranslation } from 'react-i18next';
import { FeedbackMessage } from '@ui/feedback-message';
import { errorCopy } from '@/contract/copy-keys';
import { useAppState } from '@/features/app-state/app-state-context';

/** The warning shown after a submit answered nonMatchingPaymentElection (app state's
 *  invalidPayPalVerification): the PayPal account entered is not the one logged in with. */
export function InvalidPayPalVerificationMessage({ className }: { className?: string }) {
  const { t } = useTranslation();
  const invalid = useAppState((state) => state.invalidPayPalVerification);
  // The alert role stays mounted with its text added later, so screen readers announce it.
  return (
    <div role="alert" data-slot="invalid-paypal-verification" className={className}>
      {invalid && (
        <FeedbackMessage variant="warning">
          {t(errorCopy.invalidPayPal, {
            defaultValue:
              'The PayPal account you entered does not match the account you logged in with. Log in with PayPal again or choose another payment method.',
          })}
        </FeedbackMessage>
      )}
    </div>
  );
}
