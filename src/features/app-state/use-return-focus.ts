import { useEffect, useLayoutEffect, useRef } from 'react';

/** Returns focus to where it was when a trigger-less dialog opened. ui/AlertDialog opened by
 *  state rather than by its trigger sends focus to its (absent) trigger on close, which leaves
 *  keyboard and screen reader users at the top of the page (WCAG 2.4.3). */
export function useReturnFocus(open: boolean): void {
  const saved = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus inside it (a passive effect).
  useLayoutEffect(() => {
    if (open && !saved.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      saved.current = document.activeElement;
    }
  }, [open]);
  useEffect(() => {
    if (open || !saved.current) return;
    const target = saved.current;
    saved.current = null;
    // The dialog settles focus on a zero-delay timer after it unmounts; move it only if that left
    // it nowhere, and only to an element that is still on the page.
    const timer = setTimeout(() => {
      if ((document.activeElement === document.body || document.activeElement === null) && target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
