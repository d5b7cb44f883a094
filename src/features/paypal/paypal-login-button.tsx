import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowUpRightFromSquare } from '@fortawesome/free-solid-svg-icons/faArrowUpRightFromSquare';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@ui/button';
import { cn } from '@ui/cn';
import type { PayPalSettings } from '@/contract/api';
import { buttonCopy, headerCopy } from '@/contract/copy-keys';

/** Props of PayPalLoginButton. */
export interface PayPalLoginButtonProps {
  /** GET /api/banking/paypal-settings; nothing shows while it is missing or disabled. */
  settings: PayPalSettings | null | undefined;
  className?: string;
}

/** "Log in with PayPal": opens the settings' loginUrl in a new tab. Text and an icon instead of
 *  PayPal's hosted button image, which the site's Content-Security-Policy (img-src 'self') blocks.
 *  A link, not a script-opened window, so it works with pop-up blockers and without scripts. */
export function PayPalLoginButton({ settings, className }: PayPalLoginButtonProps) {
  const { t } = useTranslation();
  if (!settings?.enabled || !settings.loginUrl) return null;
  return (
    <a
      href={settings.loginUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-slot="paypal-login-button"
      className={cn(buttonVariants({ variant: 'primary' }), 'no-underline', className)}
    >
      {t(buttonCopy.payPalLogin, { defaultValue: 'Log in with PayPal' })}
      <FontAwesomeIcon icon={faArrowUpRightFromSquare} aria-hidden="true" className="size-[0.9em]" />
      <span className="sr-only">{t(headerCopy.opensInNewTab, { defaultValue: '(opens in a new tab)' })}</span>
    </a>
  );
}
