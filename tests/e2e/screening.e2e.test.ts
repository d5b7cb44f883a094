import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { copyDemoPackage, editJson } from '../server/support/packages';
import {
  fillClaimantInfo,
  fillPaymentElection,
  fillStandardClaimDetails,
  goOn,
  settle,
  signSummary,
  uploadDocument,
} from './support/a11y-walk';
import { ADMIN_TOKEN, pageFailure, shownReferenceCode } from './support/authorized-pages';
import { routeOnce } from './support/route-once';
import { startE2eSession } from './support/session';
import { standardHeadings } from './support/wizard-standard';

// Screening as a claimant meets it in Chromium: the honeypot on the submit page, which no person
// sees or reaches and which flags the claim of a script that fills it in; a claim the velocity
// limit refuses, whose claimant reads why on the page and keeps every answer; and the session
// signals, which a person's browser going through the wizard never raises.

const env: Record<string, string> = { ADMIN_TOKEN };
let packageDir = '';
beforeAll(async () => {
  // One claim per browser session: the second is refused with 429.
  packageDir = await copyDemoPackage();
  await editJson(packageDir, 'settlement.json', (value) => {
    value.screening = { velocity: { session: { flagAbove: null, refuseAbove: 1 } } };
  });
  env.SETTLEMENT_DIR = packageDir;
});
afterAll(async () => {
  if (packageDir) await rm(packageDir, { recursive: true, force: true });
});
// Registered after the package is written: the server starts with SETTLEMENT_DIR set.
const e2e = startE2eSession(env);

/** Walks the Standard form to its summary page, signed, as `email` with `phone`. */
async function toSignedSummary(page: Page, email: string, phone: string): Promise<void> {
  await page.goto(`${e2e.server.url}/standard/claimant-info`, { waitUntil: 'domcontentloaded' });
  await settle(page);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^US phone number/ }).fill(phone);
  await fillClaimantInfo(page);
  await goOn(page, 'Next', '/standard/claim-details');
  await fillStandardClaimDetails(page);
  await goOn(page, 'Next', '/standard/payment-election');
  await fillPaymentElection(page);
  await goOn(page, 'Next', '/standard/supporting-documents');
  await uploadDocument(page, 'Receipt');
  await goOn(page, 'Next', '/standard/claim-summary');
  await signSummary(page);
}

/** The names of a stored claim's flags, read through the admin API. */
async function flagsOf(referenceCode: string): Promise<string[]> {
  const response = await fetch(`${e2e.server.url}/api/admin/claims/${encodeURIComponent(referenceCode)}/screening`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!response.ok) throw new Error(`the evidence of ${referenceCode} answered ${response.status}`);
  return ((await response.json()) as { flags: { name: string }[] }).flags.map((f) => f.name);
}

