import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError, captchaErrorAction, captchaErrorCode } from '@/features/captcha/captcha-errors';
import { providerScriptUrl, resolveCaptchaConfig } from '@/features/captcha/captcha-provider';
import { createCaptchaService, type CaptchaServiceOptions } from '@/features/captcha/captcha-service';
import { fakeProvider } from './fake-provider';

// A container is only handed to the provider; the fake never touches it.
const container = {} as HTMLElement;
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup(options: Partial<CaptchaServiceOptions> = {}) {
  const provider = fakeProvider();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const loadProvider = vi.fn(async () => provider.api);
  const service = createCaptchaService({ config: { provider: 'test', siteKey: 'site-key' }, loadProvider, logger, ...options });
  return { service, provider, logger, loadProvider };
}

async function mounted(options: Partial<CaptchaServiceOptions> = {}) {
  const context = setup(options);
  const unmount = context.service.mount(container);
  await flush();
  return { ...context, unmount };
}

/** Starts a challenge and lets it reach the provider (wrapped: an async function returning the
 *  token promise itself would wait for the answer). */
async function started(service: ReturnType<typeof setup>['service']) {
  const token = service.execute();
  await flush();
  return { token };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('resolveCaptchaConfig', () => {
  it.each([
    [
      { provider: 'test', siteKey: 'k' },
      { kind: 'test', siteKey: 'k' },
    ],
    [
      { provider: 'hCaptcha', siteKey: 'k' },
      { kind: 'hCaptcha', siteKey: 'k' },
    ],
    [
      { provider: 'reCAPTCHA', siteKey: 'k' },
      { kind: 'reCAPTCHA', siteKey: 'k' },
    ],
    [
      { provider: 'Google reCAPTCHA', siteKey: 'k' },
      { kind: 'reCAPTCHA', siteKey: 'k' },
    ],
    // "otherwise hCaptcha" (contract.md §Data)
    [
      { provider: 'Other', siteKey: 'k' },
      { kind: 'hCaptcha', siteKey: 'k' },
    ],
    [{ provider: 'none', siteKey: 'k' }, null],
    [{ provider: 'hCaptcha', siteKey: null }, null],
    [{ provider: 'hCaptcha', siteKey: '  ' }, null],
    [null, null],
  ])('%j is %j', (config, expected) => {
    expect(resolveCaptchaConfig(config)).toEqual(expected);
  });
});

describe('providerScriptUrl', () => {
  it('loads the test provider from the same origin and the real ones from their hosts, each calling back', () => {
    expect(providerScriptUrl('test', 'ready')).toBe('/captcha/test.js?onload=ready');
    expect(providerScriptUrl('hCaptcha', 'ready')).toBe('https://js.hcaptcha.com/1/api.js?render=explicit&onload=ready');
    expect(providerScriptUrl('reCAPTCHA', 'ready')).toBe('https://www.google.com/recaptcha/api.js?render=explicit&onload=ready');
  });
});

describe('captchaErrorCode', () => {
  it('reads codes from strings and from the Errors providers throw', () => {
    expect(captchaErrorCode('rate-limited')).toBe('rate-limited');
    expect(captchaErrorCode(new Error('invalid-captcha-id'))).toBe('invalid-captcha-id');
    expect(captchaErrorCode(new Error('Something broke badly'))).toBe('unknown');
    expect(captchaErrorCode(undefined)).toBe('unknown');
  });
});

describe('createCaptchaService', () => {
  it('is disabled without a site key: no script, and execute gives no token', async () => {
    const { service, loadProvider } = setup({ config: { provider: 'hCaptcha', siteKey: null } });
    expect(service.getState()).toEqual({ enabled: false, ready: false, inProgress: false });
    service.mount(container);
    await expect(service.execute()).resolves.toBeNull();
    expect(loadProvider).not.toHaveBeenCalled();
  });

  it('loads the provider once and renders one invisible widget with the site key', async () => {
    const { service, provider, loadProvider } = await mounted();
    expect(loadProvider).toHaveBeenCalledTimes(1);
    expect(loadProvider).toHaveBeenCalledWith('test');
    expect(provider.api.render).toHaveBeenCalledTimes(1);
    expect(provider.api.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key', size: 'invisible' });
    expect(service.getState()).toEqual({ enabled: true, ready: true, inProgress: false });
  });

  it('execute resolves with the token and is in progress meanwhile', async () => {
    const { service, provider } = await mounted();
    const listener = vi.fn();
    service.subscribe(listener);
    const { token } = await started(service);
    expect(service.getState().inProgress).toBe(true);
    expect(provider.api.execute).toHaveBeenCalledWith('w1');
    provider.pass('tok-1');
    await expect(token).resolves.toBe('tok-1');
    expect(service.getState().inProgress).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('runs one challenge at a time: a second call while one runs joins it', async () => {
    const { service, provider } = await mounted();
    const { token: first } = await started(service);
    const second = service.execute();
    expect(second).toBe(first);
    provider.pass('tok-1');
    await expect(Promise.all([first, second])).resolves.toEqual(['tok-1', 'tok-1']);
    expect(provider.api.execute).toHaveBeenCalledTimes(1);
  });

  it('keeps the token until reset, which every authorize and submit calls: then a new challenge runs', async () => {
    const { service, provider } = await mounted();
    const { token: first } = await started(service);
    provider.pass('tok-1');
    await first;
    await expect(service.execute()).resolves.toBe('tok-1');
    expect(provider.api.execute).toHaveBeenCalledTimes(1);
    service.reset();
    expect(provider.api.reset).toHaveBeenCalledWith('w1');
    const { token: second } = await started(service);
    provider.pass('tok-2');
    await expect(second).resolves.toBe('tok-2');
    expect(provider.api.execute).toHaveBeenCalledTimes(2);
  });

  it('a challenge with no widget on the page fails as missing-captcha; once mounted it works', async () => {
    const { service, provider, logger } = setup();
    const token = service.execute();
    await expect(token).rejects.toMatchObject({ code: 'missing-captcha', action: 'rerender' });
    expect(provider.api.execute).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('Captcha: missing-captcha');
    service.mount(container);
    await flush();
    const { token: next } = await started(service);
    provider.pass('tok');
    await expect(next).resolves.toBe('tok');
  });

  it.each(['rate-limited', 'invalid-data', 'challenge-closed', 'challenge-expired', 'challenge-error', 'internal-error'])(
    '%s resets the widget and fails the challenge',
    async (code) => {
      const { service, provider, logger } = await mounted();
      const { token } = await started(service);
      provider.fail(code);
      const error = await token.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CaptchaError);
      expect(error).toMatchObject({ code, action: 'reset' });
      expect(provider.api.reset).toHaveBeenCalledWith('w1');
      expect(provider.api.render).toHaveBeenCalledTimes(1);
      expect(logger.warn).toHaveBeenCalledWith(`Captcha: ${code}`);
      expect(service.getState().inProgress).toBe(false);
      // The same widget serves the next challenge.
      const { token: next } = await started(service);
      expect(provider.api.execute).toHaveBeenLastCalledWith('w1');
      provider.pass('tok');
      await expect(next).resolves.toBe('tok');
    },
  );

  it.each(['missing-captcha', 'invalid-captcha-id'])('%s renders a fresh widget and fails the challenge', async (code) => {
    const { service, provider } = await mounted();
    const { token } = await started(service);
    provider.fail(code);
    await expect(token).rejects.toMatchObject({ code, action: 'rerender' });
    expect(provider.api.remove).toHaveBeenCalledWith('w1');
    expect(provider.renderedIds()).toEqual(['w1', 'w2']);
    expect(provider.api.reset).not.toHaveBeenCalled();
    const { token: next } = await started(service);
    expect(provider.api.execute).toHaveBeenLastCalledWith('w2');
    provider.pass('tok');
    await expect(next).resolves.toBe('tok');
  });

  it('a widget the provider no longer knows (thrown invalid-captcha-id) is rendered anew', async () => {
    const { service, provider } = await mounted();
    provider.forget('w1');
    await expect(service.execute()).rejects.toMatchObject({ code: 'invalid-captcha-id' });
    expect(provider.renderedIds()).toEqual(['w1', 'w2']);
    expect(service.getState()).toMatchObject({ ready: true, inProgress: false });
  });

  it.each(['network-error', 'script-error'])('%s is only logged', async (code) => {
    const { service, provider, logger } = await mounted();
    const { token } = await started(service);
    provider.fail(code);
    await expect(token).rejects.toMatchObject({ code, action: 'log' });
    expect(logger.warn).toHaveBeenCalledWith(`Captcha: ${code}`);
    expect(provider.api.reset).not.toHaveBeenCalled();
    expect(provider.api.render).toHaveBeenCalledTimes(1);
  });

  it('an unknown code is logged as unknown, with nothing else done', async () => {
    const { service, provider, logger } = await mounted();
    const { token } = await started(service);
    provider.fail('sitekey-secret-mismatch');
    await expect(token).rejects.toMatchObject({ code: 'sitekey-secret-mismatch', action: 'log' });
    expect(logger.error).toHaveBeenCalledWith('Captcha: unknown error sitekey-secret-mismatch');
    expect(provider.api.reset).not.toHaveBeenCalled();
    expect(provider.api.render).toHaveBeenCalledTimes(1);
    expect(captchaErrorAction('sitekey-secret-mismatch')).toBe('log');
  });

  it("reCAPTCHA's bare error callback counts as a network error", async () => {
    const { service, provider } = await mounted({ config: { provider: 'reCAPTCHA', siteKey: 'k' } });
    const { token } = await started(service);
    provider.fail();
    await expect(token).rejects.toMatchObject({ code: 'network-error', action: 'log' });
  });

  it("hCaptcha's close callback is a closed challenge: the widget is reset", async () => {
    const { service, provider } = await mounted();
    const { token } = await started(service);
    provider.close();
    await expect(token).rejects.toMatchObject({ code: 'challenge-closed' });
    expect(provider.api.reset).toHaveBeenCalledWith('w1');
  });

  it('a challenge that never answers expires, so buttons do not stay disabled', async () => {
    vi.useFakeTimers();
    const { service, provider } = setup({ challengeTimeoutMs: 90_000 });
    service.mount(container);
    await vi.advanceTimersByTimeAsync(0);
    const token = service.execute();
    const outcome = token.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(service.getState().inProgress).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'challenge-expired' });
    expect(service.getState().inProgress).toBe(false);
    expect(provider.api.reset).toHaveBeenCalledWith('w1');
  });

  it('an expired token is dropped, and the next use runs a new challenge', async () => {
    const { service, provider } = await mounted();
    const { token: first } = await started(service);
    provider.pass('tok-1');
    await first;
    provider.expire();
    expect(provider.api.reset).toHaveBeenCalledWith('w1');
    const { token: second } = await started(service);
    provider.pass('tok-2');
    await expect(second).resolves.toBe('tok-2');
  });

  it('a script that fails to load is logged, fails the challenge, and is tried again next time', async () => {
    const { service, provider, logger, loadProvider } = setup();
    loadProvider.mockRejectedValueOnce(new CaptchaError('script-error'));
    service.mount(container);
    await flush();
    expect(logger.warn).toHaveBeenCalledWith('Captcha: script-error');
    expect(service.getState().ready).toBe(false);
    const { token } = await started(service);
    provider.pass('tok');
    await expect(token).resolves.toBe('tok');
    expect(loadProvider).toHaveBeenCalledTimes(2);
  });

  it('withToken runs the action with a fresh token and resets afterwards, even when the action fails', async () => {
    const { service, provider } = await mounted();
    const action = vi.fn(async (token: string | null) => `authorized with ${token}`);
    const done = service.withToken(action);
    await flush();
    provider.pass('tok-1');
    await expect(done).resolves.toBe('authorized with tok-1');
    expect(provider.api.reset).toHaveBeenCalledTimes(1);
    const failing = service.withToken(async () => {
      throw new Error('server said no');
    });
    await flush();
    // The first token was reset, so a new challenge ran.
    expect(provider.api.execute).toHaveBeenCalledTimes(2);
    provider.pass('tok-2');
    await expect(failing).rejects.toThrow('server said no');
    expect(provider.api.reset).toHaveBeenCalledTimes(2);
  });

  it('withToken does not run the action when the challenge fails', async () => {
    const { service, provider } = await mounted();
    const action = vi.fn(async () => 'sent');
    const done = service.withToken(action);
    await flush();
    provider.fail('rate-limited');
    await expect(done).rejects.toMatchObject({ code: 'rate-limited' });
    expect(action).not.toHaveBeenCalled();
  });

  it('withToken passes no token when captcha is off', async () => {
    const { service } = setup({ config: { provider: 'none', siteKey: null } });
    await expect(service.withToken(async (token) => token)).resolves.toBeNull();
  });

  it('unmounting removes the widget and fails a running challenge', async () => {
    const { service, provider, unmount } = await mounted();
    const { token } = await started(service);
    unmount();
    await expect(token).rejects.toBeInstanceOf(CaptchaError);
    expect(provider.api.remove).toHaveBeenCalledWith('w1');
    expect(service.getState()).toEqual({ enabled: true, ready: false, inProgress: false });
  });
});
