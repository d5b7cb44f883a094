import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Looks up a claim on /lookup with a wrong PIN, which the server refuses with an error string. */
async function lookUpWithWrongPin(server: RunningServer): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/lookup`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: /^Claim ID/ }).fill('BW-100200');
  await page.getByRole('textbox', { name: /^PIN/ }).fill('0000');
  await page.getByRole('button', { name: 'Find my claim' }).press('Enter');
  return page;
}

describe('a server error string (contract.md §Errors)', () => {
  describe('with REDIRECT_ON_ERROR on', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ REDIRECT_ON_ERROR: 'true' });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('sends the claimant to /error, which shows the message the server gave', async () => {
      const page = await lookUpWithWrongPin(server);
      await page.waitForURL(/\/error(\?|$)/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sorry, something went wrong');
      expect(await page.locator('main').innerText()).toMatch(/claim ID and PIN do not match our records/);
      await page.close();
    });
  });

  describe('with REDIRECT_ON_ERROR off (the default)', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('shows the message on the page and keeps what the claimant typed', async () => {
      const page = await lookUpWithWrongPin(server);
      const alert = page.locator('[data-slot=page-failure]');
      await expect.poll(() => alert.innerText()).toMatch(/claim ID and PIN do not match our records/);
      expect(new URL(page.url()).pathname).toBe('/lookup');
      expect(await page.getByRole('textbox', { name: /^Claim ID/ }).inputValue()).toBe('BW-100200');
      await page.close();
    });
  });
});
