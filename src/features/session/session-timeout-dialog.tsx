import { lazy, Suspense, useState } from 'react';
import { useSessionTimer, type UseSessionTimerOptions } from './use-session-timer';

// The dialog's code (Radix's dialog stack) loads the first time the warning opens: most visits
// never see it, and it stays mounted afterwards so it opens at once and returns focus on close.
const SessionTimeoutWarning = lazy(() => import('./session-timeout-warning').then((module) => ({ default: module.SessionTimeoutWarning })));

/** The session-timeout dialog every layout mounts: runs the session timer, opens one minute
 *  before expiry on timeout-enabled pages, and calls onExpire when the session ends. */
export function SessionTimeoutDialog(props: UseSessionTimerOptions) {
  const session = useSessionTimer(props);
  const open = session.phase === 'warning';
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutWarning open={open} secondsLeft={session.secondsLeft ?? 0} onContinue={session.continueSession} />
    </Suspense>
  );
}
