import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ui/icon';
import { FeedbackMessage } from '@ui/feedback-message';
import type { PayPalSettings } from '@/contract/api';
import { sharedCopy } from '@/contract/copy-keys';
import { PayPalLoginButton } from './paypal-login-button';

/** Props of PayPalElection. */
interface PayPalElectionProps {
  settings: PayPalSettings | null | undefined;
  /** The payPalAuthCode the form holds now (null before a login or after it expired). */
  authCode: string | null;
  /** Keeps a code from the login in the form. */
  onCode: (code: string) => void;
  /** Clears the code once it has expired. */
  onExpire: () => void;
}

/** The PayPal part of a payment election: why to log in, the login button, and what came of it
 *  (verified, or expired after the settings' authCodeExpiration minutes). The status and alert
 *  regions stay mounted so screen readers announce the text put into them. */
export function PayPalElection({ settings, authCode, onCode, onExpire }: PayPalElectionProps) {
  const { t } = useTranslation();
  const [expired, setExpired] = useState(false);
  const expire = useEffectEvent(() => {
    setExpired(true);
    onExpire();
  });
  const minutes = settings?.authCodeExpiration ?? null;
  // When the code came back from the login: the effect below may run a while after that (on a
  // busy phone), and the code's minutes count from its arrival, not from the effect.
  const arrival = useRef<{ code: string; at: number } | null>(null);

  // A code lasts authCodeExpiration minutes from the moment it arrives here; the server refuses
  // an older one anyway, this only tells the claimant before they submit. A code this page did
  // not see arrive (kept from before a reload) counts from now.
  useEffect(() => {
    if (!authCode || minutes === null || minutes <= 0) return;
    const arrived = arrival.current?.code === authCode ? arrival.current.at : Date.now();
    const timer = setTimeout(expire, Math.max(0, arrived + minutes * 60_000 - Date.now()));
    return () => clearTimeout(timer);
  }, [authCode, minutes]);

  if (!settings?.enabled) return null;
  return (
    <div data-slot="paypal-election" className="flex flex-col items-start gap-3">
      <p className="max-w-prose">{t(sharedCopy.payPalInstructions)}</p>
      <PayPalLoginButton
        settings={settings}
        onCode={(code) => {
          arrival.current = { code, at: Date.now() };
          setExpired(false);
          onCode(code);
        }}
      />
      <div role="status">
        {authCode && (
          <span className="inline-flex items-center gap-2 rounded-theme-sm bg-success px-2 py-0.5 font-semibold text-success-fg">
            <Icon name="check" className="size-4" />
            {t(sharedCopy.payPalVerified)}
          </span>
        )}
      </div>
      <div role="alert">{expired && !authCode && <FeedbackMessage variant="warning">{t(sharedCopy.payPalExpired)}</FeedbackMessage>}</div>
    </div>
  );
}
