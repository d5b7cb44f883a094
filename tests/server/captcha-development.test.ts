import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { resolveSettings } from '@server/settings/settings';
import { model } from './support/claims';
import { Browser, startTestServer, type TestServer } from './support/server';

// Captcha is off in development: a developer's server (NODE_ENV=development) names no provider
// and takes claims without a token, whatever the settlement package names, unless
// CAPTCHA_PROVIDER turns it on. Production, tests and an unset NODE_ENV keep the package's.

vi.setConfig({ testTimeout: 120_000 });

const lookup = { credentials: model('Lookup', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' }) };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

describe('captcha in development', () => {
  it('is off: no provider is named and authorize needs no token, although the package names one', async () => {
    server = await startTestServer({ nodeEnv: 'development' });
    const config = await (await fetch(`${server.url}${endpoints.captcha}`)).json();
    expect(config).toEqual({ provider: 'none', siteKey: null });
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const answer = await browser.postJson(endpoints.authorize('Lookup'), { reCaptchaResponse: null, ...lookup });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ authorized: true });
  });

  it('is on when CAPTCHA_PROVIDER names a provider', async () => {
    server = await startTestServer({ nodeEnv: 'development', captchaProvider: 'test' });
    expect(await (await fetch(`${server.url}${endpoints.captcha}`)).json()).toEqual({ provider: 'test', siteKey: 'test-site-key' });
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const refused = await browser.postJson(endpoints.authorize('Lookup'), { reCaptchaResponse: null, ...lookup });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ authorized: false, error: 'Invalid recaptcha value' });
  });

  it('says at start that captcha is off, and only in development', () => {
    const settlement = {
      theme: 'jnd-7-0-default',
      captcha: { provider: 'hcaptcha', siteKey: 'package-key' },
      banner: false,
      analyticsTagId: null,
      expiredRedirectUrl: null,
    } as const;
    // A package's real provider needs a secret; in development the server starts without one.
    const development = resolveSettings({ nodeEnv: 'development' }, settlement);
    expect(development).toMatchObject({ captchaProvider: 'none', captchaSiteKey: null });
    expect(development.warnings).toEqual([
      'Captcha is off: NODE_ENV is development. Set CAPTCHA_PROVIDER (test, hcaptcha or recaptcha) to turn it on.',
    ]);
    expect(() => resolveSettings({ nodeEnv: 'test' }, settlement)).toThrow(/needs a site key .* and CAPTCHA_SECRET/);
    expect(() => resolveSettings({}, settlement)).toThrow(/CAPTCHA_SECRET/);
    expect(resolveSettings({}).captchaProvider).toBe('test');
  });
});
