import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { themeSettings } from '@themes/registry';
import { launchBrowser, waitForHydration } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// The session timer of contract.md §Behaviour in the built app: minSessionDuration is 30 minutes in the
// client, so the page runs on Playwright's fake clock and the test moves time by hand. The clock
// is paused once the page is up, and a key press starts the session afresh at a known instant,
// so every countdown below is exact.

const DIALOG_NAME = 'Your session is about to expire';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page with what went wrong in it: uncaught errors, and errors logged to the console (where
 *  the browser also reports Content-Security-Policy violations). */
interface WatchedPage {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

/** Opens a form page on a fake clock, pauses the clock and renews the session with a key press,
 *  so the session ends exactly 30 minutes after the moment this returns. */
async function openOnPausedClock(server: RunningServer, path: string, heading: string): Promise<WatchedPage> {
  const page = await browser.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.clock.install();
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // The session timer starts when the scripts take the server's page over; before that a key
  // press renews nothing.
  await waitForHydration(page);
  // A few seconds on, so the one-per-second activity throttle cannot swallow the key press.
  const loadedAt = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(loadedAt + 5_000);
  await page.keyboard.press('Shift');
  return { page, pageErrors, consoleErrors };
}

/** Lets the page finish the work a timer tick started (React commits, Radix mounts) before the
 *  test looks for something that must not be there. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

describe.each(themeSettings)('THEME=%s', (setting) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ THEME: setting });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('warns a minute before the session ends, Continue renews it, and expiry leads to /session-expired', async () => {
    const { page, pageErrors } = await openOnPausedClock(server, '/standard/claimant-info', 'Tell us about yourself');
    const dialog = page.getByRole('alertdialog', { name: DIALOG_NAME });

    await page.clock.fastForward('28:59');
    await settle(page);
    expect(await dialog.count()).toBe(0);

    await page.clock.fastForward('00:01');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Time remaining: 1:00');
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(await continueButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.clock.runFor('00:05');
    await dialog.getByText('Time remaining: 0:55').waitFor();

    await continueButton.click();
    await dialog.waitFor({ state: 'detached' });

    // Renewed: without Continue the session would have ended 55 seconds after the click.
    await page.clock.fastForward('28:59');
    await settle(page);
    expect(await dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/standard/claimant-info');

    await page.clock.fastForward('00:01');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Time remaining: 1:00');

    await page.clock.fastForward('01:00');
    await page.waitForURL((url) => url.pathname === '/session-expired');
    expect(new URL(page.url()).search).toBe('?form=Standard&culture=en');
    await page.getByRole('heading', { level: 1, name: 'Your session has expired' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('shows no countdown on a page with the timeout disabled (/automotive), and never ends the session there', async () => {
    const { page, pageErrors, consoleErrors } = await openOnPausedClock(server, '/automotive', 'File a claim for your vehicle');
    await page.clock.fastForward('29:00');
    await settle(page);
    await page.clock.runFor('00:30');
    await settle(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/automotive');
    // Past the 30 minutes, and long after: the claimant is still on the start page.
    await page.clock.runFor('01:00');
    await settle(page);
    await page.clock.fastForward('02:00:00');
    await page.clock.runFor('00:02');
    await settle(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/automotive');
    expect(await page.getByRole('heading', { level: 1, name: 'File a claim for your vehicle' }).isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});

describe('the countdown dialog under the production Content-Security-Policy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens without a blocked inline style or any other console error', async () => {
    const { page, pageErrors, consoleErrors } = await openOnPausedClock(server, '/standard/claimant-info', 'Tell us about yourself');
    await page.clock.fastForward('29:00');
    await page.getByRole('alertdialog', { name: DIALOG_NAME }).waitFor();
    await settle(page);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
