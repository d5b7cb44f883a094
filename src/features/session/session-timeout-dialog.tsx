import { SessionTimeoutWarning } from './session-timeout-warning';
import { useSessionTimer, type UseSessionTimerOptions } from './use-session-timer';

/** The session-timeout dialog every layout mounts: runs the session timer, opens one minute
 *  before expiry on timeout-enabled pages, and calls onExpire when the session ends. */
export function SessionTimeoutDialog(props: UseSessionTimerOptions) {
  const session = useSessionTimer(props);
  return (
    <SessionTimeoutWarning open={session.phase === 'warning'} secondsLeft={session.secondsLeft ?? 0} onContinue={session.continueSession} />
  );
}
