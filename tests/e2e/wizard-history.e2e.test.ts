import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  claimantInfoValues,
  fillClaimantInfo,
  fillPurchaseDetails,
  filledClaimantInfo,
  openStandardPage,
  pressButton,
  waitForStandardPage,
} from './support/wizard-standard';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

describe('browser Back and Forward in the Standard wizard', () => {
  it('move between pages like Back and Next and never lose an answer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openStandardPage(page, server.url, 'claimantInfo');
    await fillClaimantInfo(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimDetails');
    await fillPurchaseDetails(page);
    const model = page.getByRole('combobox', { name: /^Model series/ });
    const chosenModel = await model.inputValue();

    await page.goBack();
    await waitForStandardPage(page, 'claimantInfo');
    expect(await claimantInfoValues(page)).toEqual(filledClaimantInfo);
    // The h1 takes focus, as after the Back button, and the title names the step.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.title()).toMatch(/^Your information - step 1 of 6 - In re Brightwater Appliance Litigation$/);

    await page.goForward();
    await waitForStandardPage(page, 'claimDetails');
    expect(await page.getByRole('combobox', { name: /^Model series/ }).inputValue()).toBe(chosenModel);
    expect(chosenModel).not.toBe('');
    await context.close();
  });
});
