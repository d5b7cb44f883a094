import { useCallback, useState } from 'react';
import { SAVED_INDICATOR_DURATION } from '@ui/saved-indicator';

/** What useSavedIndicator returns: spread `indicator` on ui/SavedIndicator, call markSaved after a save. */
interface SavedIndicatorControl {
  indicator: { show: boolean; duration: number; onHide: () => void };
  /** Shows the saved message for 5 seconds (contract.md §Constants). */
  markSaved: () => void;
}

/** Drives ui/SavedIndicator: markSaved shows it, and it hides itself after 5 seconds. A save while
 *  it shows keeps the running display rather than restarting the live region's announcement. */
export function useSavedIndicator(duration: number = SAVED_INDICATOR_DURATION): SavedIndicatorControl {
  const [show, setShow] = useState(false);
  const markSaved = useCallback(() => setShow(true), []);
  const onHide = useCallback(() => setShow(false), []);
  return { indicator: { show, duration, onHide }, markSaved };
}
