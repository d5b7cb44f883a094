import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@ui/alert-dialog';
import { buttonCopy, dialogCopy } from '@/contract/copy-keys';
import { useReturnFocus } from '@/features/app-state/use-return-focus';
import { interpolate } from '@/features/localization/i18n';
import { formatCountdown } from './timer';

/** Props of SessionTimeoutWarning: the dialog as it looks, without a timer. */
interface SessionTimeoutWarningProps {
  open: boolean;
  /** Seconds left, shown as m:ss. */
  secondsLeft: number;
  /** Continue, Escape or the dialog closing any other way renews the session. */
  onContinue: () => void;
}

/** The countdown dialog: title, explanation, the time left as m:ss and a Continue button. Screen
 *  readers hear the dialog once as it opens (its name and description, with the time left at
 *  that moment); the ticking countdown is hidden from them, since a live region that changes
 *  every second talks over everything else. */
export function SessionTimeoutWarning({ open, secondsLeft, onContinue }: SessionTimeoutWarningProps) {
  const { t } = useTranslation();
  const countdownText = (time: string) =>
    t(dialogCopy.sessionTimeoutCountdown, { time, defaultValue: interpolate('Time remaining: {time}', { time }) });
  const countdown = formatCountdown(secondsLeft * 1000);
  useReturnFocus(open);
  // The time left when the dialog opened, kept for its accessible description.
  const [openedAt, setOpenedAt] = useState<string | null>(open ? countdown : null);
  if (open && openedAt === null) setOpenedAt(countdown);
  if (!open && openedAt !== null) setOpenedAt(null);

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      title={t(dialogCopy.sessionTimeoutTitle, { defaultValue: 'Your session is about to expire' })}
      message={
        <>
          <p>
            {t(dialogCopy.sessionTimeoutBody, {
              defaultValue:
                'For your security, your answers will be cleared soon because there has been no activity. Select Continue to keep working on your claim.',
            })}
          </p>
          <p className="font-semibold">
            <span aria-hidden="true" data-slot="session-countdown" className="tabular-nums">
              {countdownText(countdown)}
            </span>
            <span className="sr-only">{countdownText(openedAt ?? countdown)}</span>
          </p>
        </>
      }
      actionLabel={t(buttonCopy.continue, { defaultValue: 'Continue' })}
    />
  );
}
