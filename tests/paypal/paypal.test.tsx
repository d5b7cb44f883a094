import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayPalSettings } from '@/contract/api';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createAppStateStore } from '@/features/app-state/app-state-store';
import { InvalidPayPalVerificationMessage } from '@/features/paypal/invalid-paypal-verification-message';
import { PayPalElection } from '@/features/paypal/paypal-election';
import { PayPalLoginButton } from '@/features/paypal/paypal-login-button';
import { axeViolations } from '../support/axe';
import { demoI18n } from '../support/demo-i18n';

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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Posts what /paypal/return.js posts, from `origin`. */
  function answer(data: unknown, origin = window.location.origin) {
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
  }

  it('opens the provider’s login in a pop-up with a fresh state, and takes back only the code of that login from this site', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: () => {} } as Window);
    const onCode = vi.fn();
    renderWith(<PayPalLoginButton settings={settings} onCode={onCode} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with PayPal' }));
    const address = new URL(String(open.mock.calls[0]![0]));
    expect(address.pathname).toBe('/paypal-login-demo');
    expect(address.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/paypal/return`);
    const state = address.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);

    answer({ type: 'claims-site:paypal-login', code: 'from-elsewhere', state }, 'https://evil.example');
    answer({ type: 'claims-site:paypal-login', code: 'other-login', state: 'f'.repeat(32) });
    expect(onCode).not.toHaveBeenCalled();
    answer({ type: 'claims-site:paypal-login', code: 'ppdemo.abc', state });
    expect(onCode).toHaveBeenCalledWith('ppdemo.abc');
    // A login answers once.
    answer({ type: 'claims-site:paypal-login', code: 'ppdemo.again', state });
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when the browser blocks the pop-up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWith(<PayPalLoginButton settings={settings} onCode={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with PayPal' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your browser blocked the PayPal login window. Allow pop-ups for this site and try again.',
    );
  });

  it('speaks the active language', async () => {
    renderWith(<PayPalLoginButton settings={settings} onCode={() => {}} />, await demoI18n('es'));
    expect(screen.getByRole('button', { name: 'Iniciar sesión con PayPal' })).toBeInTheDocument();
  });

  it.each<[string, PayPalSettings | null | undefined]>([
    ['PayPal is disabled', { ...settings, enabled: false }],
    ['there is no login URL', { ...settings, loginUrl: null }],
    ['the settings are not loaded', undefined],
    ['the settings call failed', null],
  ])('is hidden when %s', (_, value) => {
    renderWith(<PayPalLoginButton settings={value} onCode={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PayPalElection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the account is verified while it holds a code, and that the login expired after authCodeExpiration minutes', () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <PayPalElection settings={settings} authCode="ppdemo.abc" onCode={() => {}} onExpire={onExpire} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('PayPal account verified');
    act(() => vi.advanceTimersByTime(10 * 60_000 - 1));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
    // The form clears the code, as the wizard does.
    rerender(
      <I18nextProvider i18n={i18n}>
        <PayPalElection settings={settings} authCode={null} onCode={() => {}} onExpire={onExpire} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const expired = screen.getByText('Your PayPal login has expired. Log in with PayPal again to confirm the account we should pay.');
    expect(expired.closest('[role="alert"]')).not.toBeNull();
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
