import { afterEach, describe, expect, it } from 'vitest';
import { pageSettings } from '@/contract/page-settings';
import { analyticsTagId, appSetting, bannerSetting, expiredRedirectUrl, redirectOnError } from '@/features/html-settings/app-settings';
import { appConfigAttributes } from '@server/settings/app-config';
import { resolveSettings } from '@server/settings/settings';

// The settings the server writes onto <html> and the app reads back there: what one writes, the
// other reads; anything else reads as unset.

const root = document.documentElement;
afterEach(() => {
  for (const setting of Object.values(pageSettings)) root.removeAttribute(setting.attribute);
});

/** Writes the attributes the server would write for these settings onto the page's <html>. */
function serve(input: Parameters<typeof resolveSettings>[0]) {
  for (const [name, value] of Object.entries(appConfigAttributes(resolveSettings(input)))) root.setAttribute(name, value);
}

describe('the app settings on <html>', () => {
  it('read as unset when the server wrote nothing', () => {
    serve({});
    expect([redirectOnError(), bannerSetting(), analyticsTagId(), expiredRedirectUrl()]).toEqual([false, false, null, null]);
  });

  it('read back what the server writes', () => {
    serve({
      redirectOnError: 'true',
      banner: 'on',
      analyticsTagId: 'G-TEST1234',
      expiredRedirectUrl: 'https://www.brightwatersettlement.example/claims-closed',
    });
    expect(redirectOnError()).toBe(true);
    expect(bannerSetting()).toBe(true);
    expect(analyticsTagId()).toBe('G-TEST1234');
    expect(expiredRedirectUrl()).toBe('https://www.brightwatersettlement.example/claims-closed');
  });

  it('round-trip every page setting through its attribute', () => {
    for (const [name, setting] of Object.entries(pageSettings)) {
      const text = (setting.write as (value: unknown) => string | null)(setting.example);
      root.setAttribute(setting.attribute, text ?? '');
      expect(appSetting(name as keyof typeof pageSettings)).toEqual(setting.example);
    }
  });

  it('read a value in the wrong shape as unset', () => {
    root.setAttribute('data-redirect-on-error', 'yes');
    root.setAttribute('data-banner', 'true');
    root.setAttribute('data-analytics-tag-id', 'G-1" onload="x');
    root.setAttribute('data-expired-redirect-url', '//evil.example/');
    expect([redirectOnError(), bannerSetting(), analyticsTagId(), expiredRedirectUrl()]).toEqual([false, false, null, null]);
    root.setAttribute('data-expired-redirect-url', 'javascript:alert(1)');
    expect(expiredRedirectUrl()).toBeNull();
  });
});
