import { useCallback, useEffect, useRef } from 'react';
import { focusField } from '@ui/error-summary';

// A block action often removes the focused element (Upload, Cancel, Delete) or adds the one the
// claimant needs next (a new draft, a new row). Focus moves once the change is on screen, to an
// element by id: a group's first control, as the error summary's links do.

/** Returns `focusLater(id)`: focus goes to that element (or its first control) after the next render. */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const target = pending.current;
    pending.current = null;
    focusField(target);
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
