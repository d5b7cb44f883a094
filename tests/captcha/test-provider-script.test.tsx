import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import testCaptchaScript from '@server/captcha/test-captcha.js?raw';
import { cspNonce, loadScriptOnce } from '@/features/captcha/captcha-provider';
import { createCaptchaService } from '@/features/captcha/captcha-service';

// The reference server's real `test` provider script, run in this window: the same code the
// browser gets from /captcha/test.js, driving the service through its error matrix.
beforeAll(() => {
  new Function(testCaptchaScript)();
});

afterAll(() => {
  const scope = window as unknown as Record<string, unknown>;
  delete scope.testCaptcha;
  delete scope.hcaptcha;
});

function serviceFor(siteKey: string) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const service = createCaptchaService({ config: { provider: 'test', siteKey }, logger });
  const container = document.createElement('div');
  document.body.append(container);
  const unmount = service.mount(container);
  return { service, logger, container, unmount };
}

describe('the test provider script through the captcha service', () => {
  it('renders a hidden widget and issues a token the server accepts', async () => {
    const { service, container, unmount } = serviceFor('test-site-key');
    await vi.waitFor(() => expect(service.getState().ready).toBe(true));
    expect(container.querySelector('[data-test-captcha]')).not.toBeNull();
    await expect(service.execute()).resolves.toMatch(/^test-pass-[A-Za-z0-9]{24}$/);
    unmount();
    expect(container.querySelector('[data-test-captcha]')).toBeNull();
  });

  it.each([
    ['test-fail', 'challenge-error', 'reset'],
    ['test-fail:rate-limited', 'rate-limited', 'reset'],
    ['test-fail:invalid-data', 'invalid-data', 'reset'],
    ['test-fail:network-error', 'network-error', 'log'],
    ['test-fail:missing-captcha', 'missing-captcha', 'rerender'],
  ])('site key %s fails with %s (%s)', async (siteKey, code, action) => {
    const { service, logger, container } = serviceFor(siteKey);
    await vi.waitFor(() => expect(service.getState().ready).toBe(true));
    await expect(service.execute()).rejects.toMatchObject({ code, action });
    expect(logger.warn).toHaveBeenCalledWith(`Captcha: ${code}`);
    // A re-render leaves exactly one widget in the container.
    expect(container.querySelectorAll('[data-test-captcha]')).toHaveLength(1);
    expect(service.getState()).toMatchObject({ ready: true, inProgress: false });
  });

  it('an expired token (test-expire) is dropped: the next use gets a new one', async () => {
    const { service } = serviceFor('test-expire');
    await vi.waitFor(() => expect(service.getState().ready).toBe(true));
    const first = await service.execute();
    // The provider reports the expiry on a later task.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await service.execute();
    expect(second).toMatch(/^test-pass-/);
    expect(second).not.toBe(first);
  });
});

describe('loadScriptOnce', () => {
  it('adds the script once, with the CSP nonce from the meta tag, and waits for its onload callback', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce');
    document.head.append(meta);
    expect(cspNonce()).toBe('n0nce');
    const first = loadScriptOnce('/captcha/other.js?onload=otherReady', 'otherReady');
    const second = loadScriptOnce('/captcha/other.js?onload=otherReady', 'otherReady');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="/captcha/other.js?onload=otherReady"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).nonce).toBe('n0nce');
    (window as unknown as { otherReady: () => void }).otherReady();
    await expect(first).resolves.toBeUndefined();
  });

  it('a script that fails to load rejects with script-error, and the next call tries again', async () => {
    const failing = loadScriptOnce('/missing.js', 'missingReady');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/missing.js"]');
    script?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toMatchObject({ code: 'script-error' });
    expect(loadScriptOnce('/missing.js', 'missingReady')).not.toBe(failing);
  });
});
