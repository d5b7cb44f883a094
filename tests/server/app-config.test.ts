import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveSettings } from '@server/settings/settings';
import { SettingsError } from '@server/settings/setting-kinds';
import { startTestServer } from './support/server';

// The app configuration the server writes onto <html> (banner, analytics tag, where an expired
// session goes) and the Content-Security-Policy that goes with it.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let plain: TestServer;
let configured: TestServer;
beforeAll(async () => {
  [plain, configured] = await Promise.all([
    startTestServer(),
    startTestServer({
      banner: 'on',
      analyticsTagId: 'G-TEST1234',
      expiredRedirectUrl: 'https://www.brightwatersettlement.example/claims-closed',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.cleanup(), configured?.cleanup()]);
});

const page = async (server: TestServer) => {
  const response = await fetch(`${server.url}/standard/claimant-info`);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
};

describe('app configuration on the page', () => {
  it('is off by default: no banner, no analytics tag and no analytics host in the policy', async () => {
    const { html, csp } = await page(plain);
    expect(html).toMatch(/<html[^>]* data-brand="jnd-7" data-theme-setting="jnd-7-0-default">/);
    expect(html).not.toMatch(/data-banner|data-analytics-tag-id|data-expired-redirect-url/);
    expect(csp).not.toMatch(/google/);
  });

  it('writes the settings that are set, and lets the analytics tag load and report only then', async () => {
    const { html, csp } = await page(configured);
    expect(html).toContain(
      'data-brand="jnd-7" data-theme-setting="jnd-7-0-default" data-banner="on" data-analytics-tag-id="G-TEST1234" data-expired-redirect-url="https://www.brightwatersettlement.example/claims-closed"',
    );
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain('https://*.google-analytics.com');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('refuses a tag id or a redirect that could break out of the page, naming the setting', () => {
    expect(() => resolveSettings({ analyticsTagId: 'G-1" onload="x' })).toThrow(SettingsError);
    expect(() => resolveSettings({ analyticsTagId: 'UA 123' })).toThrow(/ANALYTICS_TAG_ID must be a tag id/);
    expect(() => resolveSettings({ expiredRedirectUrl: 'javascript:alert(1)' })).toThrow(/EXPIRED_REDIRECT_URL must be a path/);
    expect(() => resolveSettings({ expiredRedirectUrl: '//evil.example/' })).toThrow(SettingsError);
    expect(() => resolveSettings({ expiredRedirectUrl: 'http://plain.example/' })).toThrow(SettingsError);
    expect(resolveSettings({ expiredRedirectUrl: '/lookup' }).expiredRedirectUrl).toBe('/lookup');
    expect(() => resolveSettings({ banner: 'sometimes' })).toThrow('BANNER must be true or false; got "sometimes".');
  });
});
