import type { Browser, Locator, Page } from 'playwright-core';
import { waitForHydration } from './browser';
import type { RunningServer } from './server';

/** The demo claimant of server/README.md whose claim ID and PIN the tests type. */
export const demoClaimant = { claimId: 'BW-100200', pin: '4321', firstName: 'Dana', lastName: 'Whitfield' } as const;

/** The admin token the tests start their servers with, to read stored claims back. */
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789';

/** A page with what went wrong in it: uncaught errors and console errors. */
interface WatchedPage {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

/** Opens a path in a fresh page and waits for its level-1 heading. */
export async function openPage(browser: Browser, server: RunningServer, path: string): Promise<WatchedPage> {
  const page = await browser.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { page, pageErrors, consoleErrors };
}

/** Waits until the page shows `pathname` with its heading, and the lazily loaded masks and date
 *  picker have arrived (typing before they attach garbles the value). */
export async function arriveAt(page: Page, pathname: string, heading: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Types into a masked field as a person would: a click, then the keys. */
export async function typeMasked(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text);
}

/** Activates a button from the keyboard, as a keyboard user does (wizard-pointer.e2e.test.ts
 *  covers the mouse). */
export async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).press('Enter');
}

/** Fills the credentials of a credentials page. */
export async function fillCredentials(page: Page, claimId: string, pin: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Claim ID/ }).fill(claimId);
  await page.getByRole('textbox', { name: /^PIN/ }).fill(pin);
}

/** The page-level failure alert (server refusals, failed calls). */
export function pageFailure(page: Page): Locator {
  return page.locator('[data-slot="page-failure"]');
}

/** The reference code a confirmation page shows under "Your reference code". */
export async function shownReferenceCode(page: Page): Promise<string> {
  const code = page.getByRole('region').filter({ hasText: 'Your reference code' }).getByRole('definition');
  await code.waitFor();
  return (await code.textContent())?.trim() ?? '';
}

/** A claim as the admin API returns it. */
interface StoredClaim {
  referenceCode: string;
  formType: string;
  payload: Record<string, unknown>;
  /** Each document, with the admin API address it downloads from. */
  files: { originalName: string; sizeBytes: number; contentType: string; sha256: string; url: string }[];
}

/** Reads a stored claim back through the admin API (the server must run with ADMIN_TOKEN), its
 *  sensitive answers revealed (the reason goes into the audit log). */
export async function storedClaim(server: RunningServer, referenceCode: string): Promise<StoredClaim> {
  const response = await fetch(
    `${server.url}/api/admin/claims/${encodeURIComponent(referenceCode)}?reveal=${encodeURIComponent('the test reads what was stored')}`,
    {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    },
  );
  if (!response.ok) throw new Error(`GET /api/admin/claims/${referenceCode} answered ${response.status}`);
  return (await response.json()) as StoredClaim;
}

/** Collects the paths of the API calls a page makes, so a test can tell whether one was sent. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Adds a receipt in the records manager and waits until it is listed. */
export async function addReceipt(page: Page, content: Buffer): Promise<void> {
  await page.getByRole('button', { name: 'Add a document' }).click();
  await page.getByRole('combobox', { name: /^Type of document/ }).selectOption('Receipt');
  await page.getByLabel(/^File/).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: content });
  await press(page, 'Upload');
  await page.getByRole('cell', { name: 'receipt.pdf', exact: true }).waitFor();
}

/** Answers the vehicle questions the authorize answer left open and one repair visit with its
 *  row (the claim-details page must be showing). */
export async function fillVehicleAndRepair(page: Page): Promise<void> {
  await typeMasked(page, page.getByRole('textbox', { name: /^Date you bought the vehicle/ }), '03152021');
  await typeMasked(page, page.getByRole('textbox', { name: /^Purchase price/ }), '32000');
  await typeMasked(page, page.getByRole('textbox', { name: /^Date you started owning/ }), '03152021');
  await page.getByRole('textbox', { name: /^How many times was the control module repaired/ }).fill('1');
  await page.getByRole('button', { name: /^Add row/ }).click();
  await typeMasked(page, page.getByRole('textbox', { name: /^Repair date/ }), '06102023');
  await typeMasked(page, page.getByRole('textbox', { name: /^Amount you paid/ }), '480.50');
  await page.getByRole('textbox', { name: /^Repair shop/ }).fill('Harbor Auto Repair');
}

/** From the payment page to the claim summary: a paper check, and no documents (optional for a
 *  vehicle claim). */
export async function electCheckWithoutDocuments(page: Page): Promise<void> {
  await arriveAt(page, '/automotive/payment-election', 'Choose how to receive your payment');
  await page.getByRole('radio', { name: 'Paper check by mail' }).check();
  await page.getByRole('textbox', { name: /^Name to print on the check/ }).fill('Dana Whitfield');
  await press(page, 'Next');
  await arriveAt(page, '/automotive/supporting-documents', 'Upload your proof of purchase');
  await press(page, 'Next');
  await arriveAt(page, '/automotive/claim-summary', 'Check your answers before you submit');
}

/** From an authorized Automotive claimant-info page (prepopulated) to the signed claim summary. */
export async function walkAutomotiveToSummary(page: Page): Promise<void> {
  await arriveAt(page, '/automotive/claimant-info', 'Tell us about yourself');
  // The confirm fields start with the values the server filled in: nothing to type again.
  const confirmPhone = await page.getByRole('textbox', { name: /^Confirm US phone number/ }).inputValue();
  if (confirmPhone !== '(916) 555-0187') throw new Error(`Confirm US phone number did not start filled: "${confirmPhone}"`);
  await press(page, 'Next');
  await arriveAt(page, '/automotive/claim-details', 'Tell us about your vehicle');
  await fillVehicleAndRepair(page);
  await press(page, 'Next');
  await electCheckWithoutDocuments(page);
  await page.getByRole('textbox', { name: /^Signature/ }).fill('Dana Whitfield');
  await page.getByRole('checkbox', { name: /^I declare under penalty of perjury/ }).check();
}
