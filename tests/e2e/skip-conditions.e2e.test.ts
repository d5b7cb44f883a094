import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eSession } from './support/session';
import {
  ADMIN_TOKEN,
  arriveAt,
  demoClaimant,
  fillCredentials,
  openPage,
  press,
  shownReferenceCode,
  storedClaim,
  typeMasked,
} from './support/authorized-pages';

// A page skip condition of the demo settlement: an Automotive claimant who reports no repairs of
// the control module has no repair invoices to upload, so the supporting-documents page is
// skipped. Next and Back jump over it, the step count leaves it out, and so does the summary.

const SUMMARY = 'Check your answers before you submit';
const PAYMENT = 'Choose how to receive your payment';
const DOCUMENTS = 'Upload your proof of purchase';

const e2e = startE2eSession({ ADMIN_TOKEN });

/** From /automotive through the vehicle page, reporting `repairs` repair visits (and a row each). */
async function throughVehicle(page: Page, repairs: number): Promise<void> {
  await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
  await press(page, 'Continue');
  await arriveAt(page, '/automotive/claimant-info', 'Tell us about yourself');
  // The confirm fields start with the values the server filled in.
  expect(await page.getByRole('textbox', { name: /^Confirm US phone number/ }).inputValue()).toBe('(916) 555-0187');
  await press(page, 'Next');

  await arriveAt(page, '/automotive/claim-details', 'Tell us about your vehicle');
  await typeMasked(page, page.getByRole('textbox', { name: /^Date you bought the vehicle/ }), '03152021');
  await typeMasked(page, page.getByRole('textbox', { name: /^Purchase price/ }), '32000');
  await typeMasked(page, page.getByRole('textbox', { name: /^Date you started owning/ }), '03152021');
  await page.getByRole('textbox', { name: /^How many times was the control module repaired/ }).fill(String(repairs));
  for (let row = 0; row < repairs; row += 1) {
    await page.getByRole('button', { name: /^Add row/ }).click();
    await typeMasked(page, page.getByRole('textbox', { name: /^Repair date/ }), '06102023');
    await typeMasked(page, page.getByRole('textbox', { name: /^Amount you paid/ }), '480.50');
    await page.getByRole('textbox', { name: /^Repair shop/ }).fill('Harbor Auto Repair');
  }
  await press(page, 'Next');

  await arriveAt(page, '/automotive/payment-election', PAYMENT);
  await page.getByRole('radio', { name: 'Paper check by mail' }).check();
  await page.getByRole('textbox', { name: /^Name to print on the check/ }).fill('Dana Whitfield');
}

describe('the Automotive supporting-documents page, skipped without repairs', () => {
  it('Next and Back jump over it, the title counts the steps without it, the summary leaves it out', async () => {
    const { page, pageErrors } = await openPage(e2e.browser, e2e.server, '/automotive');
    await throughVehicle(page, 0);
    await press(page, 'Next');

    await arriveAt(page, '/automotive/claim-summary', SUMMARY);
    expect(await page.title()).toMatch(/^Review your claim - step 5 of 6 - /);
    expect(await page.getByRole('heading', { name: DOCUMENTS }).count()).toBe(0);
    expect(await page.getByRole('main').innerText()).toContain('Paper check by mail');

    await press(page, 'Back');
    await arriveAt(page, '/automotive/payment-election', PAYMENT);
    await press(page, 'Next');
    await arriveAt(page, '/automotive/claim-summary', SUMMARY);

    await page.getByRole('textbox', { name: /^Signature/ }).fill('Dana Whitfield');
    await page.getByRole('checkbox', { name: /^I declare under penalty of perjury/ }).check();
    await press(page, 'Submit');
    await arriveAt(page, '/automotive/confirmation', 'Thank you, your claim was submitted');
    // The submit started the answers afresh; the closing page still counts the steps the claimant had.
    expect(await page.title()).toMatch(/^Claim submitted - step 6 of 6 - /);
    const claim = await storedClaim(e2e.server, await shownReferenceCode(page));
    expect(claim.formType).toBe('Automotive');
    expect(claim.payload.documentContexts).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('is shown, and counted, when the claimant reports a repair', async () => {
    const { page, pageErrors } = await openPage(e2e.browser, e2e.server, '/automotive');
    await throughVehicle(page, 1);
    await press(page, 'Next');

    await arriveAt(page, '/automotive/supporting-documents', DOCUMENTS);
    expect(await page.title()).toMatch(/^Supporting documents - step 5 of 7 - /);
    await press(page, 'Next');
    await arriveAt(page, '/automotive/claim-summary', SUMMARY);
    expect(await page.title()).toMatch(/^Review your claim - step 6 of 7 - /);
    await press(page, 'Back');
    await arriveAt(page, '/automotive/supporting-documents', DOCUMENTS);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
