import type { Story, StoryDefault } from '@ladle/react';
import type { PayPalSettings } from '@/contract/api';
import { InvalidPayPalVerificationMessage } from '@/features/paypal/invalid-paypal-verification-message';
import { PayPalElection } from '@/features/paypal/paypal-election';
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

// The stories show the button; the code a login returns has nowhere to go here.
const ignoreCode = () => {};

/** The login button when PayPal is enabled: it opens the provider's login in a pop-up. */
export const LoginButton: Story = () => (
  <ShellStory>
    <PayPalLoginButton settings={settings} onCode={ignoreCode} />
  </ShellStory>
);

/** The login button in Spanish. */
export const LoginButtonSpanish: Story = () => (
  <ShellStory culture="es">
    <PayPalLoginButton settings={settings} onCode={ignoreCode} />
  </ShellStory>
);

/** The warning after a submit answered nonMatchingPaymentElection, above the login button. */
export const InvalidVerification: Story = () => (
  <ShellStory state={{ invalidPayPalVerification: true }}>
    <div className="flex max-w-2xl flex-col gap-4">
      <InvalidPayPalVerificationMessage />
      <PayPalLoginButton settings={settings} onCode={ignoreCode} />
    </div>
  </ShellStory>
);

/** The PayPal election after a login: the account is verified. */
export const Verified: Story = () => (
  <ShellStory>
    <PayPalElection settings={settings} authCode="ppdemo.code" onCode={ignoreCode} onExpire={ignoreCode} />
  </ShellStory>
);

/** The warning in Spanish. */
export const InvalidVerificationSpanish: Story = () => (
  <ShellStory culture="es" state={{ invalidPayPalVerification: true }}>
    <InvalidPayPalVerificationMessage className="max-w-2xl" />
  </ShellStory>
);
