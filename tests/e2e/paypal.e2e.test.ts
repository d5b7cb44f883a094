import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2eSession } from './support/session';
import {
  claimant,
  fillClaimantInfo,
  fillClaimDetails,
  fromPaymentToSummary,
  openStandardPage,
  pressButton,
  shownReferenceCode,
  signSummary,
  storedClaim,
  waitForStandardPage,
} from './support/wizard-standard';

// PayPal as a flow, in Chromium against the reference server and its offline stand-in of PayPal:
// the button opens the provider's login in a pop-up, the code comes back to the form, the
// server checks it with the claim, and a login that is too old expires on the page.

const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
const VERIFIED = 'PayPal account verified';
const EXPIRED = 'Your PayPal login has expired. Log in with PayPal again to confirm the account we should pay.';
// A 1x1 PNG standing in for PayPal's mark (the test machine reaches no outside host).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const e2e = startE2eSession({ ADMIN_TOKEN });

/** A fresh tab whose requests for PayPal's mark are answered here, with what it logs as errors
 *  (where the browser reports Content-Security-Policy refusals). */
async function freshTab(): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[]; markRequests: string[] }> {
  const context = await e2e.browser.newContext();
  const markRequests: string[] = [];
  await context.route('https://www.paypalobjects.com/**', (route) => {
    markRequests.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PNG });
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, consoleErrors, markRequests };
}

/** From claimant info to the payment page, electing PayPal with `email`. */
async function electPayPal(page: Page, email: string): Promise<void> {
  await openStandardPage(page, e2e.server.url, 'claimantInfo');
  await fillClaimantInfo(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'claimDetails');
  await fillClaimDetails(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'paymentElection');
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('textbox', { name: /^PayPal email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Confirm PayPal email address/ }).fill(email);
}

/** Logs in to the stand-in in the pop-up the button opens, as `email`; the pop-up closes itself. */
async function logInWithPayPal(page: Page, email: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Log in with PayPal' }).click();
  const popup = await popupOpened;
  await popup.getByRole('heading', { level: 1, name: 'Log in to PayPal (demo)' }).waitFor();
  await popup.getByRole('textbox', { name: 'Email' }).fill(email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Log in' }).click();
  await closed;
}

describe('PayPal login', () => {
  it('brings the code back from the pop-up, and the claim is stored with the verified PayPal election', async () => {
    const { context, page, consoleErrors, markRequests } = await freshTab();
    await electPayPal(page, claimant.email);
    const button = page.getByRole('button', { name: 'Log in with PayPal' });
    // PayPal's mark shows on the button: the policy lets it load.
    await expect
      .poll(() => button.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(markRequests.length).toBeGreaterThan(0);

    await logInWithPayPal(page, claimant.email);
    await page.getByRole('status').filter({ hasText: VERIFIED }).waitFor();

    await fromPaymentToSummary(page);
    await signSummary(page);
    await pressButton(page, 'Submit');
    await waitForStandardPage(page, 'confirmation');
    const claim = await storedClaim(e2e.server, ADMIN_TOKEN, (await shownReferenceCode(page)).code);
    const fields = (claim?.payload.claimDetails as { fields: Record<string, unknown> }).fields;
    expect(fields.paymentMethod).toBe('PayPal');
    expect(fields.payPalEmailAddress).toBe(claimant.email);
    expect(fields.payPalAuthCode).toMatch(/^ppdemo\./);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is refused by the server when the PayPal email is not the account logged in with', async () => {
    const { context, page } = await freshTab();
    await electPayPal(page, claimant.email);
    await logInWithPayPal(page, 'someone.else@example.com');
    await page.getByRole('status').filter({ hasText: VERIFIED }).waitFor();
    await fromPaymentToSummary(page);
    await signSummary(page);
    await pressButton(page, 'Submit');
    await page
      .getByText(
        'The PayPal account you entered does not match the account you logged in with. Log in with PayPal again or choose another payment method.',
      )
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/standard/claim-summary');
    await context.close();
  });

  it('expires on the page after authCodeExpiration minutes (10 in the demo), and a new login verifies again', async () => {
    const { context, page } = await freshTab();
    await page.clock.install();
    await electPayPal(page, claimant.email);
    await logInWithPayPal(page, claimant.email);
    const verified = page.getByRole('status').filter({ hasText: VERIFIED });
    await verified.waitFor();

    await page.clock.fastForward('09:59');
    expect(await verified.count()).toBe(1);
    await page.clock.fastForward('00:01');
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    expect(await verified.count()).toBe(0);

    await logInWithPayPal(page, claimant.email);
    await verified.waitFor();
    expect(await page.getByRole('alert').filter({ hasText: EXPIRED }).count()).toBe(0);
    await context.close();
  });
});
