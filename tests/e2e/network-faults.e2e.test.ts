import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_OCCURRED, SUBMISSION_FAILED } from '@/contract/messages';
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
import { waitForHydration } from './support/browser';
import { faults, startFaultProxy, type BrokenCall, type Fault, type FaultProxy } from './support/fault-proxy';
import { startE2eSession } from './support/session';
import {
  openStandardPage,
  receipt,
  signSummary,
  claimsWithStoredDocuments,
  summaryAnswers,
  waitForStandardPage,
  walkToSummary,
} from './support/wizard-standard';

const SUBMISSION_DEFAULT =
  'We could not confirm your submission. Please try again. If this problem persists, contact the Settlement Administrator.';

// Claimants on a bad network: every submit and authorize call of the three claim forms broken
// each way a network breaks it (the server never sees the call; the server stores the claim but
// the answer is lost as a 500 or as a cut connection; the answer is slow), through a proxy that
// records what the server really answered. Whatever happens, the claimant ends with exactly one
// stored claim, sees what went wrong with focus on the message, and keeps every answer.

const e2e = startE2eSession({ ADMIN_TOKEN });
let proxy: FaultProxy;
beforeAll(async () => {
  proxy = await startFaultProxy(e2e.server.url);
});
afterAll(async () => {
  await proxy?.close();
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
  await pageFailure(e2e.page).getByText(message, { exact: true }).waitFor();
  await e2e.page.waitForFunction(() => document.activeElement?.closest('[data-slot="page-failure"]') != null);
  await e2e.page.keyboard.press('Tab');
  expect(await e2e.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(nextControl);
}

/** Waits for the pressed button's call to reach the proxy. A press that sends nothing (the page
 *  not yet taken over by its scripts, the button busy) fails with what the page shows instead of
 *  waiting out the test's limit in silence. */
async function reached(broken: BrokenCall, button: string, path: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(async () => {
      const shown = await e2e.page
        .locator('[data-slot=error-summary], [data-slot=page-failure], h1')
        .allInnerTexts()
        .catch((error: unknown) => [`(not readable: ${String(error)})`]);
      const hydrated = await e2e.page
        .locator('html[data-hydrated]')
        .count()
        .catch(() => -1);
      reject(new Error(`'${button}' sent no POST ${path} within 45 s; hydrated: ${hydrated === 1}; the page shows:\n${shown.join('\n')}`));
    }, 45_000);
  });
  try {
    await Promise.race([broken.reached, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/** Presses the main button through `fault` on `path` and sees the claimant through it: for a
 *  failure, the message with focus on it, then a second press; for a slow answer, the button
 *  busy (aria-disabled) and still focused until the answer comes. */
async function pressThrough(
  fault: Fault,
  button: string,
  path: string,
  message: string,
  nextControl: string,
  kept: () => Promise<unknown>,
): Promise<void> {
  const before = await kept();
  const broken = proxy.breakNext('POST', path, fault);
  await press(e2e.page, button);
  await reached(broken, button, path);
  if (fault === 'delay') {
    const pressed = e2e.page.getByRole('button', { name: button, exact: true });
    expect(await pressed.getAttribute('aria-disabled')).toBe('true');
    expect(await pressed.evaluate((element) => element === document.activeElement)).toBe(true);
    broken.release();
    return;
  }
  await expectFocusOnFailure(message, nextControl);
  expect(await kept()).toEqual(before);
  broken.release();
  await press(e2e.page, button);
}

describe('Standard submit', () => {
  it('a success without a reference code: the default submission error, no confirmation', async () => {
    await walkToSummary(e2e.page, proxy.url);
    await signSummary(e2e.page);
    const before = await summaryAnswers(e2e.page);
    const rewritten = proxy.breakNext('POST', '/api/forms/standard', 'no-reference-code');
    await press(e2e.page, 'Submit');
    await rewritten.reached;
    const alert = e2e.page.getByRole('alertdialog', { name: 'Notice' });
    await alert.getByText(SUBMISSION_DEFAULT, { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(new URL(e2e.page.url()).pathname).toBe('/standard/claim-summary');
    expect(await summaryAnswers(e2e.page)).toEqual(before);
  });

  it.each(faults)('%s: one stored claim, the message focused, every answer kept', async (fault) => {
    const since = proxy.calls.length;
    const claimsBefore = await claimsWithStoredDocuments(e2e.server);
    await walkToSummary(e2e.page, proxy.url);
    await signSummary(e2e.page);
    await pressThrough(fault, 'Submit', '/api/forms/standard', SUBMISSION_FAILED, 'Back', () => summaryAnswers(e2e.page));

    await waitForStandardPage(e2e.page, 'confirmation');
    const code = await shownReferenceCode(e2e.page);
    expect(codesStored('/api/forms/standard', since)).toEqual([code]);
    const claim = await storedClaim(e2e.server, code);
    const added = (await claimsWithStoredDocuments(e2e.server)).filter((id) => !claimsBefore.includes(id));
    expect(added).toHaveLength(1);
    expect(claim.files.map((file) => file.originalName)).toEqual(['receipt.pdf']);
  });

  it('a claim stored while its answer was lost, then a reload and the document added again: the same reference code, one claim', async () => {
    const since = proxy.calls.length;
    const claimsBefore = await claimsWithStoredDocuments(e2e.server);
    await walkToSummary(e2e.page, proxy.url);
    await signSummary(e2e.page);
    const broken = proxy.breakNext('POST', '/api/forms/standard', 'fail-after');
    await press(e2e.page, 'Submit');
    await broken.reached;
    await pageFailure(e2e.page).getByText(SUBMISSION_FAILED, { exact: true }).waitFor();
    const [storedCode] = codesStored('/api/forms/standard', since);
    expect(storedCode).toMatch(/^STD-/);

    // A reload keeps the answers and the submit's key, but never a file: the claimant adds the
    // same receipt again.
    await e2e.page.reload();
    await waitForStandardPage(e2e.page, 'claimSummary');
    await openStandardPage(e2e.page, proxy.url, 'supportingDocuments');
    // The empty document the manager opened after the first upload is still open.
    await e2e.page.getByText('No documents added yet', { exact: true }).waitFor();
    await e2e.page.getByRole('combobox', { name: /^Type of document/ }).selectOption({ label: 'Receipt' });
    await e2e.page.locator('input[type=file]').setInputFiles(receipt);
    await press(e2e.page, 'Upload');
    await e2e.page.getByRole('cell', { name: receipt.name, exact: true }).waitFor();
    await press(e2e.page, 'Next');
    await waitForStandardPage(e2e.page, 'claimSummary');
    await press(e2e.page, 'Submit');
    await waitForStandardPage(e2e.page, 'confirmation');
    expect(await shownReferenceCode(e2e.page)).toBe(storedCode);
    expect(codesStored('/api/forms/standard', since)).toEqual([storedCode]);
    const added = (await claimsWithStoredDocuments(e2e.server)).filter((id) => !claimsBefore.includes(id));
    expect(added).toHaveLength(1);
  });
});

describe('DocumentsUpload authorize and submit', () => {
  // Two calls, each failed once and pressed again, plus an upload: as long as the Automotive
  // journey below on a busy machine.
  it.each(faults)('%s on both calls: authorized on the second try, one stored claim', { timeout: 240_000 }, async (fault) => {
    const since = proxy.calls.length;
    await e2e.page.goto(`${proxy.url}/`);
    await e2e.page.getByRole('heading', { level: 1, name: 'Upload documents for your claim' }).waitFor();
    await waitForHydration(e2e.page);
    await e2e.page.waitForLoadState('networkidle');
    await fillCredentials(e2e.page, demoClaimant.claimId, demoClaimant.pin);
    const credentials = () =>
      Promise.all([
        e2e.page.getByRole('textbox', { name: /^Claim ID/ }).inputValue(),
        e2e.page.getByRole('textbox', { name: /^PIN/ }).inputValue(),
      ]);
    await pressThrough(fault, 'Continue', '/api/forms/documents-upload/authorize', PROBLEM_OCCURRED, 'Continue', credentials);

    await arriveAt(e2e.page, '/documents-upload/supporting-documents', 'Add your documents');
    await addReceipt(e2e.page, Buffer.from(`%PDF-1.4 receipt sent through ${fault}`));
    const listed = () => e2e.page.getByRole('cell', { name: 'receipt.pdf', exact: true }).count();
    await pressThrough(fault, 'Submit', '/api/forms/documents-upload', SUBMISSION_FAILED, 'Back', listed);

    await e2e.page.waitForURL((url) => url.pathname === '/documents-upload/confirmation');
    const code = await shownReferenceCode(e2e.page);
    expect(codesStored('/api/forms/documents-upload', since)).toEqual([code]);
    expect((await storedClaim(e2e.server, code)).files).toHaveLength(1);
  });
});

describe('Automotive authorize and submit', () => {
  it.each(faults)('%s on both calls: one stored claim with the prepopulated claimant', { timeout: 240_000 }, async (fault) => {
    const since = proxy.calls.length;
    await e2e.page.goto(`${proxy.url}/automotive`);
    await e2e.page.getByRole('heading', { level: 1, name: 'File a claim for your vehicle' }).waitFor();
    await waitForHydration(e2e.page);
    await e2e.page.waitForLoadState('networkidle');
    await fillCredentials(e2e.page, demoClaimant.claimId, demoClaimant.pin);
    const credentials = () => e2e.page.getByRole('textbox', { name: /^Claim ID/ }).inputValue();
    await pressThrough(fault, 'Continue', '/api/forms/automotive/authorize', PROBLEM_OCCURRED, 'Continue', credentials);

    await walkAutomotiveToSummary(e2e.page);
    const summary = () => e2e.page.locator('[data-slot=claim-summary]').innerText();
    await pressThrough(fault, 'Submit', '/api/forms/automotive', SUBMISSION_FAILED, 'Back', summary);

    await arriveAt(e2e.page, '/automotive/confirmation', 'Thank you, your claim was submitted');
    const code = await shownReferenceCode(e2e.page);
    expect(codesStored('/api/forms/automotive', since)).toEqual([code]);
    const claim = await storedClaim(e2e.server, code);
    expect((claim.payload.claimantInfo as { fields: Record<string, unknown> }).fields.firstName).toBe(demoClaimant.firstName);
  });
});

describe('a submit the e2e.server refuses', () => {
  it('a PayPal account that does not match: the message takes focus, the next Tab reaches Back, and nothing is stored', async () => {
    const since = proxy.calls.length;
    await walkToSummary(e2e.page, proxy.url, async (page) => {
      await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
      await page.getByRole('textbox', { name: 'PayPal email address', exact: true }).fill('someone.else@example.com');
      await page.getByRole('textbox', { name: 'Confirm PayPal email address', exact: true }).fill('someone.else@example.com');
    });
    await signSummary(e2e.page);
    const answers = await summaryAnswers(e2e.page);

    await press(e2e.page, 'Submit');
    await expectFocusOnFailure(
      'The PayPal account you entered does not match the account you logged in with. Log in with PayPal again or choose another payment method.',
      'Back',
    );
    expect(await summaryAnswers(e2e.page)).toEqual(answers);
    expect(codesStored('/api/forms/standard', since)).toEqual([]);
  });
});
