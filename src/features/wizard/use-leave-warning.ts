import { useEffect } from 'react';

/** Cancelling beforeunload is what makes the browser ask; Chrome and Edge before 119 asked only
 *  when returnValue was assigned as well. The wording of the question is the browser's own. */
function warn(event: BeforeUnloadEvent): void {
  event.preventDefault();
  event.returnValue = '';
}

/** While `active` (the claimant has unsaved input), leaving or reloading the page makes the
 *  browser ask first; when inactive or unmounted nothing is listening, so nothing asks. */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