/** A short description of the element that has the keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return 'BODY';
    return `${el.tagName}:${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });

describe('the honeypot', () => {
  it("is out of sight, out of reach of the keyboard and screen readers, and a person's claim is not flagged", async () => {
    const { page } = e2e;
    await toSignedSummary(page, 'a.person@example.com', '9165550141');
    const trap = page.locator('input[name="website"]');
    await trap.waitFor({ state: 'attached' });
    // No textbox of that name for a screen reader, and no box a person could see.
    expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0);
    // Nothing a person could see: it sits in a 1 px box that clips what it holds, and a pointer
    // at its middle finds something else.
    const shown = await trap.evaluate((input) => {
      const holder = input.closest('[aria-hidden="true"]') as HTMLElement;
      const area = holder.getBoundingClientRect();
      const own = input.getBoundingClientRect();
      const hit = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
      return { width: area.width, height: area.height, overflow: getComputedStyle(holder).overflow, hit: hit === input };
    });
    expect(shown).toEqual({ width: 1, height: 1, overflow: 'hidden', hit: false });
    // Tab goes round every control of the page, back to where it began, and never lands on it.
    await page.getByRole('textbox', { name: /Signature/ }).focus();
    const start = await focused(page);
    const seen: string[] = [];
    for (let i = 0; i < 150; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now === start) break;
      seen.push(now);
    }
    expect(seen).not.toContain('INPUT:website');
    expect(seen).toContain('BUTTON:Submit');
    expect(seen.length).toBeLessThan(150);

    await goOn(page, 'Submit', '/standard/confirmation');
    expect(await flagsOf(await shownReferenceCode(page))).not.toContain('honeypot');
  });

  it('flags the claim of a script that fills it in', async () => {
    const { page } = e2e;
    await toSignedSummary(page, 'form.filler@example.com', '9165550142');
    // What a form-filling script does: every input gets a value, hidden or not.
    await page.locator('input[name="website"]').fill('https://cheap-claims.example', { force: true });
    await goOn(page, 'Submit', '/standard/confirmation');
    expect(await flagsOf(await shownReferenceCode(page))).toContain('honeypot');
  });
});

describe('a claim the velocity limit refuses', () => {
  it('tells the claimant why on the page and keeps every answer', async () => {
    const { page } = e2e;
    await toSignedSummary(page, 'second.tab@example.com', '9165550143');
    // The same claim went out first from another tab of this browser session (another
    // Idempotency-Key): the real server stores it, and this session's limit is then used up.
    // The other tab's status is checked after the page's own answer: an assertion failing inside
    // the handler would leave the page's request pending, and the test would time out instead.
    let otherTab = 0;
    await routeOnce(page, `${e2e.server.url}/api/forms/standard`, async (route) => {
      const headers = { ...route.request().headers(), 'idempotency-key': `other-tab-${Date.now()}` };
      otherTab = (await route.fetch({ headers })).status();
      await route.continue();
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/forms/standard'));
    await page.getByRole('button', { name: 'Submit', exact: true }).press('Enter');
    const status = (await answered).status();
    expect(otherTab).toBe(200);
    expect(status).toBe(429);

    const failure = pageFailure(page);
    await failure.getByText(/^Too many claims have been sent from here in a short time\./).waitFor();
    expect(await failure.textContent()).toMatch(
      /Too many claims have been sent from here in a short time\. Your answers are kept: please try again in \d+ minutes?\./,
    );
    expect(new URL(page.url()).pathname).toBe('/standard/claim-summary');
    expect(await page.getByRole('textbox', { name: /Signature/ }).inputValue()).toBe('Dana Whitfield');
    expect(await page.getByRole('checkbox', { name: /I declare/ }).isChecked()).toBe(true);

    await page.getByRole('link', { name: `Change ${standardHeadings.claimantInfo}` }).click();
    await page.waitForURL((url) => url.pathname === '/standard/claimant-info');
    await settle(page);
    expect(await page.getByRole('textbox', { name: /^Email address/ }).inputValue()).toBe('second.tab@example.com');
    expect(await page.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe('Dana');
    expect(await page.getByRole('textbox', { name: /^Street address/ }).inputValue()).toBe('1200 Harbor Way');
  });
});

describe('session signals', () => {
  /** The User-Agent this Chromium sends with a window, as a person runs it: headless, it names
   *  itself HeadlessChrome, which screening rightly takes for automation. */
  const windowedAgent = async () => (await e2e.page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
  const sessionFlags = ['noAppRequests', 'pagesNotVisited', 'scriptedClient'];

  it("raise none of their flags on a person's claim filed through the wizard", async () => {
    const context = await e2e.browser.newContext({ userAgent: await windowedAgent() });
    try {
      const page = await context.newPage();
      await toSignedSummary(page, 'windowed.browser@example.com', '9165550144');
      await goOn(page, 'Submit', '/standard/confirmation');
      const flags = await flagsOf(await shownReferenceCode(page));
      expect(flags.filter((name) => sessionFlags.includes(name))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('flag headless Chromium as automation, and nothing of how it went through the pages', async () => {
    const { page } = e2e;
    await toSignedSummary(page, 'headless.browser@example.com', '9165550145');
    await goOn(page, 'Submit', '/standard/confirmation');
    const code = await shownReferenceCode(page);
    const flags = await flagsOf(code);
    expect(flags.filter((name) => sessionFlags.includes(name))).toEqual(['scriptedClient']);
  });
});
