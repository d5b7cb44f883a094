import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { themeSettings, themeRegistry } from '@themes/registry';
import { launchBrowser, pageAxeViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(themeSettings)('THEME=%s', (setting) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ THEME: setting });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the app in its theme, with a heading and no axe violations', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('data-brand')).toBe(themeRegistry[setting].brand);
    expect(await pageAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
