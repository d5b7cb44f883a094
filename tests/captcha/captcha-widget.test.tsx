import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@ui/button';
import { CaptchaProvider, CaptchaWidget, useCaptcha } from '@/features/captcha/captcha-context';
import { createCaptchaService } from '@/features/captcha/captcha-service';
import { axeViolations } from '../support/axe';
import { demoI18n } from '../support/demo-i18n';
import { fakeProvider } from './fake-provider';

let i18n: I18n;
beforeEach(async () => {
  i18n = await demoI18n();
});

/** A form's Submit: asks for a token, "sends" it, then resets the captcha as the contract requires. */
function SubmitForm() {
  const captcha = useCaptcha();
  const [result, setResult] = useState('');
  const submit = async () => {
    try {
      const token = await captcha.execute();
      setResult(`sent with ${token ?? 'no token'}`);
      captcha.reset();
    } catch {
      setResult('not sent');
    }
  };
  return (
    <form>
      <CaptchaWidget />
      <Button label="Submit" busy={captcha.inProgress} onClick={submit} />
      <p>{result}</p>
    </form>
  );
}

function renderForm(
  service = createCaptchaService({ config: { provider: 'test', siteKey: 'k' }, loadProvider: async () => provider.api }),
) {
  render(
    <I18nextProvider i18n={i18n}>
      <CaptchaProvider service={service}>
        <main>
          <SubmitForm />
        </main>
      </CaptchaProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), service };
}

let provider: ReturnType<typeof fakeProvider>;
beforeEach(() => {
  provider = fakeProvider();
});

describe('CaptchaWidget and useCaptcha', () => {
  it('renders the invisible widget inside itself and says the form is protected', async () => {
    renderForm();
    expect(screen.getByText('This form is protected against automated submissions.')).toBeInTheDocument();
    await vi.waitFor(() => expect(provider.api.render).toHaveBeenCalledTimes(1));
    const [element, params] = provider.api.render.mock.calls[0]!;
    expect(element).toHaveAttribute('data-slot', 'captcha-container');
    expect(params).toMatchObject({ sitekey: 'k', size: 'invisible' });
    expect(await axeViolations()).toEqual([]);
  });

  it('marks the button busy (aria-disabled) and announces the check while the challenge runs, then sends and resets', async () => {
    const { user } = renderForm();
    await vi.waitFor(() => expect(provider.api.render).toHaveBeenCalled());
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent('Checking that you are a person');
    await vi.waitFor(() => expect(provider.api.execute).toHaveBeenCalled());
    provider.pass('tok-1');
    expect(await screen.findByText('sent with tok-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
    expect(status).toBeEmptyDOMElement();
    expect(provider.api.reset).toHaveBeenCalledWith('w1');
  });

  it('a failed challenge does not carry out the action, and is logged as a warning', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const { user } = renderForm(
      createCaptchaService({ config: { provider: 'test', siteKey: 'k' }, loadProvider: async () => provider.api, logger }),
    );
    await vi.waitFor(() => expect(provider.api.render).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(provider.api.execute).toHaveBeenCalled());
    provider.fail('challenge-error');
    expect(await screen.findByText('not sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(logger.warn).toHaveBeenCalledWith('Captcha: challenge-error');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('with captcha off shows nothing and sends without a token', async () => {
    const loadProvider = vi.fn(async () => provider.api);
    const { user } = renderForm(createCaptchaService({ config: { provider: 'none', siteKey: null }, loadProvider }));
    expect(screen.queryByText(/protected against automated submissions/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('sent with no token')).toBeInTheDocument();
    expect(loadProvider).not.toHaveBeenCalled();
  });

  it('the provider component builds its service from the settings', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CaptchaProvider config={{ provider: 'none', siteKey: 'k' }}>
          <SubmitForm />
        </CaptchaProvider>
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('sent with no token')).toBeInTheDocument();
  });
});
