import { useEffect } from 'react';
import { claimSession } from './claim-session';

/** Spec section 4: reaching the not-found, error or session-expired page clears form state
 *  (every model re-initialised, kept answers forgotten). */
export function useClearForms(): void {
  useEffect(() => {
    claimSession.clearForms();
  }, []);
}
