import { useEffect, useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { AlertDialog } from '@ui/alert-dialog';
import { Button } from '@ui/button';

export default { title: 'Primitives / Alert dialog' } satisfies StoryDefault;

/** The app's error alert: a header, the message and one OK button. */
export const Default: Story = () => (
  <AlertDialog
    defaultOpen
    trigger={<Button label="Show error" variant="secondary" />}
    title="Error"
    message="Your request failed. Please reload and try again."
  />
);

/** The session-timeout warning: a countdown and a Continue button, with a second action. */
export const SessionTimeout: Story = () => {
  const [seconds, setSeconds] = useState(59);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => (s > 0 ? s - 1 : 59)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <AlertDialog
      defaultOpen
      trigger={<Button label="Show timeout warning" variant="secondary" />}
      title="Your session is about to expire"
      message={
        <>
          <p>For your security, your session will end soon. Your answers will not be saved.</p>
          <p className="font-semibold">
            Time left: <span className="tabular-nums">0:{String(seconds).padStart(2, '0')}</span>
          </p>
        </>
      }
      actionLabel="Continue"
      secondaryActionLabel="End session"
    />
  );
};

/** A long message in another language. */
export const LongMessage: Story = () => (
  <AlertDialog
    defaultOpen
    trigger={<Button label="Mostrar error" variant="secondary" />}
    title="Error"
    actionLabel="Aceptar"
    message="Se ha producido un problema durante su envío. Inténtelo de nuevo. Si el problema persiste, comuníquese con el administrador del acuerdo utilizando la información a continuación."
  />
);
