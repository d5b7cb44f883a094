import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PayPalSettings } from '@/contract/api';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createAppStateStore } from '@/features/app-state/app-state-store';
import { InvalidPayPalVerificationMessage } from '@/features/paypal/invalid-paypal-verification-message';
import { PayPalLoginButton } from '@/features/paypal/paypal-login-button';
import { axeViolations } from '../support/axe';
import { demoI18n } from '../session/support';

const settings: PayPalSettings = {
  clientId: 'demo-client',
  enabled: true,
  loginUrl: '/paypal-login-demo',
  invalidPayPalVerification: false,
  authCodeExpiration: 10,
};

let i18n: I18n;
beforeEach(async () => {
  i18n = await demoI18n();
});

function renderWith(children: React.ReactNode, instance: I18n = i18n, store = createAppStateStore()) {
  render(
    <I18nextProvider i18n={instance}>
      <AppStateProvider store={store}>
        <main>{children}</main>
      </AppStateProvider>
    </I18nextProvider>,
  );
  return store;
}

describe('PayPalLoginButton', () => {
  it('opens the login URL in a new tab, saying so, without a remote image', async () => {
    renderWith(<PayPalLoginButton settings={settings} />);
    const link = screen.getByRole('link', { name: 'Log in with PayPal (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/paypal-login-demo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link.querySelector('img')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks the active language', async () => {
    renderWith(<PayPalLoginButton settings={settings} />, await demoI18n('es'));
    expect(screen.getByRole('link', { name: /^Iniciar sesión con PayPal/ })).toBeInTheDocument();
  });

  it.each<[string, PayPalSettings | null | undefined]>([
    ['PayPal is disabled', { ...settings, enabled: false }],
    ['there is no login URL', { ...settings, loginUrl: null }],
    ['the settings are not loaded', undefined],
    ['the settings call failed', null],
  ])('is hidden when %s', (_, value) => {
    renderWith(<PayPalLoginButton settings={value} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('InvalidPayPalVerificationMessage', () => {
  it('shows the warning in an alert once the app state marks the mismatch, and hides it when cleared', async () => {
    const store = renderWith(<InvalidPayPalVerificationMessage />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    act(() => store.setInvalidPayPalVerification(true));
    expect(alert).toHaveTextContent('The PayPal account you entered does not match the account you logged in with.');
    expect(await axeViolations()).toEqual([]);
    act(() => store.setInvalidPayPalVerification(false));
    expect(alert).toBeEmptyDOMElement();
  });
});
