import { vi } from 'vitest';
import type { CaptchaProviderApi, CaptchaRenderParams } from '@/features/captcha/captcha-provider';

/** A provider object with hCaptcha's surface whose challenges the test answers by hand. */
export function fakeProvider() {
  const widgets = new Map<string, CaptchaRenderParams>();
  let nextId = 1;
  let challenged: CaptchaRenderParams | null = null;
  const api = {
    render: vi.fn((_container: HTMLElement, params: CaptchaRenderParams) => {
      const id = `w${nextId++}`;
      widgets.set(id, params);
      return id;
    }),
    execute: vi.fn((id: string | number) => {
      const params = widgets.get(String(id));
      if (!params) throw new Error('invalid-captcha-id');
      challenged = params;
    }),
    reset: vi.fn((id?: string | number) => {
      if (!widgets.has(String(id))) throw new Error('invalid-captcha-id');
    }),
    remove: vi.fn((id: string | number) => {
      widgets.delete(String(id));
    }),
  } satisfies CaptchaProviderApi;

  function running(): CaptchaRenderParams {
    if (!challenged) throw new Error('no challenge is running');
    return challenged;
  }
  return {
    api,
    widgets,
    /** The widget ids rendered so far, in order. */
    renderedIds: () => api.render.mock.results.map((result) => result.value as string),
    /** The running challenge passes with a token. */
    pass: (token: string) => running().callback(token),
    /** The running challenge fails with a code (or, like reCAPTCHA, with none). */
    fail: (code?: string) => running()['error-callback'](code),
    /** The claimant closes hCaptcha's challenge. */
    close: () => running()['close-callback'](),
    /** The token the widget issued has expired. */
    expire: () => running()['expired-callback'](),
    /** Forgets a widget, as the provider does when its iframe is gone. */
    forget: (id: string) => widgets.delete(id),
  };
}
