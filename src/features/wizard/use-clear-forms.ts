import { useEffect } from 'react';
import { useClaimSession } from './claim-session';

/** contract.md §Behaviour: reaching the not-found, error or session-expired page clears form state
 *  (every model re-initialised, kept answers forgotten). */
export function useClearForms(): void {
  const session = useClaimSession();
  useEffect(() => {
    session.clearForms();
  }, [session]);
}
