import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Page } from 'playwright-core';
import { parseColor } from '@themes/color';
import { themeSettings, themeRegistry } from '@themes/registry';
import { themeFiles } from '../themes/theme-files';
import { launchBrowser, pageAxeViolations, waitForHydration } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** The colour the page is painted with, as sRGB hex. */
async function pageBackground(page: Page): Promise<string | undefined> {
  const css = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  return parseColor(css)?.hex;
}

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

  const { brand } = themeRegistry[setting];
  const light = parseColor(themeFiles[brand].tokens.background)!.hex;
  const dark = parseColor(themeFiles[brand].dark.background)!.hex;

  it('gives a claimant whose system is dark the dark colours, with no axe violations', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageBackground(page)).toBe(dark);
    // Native controls and scrollbars follow the theme's scheme.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await waitForHydration(page);
    expect(await page.getByRole('combobox', { name: 'Colors' }).inputValue()).toBe('system');
    expect(await pageAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets a claimant choose light or dark on the page, kept through a reload in that tab only', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto(server.url);
    await waitForHydration(page);
    const choice = page.getByRole('combobox', { name: 'Colors' });

    await choice.selectOption({ label: 'Light' });
    await expect.poll(() => pageBackground(page)).toBe(light);
    // The page's inline script puts the choice back before the first paint (under the CSP).
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageBackground(page)).toBe(light);
    await waitForHydration(page);
    // The server draws the system's choice; the control takes the tab's own in the render that
    // follows hydration, which a busy machine may not have reached yet.
    await expect.poll(() => choice.inputValue()).toBe('light');

    // Now with a system that asks for light: dark, chosen, wins over it, and stays.
    await page.emulateMedia({ colorScheme: 'light' });
    await choice.selectOption({ label: 'Dark' });
    await expect.poll(() => pageBackground(page)).toBe(dark);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageBackground(page)).toBe(dark);

    // Another tab starts from the system's scheme: the choice is this tab's.
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await other.goto(server.url);
    await other.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageBackground(other)).toBe(light);

    await waitForHydration(page);
    // Chosen over an unchanged control, the system's would change nothing: the control must show
    // the tab's dark first.
    await expect.poll(() => choice.inputValue()).toBe('dark');
    await choice.selectOption({ label: 'Same as my device' });
    await expect.poll(() => pageBackground(page)).toBe(light);
    expect(errors).toEqual([]);
    await context.close();
  });
});
