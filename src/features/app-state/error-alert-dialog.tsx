import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@ui/alert-dialog';
import { buttonCopy, dialogCopy } from '@/contract/copy-keys';
import { useAppState, useAppStateStore } from './app-state-context';
import { useReturnFocus } from './use-return-focus';

// A copy key is one or more words joined by underscores (Shared_ErrorMessage_Submission_Default);
// prose never matches, and is shown as it came (server messages are already in the claim's language).
const copyKeyPattern = /^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/;

/** The alert dialog of every layout: open while errorInfo.showError is set; OK clears it. */
export function ErrorAlertDialog() {
  const { t } = useTranslation();
  const errorInfo = useAppState((state) => state.errorInfo);
  const store = useAppStateStore();
  useReturnFocus(errorInfo.showError);
  const text = (value: string) => (copyKeyPattern.test(value) ? t(value, { defaultValue: value }) : value);
  return (
    <AlertDialog
      open={errorInfo.showError}
      onOpenChange={(open) => {
        if (!open) store.clearError();
      }}
      title={errorInfo.header ? text(errorInfo.header) : t(dialogCopy.alertTitle, { defaultValue: 'Notice' })}
      message={<p>{errorInfo.message ? text(errorInfo.message) : null}</p>}
      actionLabel={t(buttonCopy.ok, { defaultValue: 'OK' })}
    />
  );
}
