import { useEffect, useState, type ReactNode } from 'react';
import type * as Panel from './alert-dialog-panel';

/** Props of AlertDialog: a title, a message and one action, with an optional second one. */
export interface AlertDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** The main action's label; it closes the dialog. */
  actionLabel?: string;
  onAction?: () => void;
  /** An optional second action, shown before the main one; it closes the dialog too. */
  secondaryActionLabel?: string;
  onSecondaryAction?: () => void;
  /** An element that opens the dialog (rendered as is, so it must be a button). */
  trigger?: ReactNode;
  className?: string;
}

type PanelModule = typeof Panel;

// Radix's dialog (focus trap, scroll lock, layers: about 18 kB of gzipped script) is needed only
// once an alert opens, which most pages never do: it loads then, rather than with every page.
let panelModule: PanelModule | null = null;
let panelLoading: Promise<PanelModule> | null = null;

/** Loads the dialog's code ahead of its first opening (tests and pages that are about to open
 *  one); AlertDialog loads it itself otherwise. */
export function preloadAlertDialog(): Promise<PanelModule> {
  panelLoading ??= import('./alert-dialog-panel').then((loaded) => (panelModule = loaded));
  return panelLoading;
}

/** A modal alert (role alertdialog) for errors and the session-timeout countdown: it does not
 *  close on an outside click, starts with focus on its main action and returns focus on close.
 *  Closed and without a trigger it draws nothing, and its code has not been loaded yet. */
export function AlertDialog(props: AlertDialogProps) {
  const wanted = Boolean(props.open || props.defaultOpen || props.trigger);
  const [used, setUsed] = useState(wanted);
  const [loaded, setLoaded] = useState<PanelModule | null>(panelModule);
  // Once used it stays mounted, so closing runs Radix's own close (focus goes back) as before.
  if (wanted && !used) setUsed(true);
  useEffect(() => {
    if (!used || loaded) return;
    let current = true;
    preloadAlertDialog().then(
      (module) => current && setLoaded(module),
      (error: unknown) => console.error('The dialog could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [used, loaded]);
  if (!used) return null;
  const panel = loaded ?? panelModule;
  if (!panel) return props.trigger ?? null;
  return <panel.AlertDialogPanel {...props} />;
}
