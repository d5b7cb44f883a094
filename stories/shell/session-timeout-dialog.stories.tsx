import { useEffect, useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { SessionTimeoutDialog } from '@/features/session/session-timeout-dialog';
import { SessionTimeoutWarning } from '@/features/session/session-timeout-warning';
import { ShellStory } from './support';

export default { title: 'Shell / Session timeout dialog' } satisfies StoryDefault;

/** The warning as it opens: one minute left, counting down; Continue starts the minute again. */
export const Warning: Story = () => {
  const [secondsLeft, setSecondsLeft] = useState(60);
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => (s > 1 ? s - 1 : 60)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <ShellStory>
      <SessionTimeoutWarning open secondsLeft={secondsLeft} onContinue={() => setSecondsLeft(60)} />
    </ShellStory>
  );
};

/** A few seconds left, in Spanish. */
export const Spanish: Story = () => (
  <ShellStory culture="es">
    <SessionTimeoutWarning open secondsLeft={7} onContinue={() => undefined} />
  </ShellStory>
);

/** The real timer with a one-minute session: the warning opens at once and the session ends a
 *  minute later unless Continue is pressed. */
export const LiveOneMinuteSession: Story = () => {
  const [expired, setExpired] = useState(0);
  return (
    <ShellStory>
      <p>Sessions ended: {expired}</p>
      <SessionTimeoutDialog enabled minSessionDuration={1} onExpire={() => setExpired((n) => n + 1)} />
    </ShellStory>
  );
};
