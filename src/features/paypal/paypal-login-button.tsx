import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@ui/button';
import { cn } from '@ui/cn';
import { FeedbackMessage } from '@ui/feedback-message';
import type { PayPalSettings } from '@/contract/api';
import { buttonCopy, sharedCopy } from '@/contract/copy-keys';
import { codeFromMessage, loginAddress, newLoginState, PAYPAL_MARK_URL } from './paypal-login';

/** Props of PayPalLoginButton. */
interface PayPalLoginButtonProps {
  /** GET /api/banking/paypal-settings; nothing shows while it is missing or disabled. */
  settings: PayPalSettings | null | undefined;
  /** Called with the authorization code once the claimant has logged in. */
  onCode: (code: string) => void;
  className?: string;
}

/** "Log in with PayPal": opens the provider's login in a pop-up and hands back the code it
 *  returns. A pop-up the browser blocks is said so, in words, next to the button. */
export function PayPalLoginButton({ settings, onCode, className }: PayPalLoginButtonProps) {
  const { t } = useTranslation();
  const state = useRef<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const receive = useEffectEvent((event: MessageEvent) => {
    const code = codeFromMessage(event, state.current);
    if (code === null) return;
    state.current = null;
    onCode(code);
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => receive(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  if (!settings?.enabled || !settings.loginUrl) return null;
  const loginUrl = settings.loginUrl;
  const open = () => {
    state.current = newLoginState();
    // No noopener: the return page posts the code back to this window.
    const popup = window.open(loginAddress(loginUrl, state.current), 'paypal-login', 'popup,width=520,height=680');
    setBlocked(popup === null);
    popup?.focus();
  };
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <button type="button" onClick={open} data-slot="paypal-login-button" className={buttonVariants({ variant: 'primary' })}>
        {/* PayPal's mark beside the words; decorative, the words name the button. */}
        <img src={PAYPAL_MARK_URL} alt="" width={64} height={16} className="h-4 w-auto rounded-sm bg-white px-1" />
        {t(buttonCopy.payPalLogin, { defaultValue: 'Log in with PayPal' })}
      </button>
      <div role="alert">
        {blocked && (
          <FeedbackMessage variant="warning">
            {t(sharedCopy.payPalPopupBlocked, {
              defaultValue: 'Your browser blocked the PayPal login window. Allow pop-ups for this site and try again.',
            })}
          </FeedbackMessage>
        )}
      </div>
    </div>
  );
}
