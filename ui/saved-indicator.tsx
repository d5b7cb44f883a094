import { useEffect, useEffectEvent, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { Icon } from './icon';

/** How long the saved message stays, in milliseconds (contract: "Saved indicator shows 5 seconds"). */
export const SAVED_INDICATOR_DURATION = 5000;

/** Props of SavedIndicator. */
interface SavedIndicatorProps extends Omit<ComponentProps<'div'>, 'role' | 'children'> {
  /** Shows the message; each change from false to true shows it again for `duration`. */
  show: boolean;
  /** The message text. */
  message?: ReactNode;
  /** How long the message stays visible, in milliseconds. */
  duration?: number;
  /** Called when the message hides by itself, so the caller can reset `show`. */
  onHide?: () => void;
  /** False when the caller already announces the save in words of its own (a block's status
   *  region saying what was saved): the indicator is then only seen, so nothing is heard twice. */
  announce?: boolean;
}

/** A brief "Saved" confirmation with a check icon, announced politely and hidden after a while. */
export function SavedIndicator({
  show,
  message = 'Saved',
  duration = SAVED_INDICATOR_DURATION,
  onHide,
  announce = true,
  className,
  ...props
}: SavedIndicatorProps) {
  const [expired, setExpired] = useState(false);
  const [shownFor, setShownFor] = useState(show);
  // A new `show` starts a fresh display; adjusting state during render avoids a flash of the
  // old state that an effect would cause.
  if (shownFor !== show) {
    setShownFor(show);
    setExpired(false);
  }
  const hide = useEffectEvent(() => {
    setExpired(true);
    onHide?.();
  });
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(hide, duration);
    return () => clearTimeout(timer);
  }, [show, duration]);

  const visible = show && !expired;
  // The status element stays mounted and only its content changes: screen readers (NVDA, VoiceOver)
  // skip live regions that are inserted together with their text.
  return (
    <div
      role={announce ? 'status' : undefined}
      data-slot="saved-indicator"
      data-state={visible ? 'visible' : 'hidden'}
      className={cn('min-h-6', className)}
      {...props}
    >
      {visible && (
        <span className="inline-flex items-center gap-2 rounded-theme-sm bg-success px-2 py-0.5 font-semibold text-success-fg">
          <Icon name="check" className="size-4" />
          {message}
        </span>
      )}
    </div>
  );
}
