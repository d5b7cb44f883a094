import type { Story, StoryDefault } from '@ladle/react';
import type { PayPalSettings } from '@/contract/api';
import { InvalidPayPalVerificationMessage } from '@/features/paypal/invalid-paypal-verification-message';
import { PayPalLoginButton } from '@/features/paypal/paypal-login-button';
import { ShellStory } from './support';

export default { title: 'Shell / PayPal' } satisfies StoryDefault;

const settings: PayPalSettings = {
  clientId: 'demo-client',
  enabled: true,
  loginUrl: '/paypal-login-demo',
  invalidPayPalVerification: false,
  authCodeExpiration: 10,
};

/** The login button when PayPal is enabled: it opens the login page in a new tab. */
export const LoginButton: Story = () => (
  <ShellStory>
    <PayPalLoginButton settings={settings} />
  </ShellStory>
);

/** The login button in Spanish. */
export const LoginButtonSpanish: Story = () => (
  <ShellStory culture="es">
    <PayPalLoginButton settings={settings} />
  </ShellStory>
);

/** The warning after a submit answered nonMatchingPaymentElection, above the login button. */
export const InvalidVerification: Story = () => (
  <ShellStory state={{ invalidPayPalVerification: true }}>
    <div className="flex max-w-2xl flex-col gap-4">
      <InvalidPayPalVerificationMessage />
      <PayPalLoginButton settings={settings} />
    </div>
  </ShellStory>
);

/** The warning in Spanish. */
export const InvalidVerificationSpanish: Story = () => (
  <ShellStory culture="es" state={{ invalidPayPalVerification: true }}>
    <InvalidPayPalVerificationMessage className="max-w-2xl" />
  </ShellStory>
);
