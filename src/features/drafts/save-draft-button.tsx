import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { buttonCopy } from '@/contract/copy-keys';
import type * as DialogModule from './save-draft-dialog';
import type { SaveDraftProps } from './save-draft-dialog';

// The dialog's code (Radix's dialog with its focus trap and scroll lock, the draft's packing and
// its call, about 8 kB of gzip) is no part of a wizard page's first load: a button that looks and
// reads the same stands in for its trigger, fetches the code when the pointer or focus reaches
// it, and hands over to the real dialog, open, when it is pressed.
let dialogModule: Promise<typeof DialogModule> | null = null;
function loadDialog(): Promise<typeof DialogModule> {
  dialogModule ??= import('./save-draft-dialog').catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}

/** "Save and continue later" on a wizard page: the dialog's code loads on first use. */
export function SaveDraftButton(props: SaveDraftProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<typeof DialogModule | null>(null);
  const preload = () => void loadDialog().catch(() => undefined);
  if (dialog) return <dialog.SaveDraftDialog {...props} defaultOpen />;
  return (
    <Button
      variant="secondary"
      label={t(buttonCopy.saveForLater)}
      unavailable={props.unavailable}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => loadDialog().then(setDialog, (error: unknown) => console.error('The save dialog could not be loaded', error))}
    />
  );
}
