import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, waitForHydration } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// The app configuration the server writes onto the page (BANNER, ANALYTICS_TAG_ID,
// EXPIRED_REDIRECT_URL), in the built app under the production Content-Security-Policy.

const ANALYTICS = 'https://www.googletagmanager.com/';
const CLOSED_PAGE = 'https://www.brightwatersettlement.example/claims-closed';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh tab on a page, with the requests it makes to analytics and what it logged as errors
 *  (the browser reports Content-Security-Policy refusals there). Analytics requests never leave
 *  the machine: they are answered by a stand-in of the Google tag that records that it ran and
 *  what the page queued for it. */
async function open(server: RunningServer, path: string, heading: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const analyticsRequests: Request[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await context.route(`${ANALYTICS}**`, (route) => {
    analyticsRequests.push(route.request());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.tagRan = (window.dataLayer || []).map(function (entry) { return Array.prototype.slice.call(entry); });',
    });
  });
  await context.route(`${CLOSED_PAGE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Claims closed</title><h1>The claims period has closed</h1>' }),
  );
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // The server's page shows first; its buttons work once the scripts have taken it over.
  await waitForHydration(page);
  return { context, page, analyticsRequests, consoleErrors };
}

describe('without any of these settings', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows no banner and loads no analytics', async () => {
    const { context, page, analyticsRequests, consoleErrors } = await open(server, '/lookup', 'Look up your claim');
    expect(await page.getByRole('region', { name: /claim deadline/ }).count()).toBe(0);
    await page.getByRole('textbox', { name: /Claim ID/ }).fill('BW-100200');
    expect(await page.evaluate(() => 'dataLayer' in window || document.querySelector('script[src*="googletagmanager"]') !== null)).toBe(
      false,
    );
    expect(analyticsRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('BANNER=on, ANALYTICS_TAG_ID and EXPIRED_REDIRECT_URL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ BANNER: 'on', ANALYTICS_TAG_ID: 'G-TEST1234', EXPIRED_REDIRECT_URL: CLOSED_PAGE });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows the banner until the claimant closes it, and keeps it closed for the tab', async () => {
    const { context, page } = await open(server, '/lookup', 'Look up your claim');
    const banner = page.getByRole('region', { name: 'The claim deadline is December 31, 2099' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Close this notice' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Look up your claim' }).waitFor();
    // The server draws the banner (it cannot know this tab closed it); the page hides it on taking over.
    await waitForHydration(page);
    await banner.waitFor({ state: 'detached' });
    await context.close();

    const fresh = await open(server, '/lookup', 'Look up your claim');
    await fresh.page.getByRole('region', { name: 'The claim deadline is December 31, 2099' }).waitFor();
    await fresh.context.close();
  });

  it('loads the Google tag for the tag id under the page’s nonce, with no policy refusal', async () => {
    const { context, page, analyticsRequests, consoleErrors } = await open(server, '/lookup', 'Look up your claim');
    await page.waitForFunction(() => 'tagRan' in window);
    expect(analyticsRequests.map((request) => request.url())).toEqual([`${ANALYTICS}gtag/js?id=G-TEST1234`]);
    const tag = page.locator('script[src*="googletagmanager"]');
    // Browsers hide a parsed nonce from the attribute; the property still holds it.
    expect(await tag.evaluate((script: HTMLScriptElement) => script.nonce.length > 0)).toBe(true);
    const queued = await page.evaluate(() => (window as unknown as { tagRan: unknown[][] }).tagRan);
    expect(queued).toContainEqual(['config', 'G-TEST1234']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a claimant whose session expired to the settlement’s page, with the answers cleared', async () => {
    const context = await browser.newContext();
    await context.route(`${CLOSED_PAGE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Claims closed</title><h1>The claims period has closed</h1>' }),
    );
    await context.route(`${ANALYTICS}**`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    const page: Page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/standard/claimant-info`);
    await page.getByRole('heading', { level: 1, name: 'Tell us about yourself' }).waitFor();
    await waitForHydration(page);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage)).then((kept) => kept.includes('Ada'))).toBe(true);

    await page.clock.fastForward('31:00');
    await page.waitForURL(CLOSED_PAGE);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The claims period has closed');
    await page.goto(`${server.url}/standard/claimant-info`);
    await page.getByRole('heading', { level: 1, name: 'Tell us about yourself' }).waitFor();
    // Kept answers come back when the page hydrates: only then does an empty box mean cleared.
    await waitForHydration(page);
    expect(await page.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe('');
    await context.close();
  });
});
