import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROBLEM_OCCURRED, SUBMISSION_FAILED } from '@/contract/messages';
import { launchBrowser } from './support/browser';
import {
  addReceipt,
  ADMIN_TOKEN,
  arriveAt,
  demoClaimant,
  fillCredentials,
  pageFailure,
  press,
  shownReferenceCode,
  storedClaim,
  walkAutomotiveToSummary,
} from './support/authorized-pages';
import { faults, startFaultProxy, type Fault, type FaultProxy } from './support/fault-proxy';
import { startServer, type RunningServer } from './support/server';
import {
  addReceipt as addStandardReceipt,
  fillClaimantInfo,
  fillClaimDetails,
  openStandardPage,
  pressButton,
  receipt,
  signSummary,
  storedClaimFolders,
  summaryAnswers,
  waitForStandardPage,
  walkToSummary,
} from './support/wizard-standard';

// Claimants on a bad network: every submit and authorize call of the three claim forms broken
// each way a network breaks it (the server never sees the call; the server stores the claim but
// the answer is lost as a 500 or as a cut connection; the answer is slow), through a proxy that
// records what the server really answered. Whatever happens, the claimant ends with exactly one
// stored claim, sees what went wrong with focus on the message, and keeps every answer.

let browser: Browser;
let server: RunningServer;
let proxy: FaultProxy;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ ADMIN_TOKEN })]);
  proxy = await startFaultProxy(server.url);
});
afterAll(async () => {
  await proxy?.close();
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

/** The distinct reference codes the server gave out for calls to `path` since call number
 *  `since`: one per claim it stored. */
function codesStored(path: string, since: number): string[] {
  const codes = proxy.calls
    .slice(since)
    .filter((call) => call.method === 'POST' && call.path === path)
    .filter((call) => call.serverStatus === 200)
    .map((call) => (JSON.parse(call.serverBody ?? '{}') as { referenceCodeForm?: string | null }).referenceCodeForm ?? null)
    .filter((code): code is string => code !== null);
  return [...new Set(codes)];
}

/** Waits until focus is on the page's failure message, then checks the next Tab goes on from
 *  there (to the next control after it), not from the top of the page. */
async function expectFocusOnFailure(message: string, nextControl: string): Promise<void> {
  await pageFailure(page).getByText(message, { exact: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[data-slot="page-failure"]') != null);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(nextControl);
}

/** Presses the main button through `fault` on `path` and sees the claimant through it: for a
 *  failure, the message with focus on it, then a second press; for a slow answer, the button
 *  busy (aria-disabled) and still focused until the answer comes. */
async function pressThrough(fault: Fault, button: string, path: string, message: string, nextControl: string, kept: () => Promise<unknown>): Promise<void> {
  const before = await kept();
  const broken = proxy.breakNext('POST', path, fault);
  await press(page, button);
  await broken.reached;
  if (fault === 'delay') {
    const pressed = page.getByRole('button', { name: button, exact: true });
    expect(await pressed.getAttribute('aria-disabled')).toBe('true');
    expect(await pressed.evaluate((element) => element === document.activeElement)).toBe(true);
    broken.release();
    return;
  }
  await expectFocusOnFailure(message, nextControl);
  expect(await kept()).toEqual(before);
  await press(page, button);
}

describe('Standard submit', () => {
  it.each(faults)('%s: one stored claim, the message focused, every answer kept', async (fault) => {
    const since = proxy.calls.length;
    const foldersBefore = await storedClaimFolders(server);
    await walkToSummary(page, proxy.url);
    await signSummary(page);
    await pressThrough(fault, 'Submit', '/api/forms/standard', SUBMISSION_FAILED, 'Back', () => summaryAnswers(page));

    await waitForStandardPage(page, 'confirmation');
    const code = await shownReferenceCode(page);
    expect(codesStored('/api/forms/standard', since)).toEqual([code]);
    const claim = await storedClaim(server, code);
    const added = (await storedClaimFolders(server)).filter((folder) => !foldersBefore.includes(folder));
    expect(added).toHaveLength(1);
    expect(claim.files.map((file) => file.originalName)).toEqual(['receipt.pdf']);
  });

  it('a claim stored while its answer was lost, then a reload and the document added again: the same reference code, one claim', async () => {
    const since = proxy.calls.length;
    const foldersBefore = await storedClaimFolders(server);
    await walkToSummary(page, proxy.url);
    await signSummary(page);
    const broken = proxy.breakNext('POST', '/api/forms/standard', 'fail-after');
    await press(page, 'Submit');
    await broken.reached;
    await pageFailure(page).getByText(SUBMISSION_FAILED, { exact: true }).waitFor();
    const [storedCode] = codesStored('/api/forms/standard', since);
    expect(storedCode).toMatch(/^STD-/);

    // A reload keeps the answers and the submit's key, but never a file: the claimant adds the
    // same receipt again.
    await page.reload();
    await waitForStandardPage(page, 'claimSummary');
    await openStandardPage(page, proxy.url, 'supportingDocuments');
    // The empty document the manager opened after the first upload is still open.
    await page.getByText('No documents added yet', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: /^Type of document/ }).selectOption({ label: 'Receipt' });
    await page.locator('input[type=file]').setInputFiles(receipt);
    await press(page, 'Upload');
    await page.getByRole('cell', { name: receipt.name, exact: true }).waitFor();
    await press(page, 'Next');
    await waitForStandardPage(page, 'claimSummary');
    await press(page, 'Submit');
    await waitForStandardPage(page, 'confirmation');
    expect(await shownReferenceCode(page)).toBe(storedCode);
    expect(codesStored('/api/forms/standard', since)).toEqual([storedCode]);
    const added = (await storedClaimFolders(server)).filter((folder) => !foldersBefore.includes(folder));
    expect(added).toHaveLength(1);
  });
});

describe('DocumentsUpload authorize and submit', () => {
  it.each(faults)('%s on both calls: authorized on the second try, one stored claim', async (fault) => {
    const since = proxy.calls.length;
    await page.goto(`${proxy.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Upload documents for your claim' }).waitFor();
    await page.waitForLoadState('networkidle');
    await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
    const credentials = () => Promise.all([page.getByRole('textbox', { name: /^Claim ID/ }).inputValue(), page.getByRole('textbox', { name: /^PIN/ }).inputValue()]);
    await pressThrough(fault, 'Continue', '/api/forms/documents-upload/authorize', PROBLEM_OCCURRED, 'Continue', credentials);

    await arriveAt(page, '/documents-upload/supporting-documents', 'Add your documents');
    await addReceipt(page, Buffer.from(`%PDF-1.4 receipt sent through ${fault}`));
    const listed = () => page.getByRole('cell', { name: 'receipt.pdf', exact: true }).count();
    await pressThrough(fault, 'Submit', '/api/forms/documents-upload', SUBMISSION_FAILED, 'Back', listed);

    await page.waitForURL((url) => url.pathname === '/documents-upload/confirmation');
    const code = await shownReferenceCode(page);
    expect(codesStored('/api/forms/documents-upload', since)).toEqual([code]);
    expect((await storedClaim(server, code)).files).toHaveLength(1);
  });
});

describe('Automotive authorize and submit', () => {
  it.each(faults)('%s on both calls: one stored claim with the prepopulated claimant', { timeout: 120_000 }, async (fault) => {
    const since = proxy.calls.length;
    await page.goto(`${proxy.url}/automotive`);
    await page.getByRole('heading', { level: 1, name: 'File a claim for your vehicle' }).waitFor();
    await page.waitForLoadState('networkidle');
    await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
    const credentials = () => page.getByRole('textbox', { name: /^Claim ID/ }).inputValue();
    await pressThrough(fault, 'Continue', '/api/forms/automotive/authorize', PROBLEM_OCCURRED, 'Continue', credentials);

    await walkAutomotiveToSummary(page);
    const summary = () => page.locator('[data-slot=claim-summary]').innerText();
    await pressThrough(fault, 'Submit', '/api/forms/automotive', SUBMISSION_FAILED, 'Back', summary);

    await arriveAt(page, '/automotive/confirmation', 'Thank you, your claim was submitted');
    const code = await shownReferenceCode(page);
    expect(codesStored('/api/forms/automotive', since)).toEqual([code]);
    const claim = await storedClaim(server, code);
    expect((claim.payload.claimantInfo as { fields: Record<string, unknown> }).fields.firstName).toBe(demoClaimant.firstName);
  });
});

describe('a submit the server refuses', () => {
  it('a PayPal account that does not match: the message takes focus, the next Tab reaches Back, and nothing is stored', async () => {
    const since = proxy.calls.length;
    await openStandardPage(page, proxy.url, 'claimantInfo');
    await fillClaimantInfo(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimDetails');
    await fillClaimDetails(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'paymentElection');
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await page.getByRole('textbox', { name: 'PayPal email address', exact: true }).fill('someone.else@example.com');
    await page.getByRole('textbox', { name: 'Confirm PayPal email address', exact: true }).fill('someone.else@example.com');
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'supportingDocuments');
    await addStandardReceipt(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimSummary');
    await signSummary(page);
    const answers = await summaryAnswers(page);

    await press(page, 'Submit');
    await expectFocusOnFailure('The PayPal account you entered does not match the account you logged in with. Log in with PayPal again or choose another payment method.', 'Back');
    expect(await summaryAnswers(page)).toEqual(answers);
    expect(codesStored('/api/forms/standard', since)).toEqual([]);
  });
});
