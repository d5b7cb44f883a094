import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  addReceipt,
  ADMIN_TOKEN,
  arriveAt,
  demoClaimant,
  electCheckWithoutDocuments,
  fillCredentials,
  fillVehicleAndRepair,
  openPage,
  pageFailure,
  press,
  recordApiCalls,
  shownReferenceCode,
  storedClaim,
} from './support/authorized-pages';

// The forms that need a claim ID and PIN (Automotive, DocumentsUpload) and Lookup, in the built
// app against the reference server with its `test` captcha provider: what a claimant sees on the
// way in, when refused, when the captcha fails and when a deadline has passed.

const CAPTCHA_NOTICE = 'This form is protected against automated submissions.';
const REFUSED = 'The claim ID and PIN do not match our records.';
const SESSION_EXPIRED = 'Your session has expired';
const DEADLINE_PASSED = 'The deadline to file has passed';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page-failure alert says `message`. */
async function failureSays(page: Page, message: string): Promise<void> {
  await pageFailure(page).getByText(message, { exact: true }).waitFor();
}

/** The path the page shows now. */
function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

describe('with the demo settlement', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('Automotive', () => {
    it('asks for the claim ID and PIN, says the form is protected, and keeps a refused claimant on /automotive with the server message', async () => {
      const { page, pageErrors } = await openPage(browser, server, '/automotive');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('File a claim for your vehicle');
      const credentials = page.getByRole('group', { name: 'Claim ID and PIN' });
      expect(await credentials.getByRole('textbox', { name: /^Claim ID/ }).count()).toBe(1);
      expect(await credentials.getByRole('textbox', { name: /^PIN/ }).count()).toBe(1);
      expect(await page.getByText(CAPTCHA_NOTICE, { exact: true }).isVisible()).toBe(true);
      expect(await pageFailure(page).textContent()).toBe('');

      await fillCredentials(page, demoClaimant.claimId, '0000');
      await press(page, 'Continue');
      await failureSays(page, REFUSED);
      expect(await pageFailure(page).getAttribute('role')).toBe('alert');
      expect(pathOf(page)).toBe('/automotive');
      expect(await page.getByRole('textbox', { name: /^Claim ID/ }).inputValue()).toBe(demoClaimant.claimId);
      expect(pageErrors).toEqual([]);
      await page.close();
    });

    it('files a vehicle claim: credentials, prepopulated claimant, vehicle and repairs, payment, summary and signature, then a reference code', async () => {
      const { page, pageErrors } = await openPage(browser, server, '/automotive');
      await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
      await press(page, 'Continue');

      // The authorize answer fills in who the claimant is.
      await arriveAt(page, '/automotive/claimant-info', 'Tell us about yourself');
      const value = (name: RegExp) => page.getByRole('textbox', { name }).inputValue();
      expect(await value(/^First name/)).toBe(demoClaimant.firstName);
      expect(await value(/^Last name/)).toBe(demoClaimant.lastName);
      expect(await value(/^Street address/)).toBe('1200 Harbor Way');
      expect(await value(/^City/)).toBe('Sacramento');
      expect(await page.getByRole('combobox', { name: /^State/ }).inputValue()).toBe('CA');
      expect(await value(/^ZIP code/)).toBe('95814');
      expect(await value(/^Email address/)).toBe('dana.whitfield@example.com');
      // The confirm fields of values the server filled in start filled: nothing to type again.
      expect(await value(/^Confirm email address/)).toBe('dana.whitfield@example.com');
      expect(await value(/^Confirm US phone number/)).toBe('(916) 555-0187');
      await press(page, 'Next');

      // The vehicle comes prepopulated too; one repair visit asks for one repair row.
      await arriveAt(page, '/automotive/claim-details', 'Tell us about your vehicle');
      expect(await value(/^Vehicle identification number/)).toBe('1BWCM82633A004352');
      expect(await page.getByRole('combobox', { name: /^Make/ }).inputValue()).toBe('Brightwater');
      expect(await value(/^Model year/)).toBe('2021');
      await fillVehicleAndRepair(page);
      await press(page, 'Next');
      await electCheckWithoutDocuments(page);
      const summary = await page.getByRole('main').innerText();
      for (const answer of ['1BWCM82633A004352', '$32,000', 'Harbor Auto Repair', '$480.50', 'Paper check by mail'])
        expect(summary).toContain(answer);
      await page.getByRole('textbox', { name: /^Signature/ }).fill('Dana Whitfield');
      await page.getByRole('checkbox', { name: /^I declare under penalty of perjury/ }).check();
      expect(await page.getByText(CAPTCHA_NOTICE, { exact: true }).isVisible()).toBe(true);
      await press(page, 'Submit');

      await arriveAt(page, '/automotive/confirmation', 'Thank you, your claim was submitted');
      const referenceCode = await shownReferenceCode(page);
      expect(referenceCode).toMatch(/^AUT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const claim = await storedClaim(server, referenceCode);
      expect(claim.formType).toBe('Automotive');
      const repairs = claim.payload.claimTransactions as { fields: Record<string, unknown> }[];
      expect(repairs.map((repair) => repair.fields)).toEqual([
        { repairDate: '06/10/2023', repairCost: '480.50', repairShop: 'Harbor Auto Repair' },
      ]);
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  });

  describe('protected pages without authorizing', () => {
    it('sends /automotive/claim-details to /session-expired?form=Automotive&culture=en', async () => {
      const page = await browser.newPage();
      await page.goto(`${server.url}/automotive/claim-details`);
      await arriveAt(page, '/session-expired', SESSION_EXPIRED);
      expect(new URL(page.url()).search).toBe('?form=Automotive&culture=en');
      await page.close();
    });

    // contract.md §Behaviour: the guard's helper does not count DocumentsUpload among the forms
    // that require authorization, although its inner pages are marked. So the page opens, and it
    // is the server that refuses the unauthorized claim (401), which sends the claimant to give
    // the claim ID and PIN, the document kept (decisions.md §Pages).
    it('opens /documents-upload/supporting-documents (the guard leaves DocumentsUpload out), and the server refuses the claim', async () => {
      const { page } = await openPage(browser, server, '/documents-upload/supporting-documents');
      expect(pathOf(page)).toBe('/documents-upload/supporting-documents');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Add your documents');
      // Nobody was authorized, so the page cannot say whom the documents are for.
      expect(await page.getByRole('heading', { name: 'Your claim' }).count()).toBe(0);

      await addReceipt(page, Buffer.from('%PDF-1.4 receipt'));
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/forms/documents-upload'));
      await press(page, 'Submit');
      expect((await answered).status()).toBe(401);
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByRole('alertdialog')
        .getByText(/Enter them again and continue: your answers are kept\./)
        .waitFor();
      await page.close();
    });
  });

  describe('Lookup', () => {
    it('refuses wrong credentials, then shows the claim status from the server under "Your claim"', async () => {
      const { page, pageErrors } = await openPage(browser, server, '/lookup');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Look up your claim');
      const result = page.getByRole('region', { name: 'Your claim' });

      await fillCredentials(page, demoClaimant.claimId, '1111');
      await press(page, 'Find my claim');
      await failureSays(page, REFUSED);
      expect(await result.count()).toBe(0);

      await page.getByRole('textbox', { name: /^PIN/ }).fill(demoClaimant.pin);
      await press(page, 'Find my claim');
      await result.waitFor();
      expect(await pageFailure(page).textContent()).toBe('');
      expect(await result.getByRole('heading', { name: 'Your claim' }).count()).toBe(1);
      const pairs = await result
        .getByRole('term')
        .evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(pairs).toEqual([
        ['Claim status', 'Received'],
        ['Status updated on', '03/14/2025'],
        ['Payment status', 'Pending review'],
      ]);
      expect(pathOf(page)).toBe('/lookup');
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  });

  describe('DocumentsUpload', () => {
    /** Authorizes on the intro page; returns the page, now on the documents page. */
    async function authorizeForUpload(): Promise<Page> {
      const { page } = await openPage(browser, server, '/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Upload documents for your claim');
      expect(await page.getByText(CAPTCHA_NOTICE, { exact: true }).isVisible()).toBe(true);
      await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
      await press(page, 'Continue');
      await arriveAt(page, '/documents-upload/supporting-documents', 'Add your documents');
      return page;
    }

    it('says whom the upload is for, sends one document and stores it with the claim', async () => {
      const page = await authorizeForUpload();
      const uploadFor = page.getByRole('region', { name: 'Your claim' });
      const pairs = await uploadFor
        .getByRole('term')
        .evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(pairs).toEqual([['Uploading documents for', 'Dana Whitfield']]);

      const content = Buffer.from('%PDF-1.4 receipt for BW-100200');
      await addReceipt(page, content);
      await press(page, 'Submit');

      await page.waitForURL((url) => url.pathname === '/documents-upload/confirmation');
      const referenceCode = await shownReferenceCode(page);
      expect(referenceCode).toMatch(/^DOC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const claim = await storedClaim(server, referenceCode);
      expect(claim.formType).toBe('DocumentsUpload');
      expect(claim.files.map((file) => [file.originalName, file.sizeBytes, file.contentType])).toEqual([
        ['receipt.pdf', content.length, 'application/pdf'],
      ]);
      await page.close();
    });

    it('thanks the claimant for the documents on /documents-upload/confirmation, with the page copy written for it', async () => {
      const page = await authorizeForUpload();
      await addReceipt(page, Buffer.from('%PDF-1.4 receipt'));
      await press(page, 'Submit');
      await page.waitForURL((url) => url.pathname === '/documents-upload/confirmation');
      const referenceCode = await shownReferenceCode(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you, we received your documents');
      expect(await page.getByRole('main').innerText()).toContain(`Your reference code is ${referenceCode}. Keep it for your records.`);
      await page.close();
    });
  });

  describe('captcha', () => {
    it('marks the button busy, keeping focus on it, and announces the check while a challenge runs, and authorizes only with its token', async () => {
      const { page } = await openPage(browser, server, '/lookup');
      const calls = recordApiCalls(page);
      // The test provider answers a challenge on a later timer task: a paused clock holds it open.
      await page.locator('[data-test-captcha]').waitFor({ state: 'attached' });
      await page.clock.install();
      await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1_000);
      const button = page.getByRole('button', { name: 'Find my claim' });
      await button.press('Enter');

      await page.getByRole('status').filter({ hasText: 'Checking that you are a person' }).waitFor();
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(calls).not.toContain('POST /api/forms/lookup/authorize');

      await page.clock.resume();
      await page.getByRole('region', { name: 'Your claim' }).waitFor();
      expect(calls).toContain('POST /api/forms/lookup/authorize');
      expect(await button.getAttribute('aria-disabled')).toBeNull();
      await page.close();
    });
  });
});

describe('when the captcha challenge fails (CAPTCHA_SITE_KEY=test-fail)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CAPTCHA_SITE_KEY: 'test-fail' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('does not look the claim up on /lookup, says a problem occurred and puts focus on the message', async () => {
    const { page } = await openPage(browser, server, '/lookup');
    const calls = recordApiCalls(page);
    await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
    await press(page, 'Find my claim');
    await failureSays(page, PROBLEM_OCCURRED);
    await page.waitForFunction(() => document.activeElement?.closest('[data-slot="page-failure"]') != null);
    expect(calls).not.toContain('POST /api/forms/lookup/authorize');
    expect(await page.getByRole('region', { name: 'Your claim' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Find my claim' }).getAttribute('aria-disabled')).toBeNull();
    await page.close();
  });

  it('does not authorize on /automotive and keeps the claimant there', async () => {
    const { page } = await openPage(browser, server, '/automotive');
    const calls = recordApiCalls(page);
    await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
    await press(page, 'Continue');
    await failureSays(page, PROBLEM_OCCURRED);
    expect(calls).not.toContain('POST /api/forms/automotive/authorize');
    expect(pathOf(page)).toBe('/automotive');
    await page.close();
  });
});

describe('when a deadline has passed (DEADLINE_PASSED=automotiveFilingDeadline,claimFilingDeadline)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DEADLINE_PASSED: 'automotiveFilingDeadline,claimFilingDeadline' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/automotive', '/automotive/claimant-info'])('sends %s to its English target, /deadline', async (path) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}${path}`);
    await arriveAt(page, '/deadline', DEADLINE_PASSED);
    await page.close();
  });

  it('leaves a form whose deadline is open alone (/lookup)', async () => {
    const { page } = await openPage(browser, server, '/lookup');
    expect(pathOf(page)).toBe('/lookup');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Look up your claim');
    await page.close();
  });

  // The demo's only external target: Spanish claim filing goes to the project site's own page.
  // The server answers the address itself with the redirect, so the claimant's browser goes
  // straight there without loading the app.
  it('sends the claimant to an external target with an HTTP redirect (Standard in Spanish)', async () => {
    const external = 'https://www.brightwatersettlement.example/es/plazo-vencido';
    const page = await browser.newPage();
    const response = await page.request.get(`${server.url}/standard/claimant-info?culture=es`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(external);
    await page.close();
  });
});

describe('when a deadline has passed and the browser renders the pages (SERVER_RENDERING=false)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DEADLINE_PASSED: 'claimFilingDeadline', SERVER_RENDERING: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Without the server's redirect the app itself leaves, with a full page navigation.
  it('leaves the app with a full page navigation for an external target (Standard in Spanish)', async () => {
    const external = 'https://www.brightwatersettlement.example/es/plazo-vencido';
    const page = await browser.newPage();
    const documentRequests: string[] = [];
    await page.route('https://www.brightwatersettlement.example/**', async (route) => {
      if (route.request().isNavigationRequest() && route.request().frame() === page.mainFrame())
        documentRequests.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="es"><title>Plazo vencido</title><h1>Plazo vencido</h1></html>',
      });
    });
    await page.goto(`${server.url}/standard/claimant-info?culture=es`);
    await page.waitForURL(external);
    await page.getByRole('heading', { level: 1, name: 'Plazo vencido' }).waitFor();
    expect(documentRequests).toEqual([external]);
    await page.close();
  });
});
