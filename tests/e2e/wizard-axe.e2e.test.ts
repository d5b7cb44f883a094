import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { themeSettings } from '@themes/registry';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  axeAudit,
  fillAutomotiveClaimDetails,
  fillClaimantInfo,
  fillCredentials,
  fillPaymentElection,
  fillStandardClaimDetails,
  goOn,
  settle,
  showErrors,
  signSummary,
  uploadDocument,
} from './support/a11y-walk';

// Every wizard page, walked with real answers, checked by axe (WCAG 2.0 A through 2.2 AA) as it
// first shows and again with its error summary and inline errors, in each theme and in both of
// its colour schemes (a system asking for dark, emulated on the same page: no second walk).

/** Every check in light and in dark. */
const bothSchemes = { schemes: ['light', 'dark'] } as const;

// A walk runs axe on a dozen pages, twice each, on a shared two-core machine.
const walkTimeout = 360_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(themeSettings)('THEME=%s', (setting) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ THEME: setting });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A fresh browser context (its own session) on the first page of a walk. */
  async function start(path: string): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await settle(page);
    return page;
  }

  it(
    'Standard: every page, blank and with errors, has no axe violations',
    async () => {
      const page = await start('/standard/claimant-info');
      const audit = axeAudit(page, bothSchemes);

      await audit.check('claimant-info');
      await showErrors(page, 'Next');
      await audit.check('claimant-info with errors');
      await fillClaimantInfo(page);
      await goOn(page, 'Next', '/standard/claim-details');

      await audit.check('claim-details');
      await showErrors(page, 'Next');
      await audit.check('claim-details with errors');
      await fillStandardClaimDetails(page);
      await goOn(page, 'Next', '/standard/payment-election');

      await audit.check('payment-election');
      await showErrors(page, 'Next');
      await audit.check('payment-election with errors');
      await fillPaymentElection(page);
      await goOn(page, 'Next', '/standard/supporting-documents');

      await audit.check('supporting-documents');
      await showErrors(page, 'Next');
      await audit.check('supporting-documents with errors');
      await uploadDocument(page, 'Receipt');
      await audit.check('supporting-documents with a saved document');
      await goOn(page, 'Next', '/standard/claim-summary');

      await expect.poll(() => page.locator('main').innerText()).toContain('Dana');
      await audit.check('claim-summary with answers');
      await showErrors(page, 'Submit');
      await audit.check('claim-summary with errors');
      await signSummary(page);
      await goOn(page, 'Submit', '/standard/confirmation');

      await page.getByText(/^STD-[A-Z0-9]{4}-[A-Z0-9]{4}$/).waitFor();
      await audit.check('confirmation with a reference code');

      expect(audit.violations).toEqual({});
      await page.context().close();
    },
    walkTimeout,
  );

  it(
    'Automotive: every page, blank and with errors, has no axe violations',
    async () => {
      const page = await start('/automotive');
      const audit = axeAudit(page, bothSchemes);

      await audit.check('automotive');
      await showErrors(page, 'Continue');
      await audit.check('automotive with errors');
      await fillCredentials(page);
      await goOn(page, 'Continue', '/automotive/claimant-info');

      // Authorize prepopulates the claimant, confirmation fields included: emptying one gives
      // the page an error to show.
      await audit.check('claimant-info');
      await page.getByRole('textbox', { name: /^Confirm email address/ }).fill('');
      await showErrors(page, 'Next');
      await audit.check('claimant-info with errors');
      await fillClaimantInfo(page);
      await goOn(page, 'Next', '/automotive/claim-details');

      // Reported now too, in case the vehicle page below stops the walk.
      expect.soft(audit.violations).toEqual({});
      // The vehicle page itself, not the error page it falls back to when it cannot be shown. The
      // address changes before the page's code has rendered on a busy machine: wait for the heading.
      await page.getByRole('heading', { level: 1, name: 'Tell us about your vehicle' }).waitFor();
      await audit.check('claim-details');
      await showErrors(page, 'Next');
      await audit.check('claim-details with errors');
      await fillAutomotiveClaimDetails(page);
      await goOn(page, 'Next', '/automotive/payment-election');

      await audit.check('payment-election');
      await showErrors(page, 'Next');
      await audit.check('payment-election with errors');
      await fillPaymentElection(page);
      await goOn(page, 'Next', '/automotive/supporting-documents');

      // Documents are optional for vehicles, so this page has no errors to show when empty.
      await audit.check('supporting-documents');
      await uploadDocument(page, 'Repair invoice');
      await audit.check('supporting-documents with a saved document');
      await goOn(page, 'Next', '/automotive/claim-summary');

      await expect.poll(() => page.locator('main').innerText()).toContain('Dana');
      await audit.check('claim-summary with answers');
      await showErrors(page, 'Submit');
      await audit.check('claim-summary with errors');
      await signSummary(page);
      await goOn(page, 'Submit', '/automotive/confirmation');

      await page.getByText(/^(AUT|DOC)-[A-Z0-9]{4}-[A-Z0-9]{4}$/).waitFor();
      await audit.check('confirmation with a reference code');

      expect(audit.violations).toEqual({});
      await page.context().close();
    },
    walkTimeout,
  );

  it(
    '/lookup, blank, with errors and with a found claim, has no axe violations',
    async () => {
      const page = await start('/lookup');
      const audit = axeAudit(page, bothSchemes);

      await audit.check('lookup');
      await showErrors(page, 'Find my claim');
      await audit.check('lookup with errors');
      await fillCredentials(page);
      await page.getByRole('button', { name: 'Find my claim', exact: true }).press('Enter');
      await page.getByRole('heading', { name: 'Your claim', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await audit.check('lookup with a found claim');

      expect(audit.violations).toEqual({});
      await page.context().close();
    },
    walkTimeout,
  );

  it(
    'DocumentsUpload: every page, blank and with errors, has no axe violations',
    async () => {
      const page = await start('/');
      const audit = axeAudit(page, bothSchemes);

      await audit.check('documents upload start');
      await showErrors(page, 'Continue');
      await audit.check('documents upload start with errors');
      await fillCredentials(page);
      await goOn(page, 'Continue', '/documents-upload/supporting-documents');

      await audit.check('supporting-documents');
      await showErrors(page, 'Submit');
      await audit.check('supporting-documents with errors');
      await uploadDocument(page, 'Receipt');
      await audit.check('supporting-documents with a saved document');
      await goOn(page, 'Submit', '/documents-upload/confirmation');

      await page.getByText(/^(AUT|DOC)-[A-Z0-9]{4}-[A-Z0-9]{4}$/).waitFor();
      await audit.check('confirmation with a reference code');

      expect(audit.violations).toEqual({});
      await page.context().close();
    },
    walkTimeout,
  );
});
