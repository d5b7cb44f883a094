import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  chooseFileByKeyboard,
  chooseRadio,
  describeFocus,
  hasFocus,
  pickOption,
  plainValue,
  pressButtonByKeyboard,
  tickBox,
  typeInto,
} from './support/a11y-keyboard';
import { demoCredentials, receiptFile } from './support/a11y-walk';
import { ADMIN_TOKEN, shownReferenceCode } from './support/authorized-pages';

// The Standard claim filed with the keyboard alone: no clicks and no fills. Locators only name
// the control that focus should reach; Tab, the arrow keys, Space, Enter and typing do the rest.

const caseName = 'In re Brightwater Appliance Litigation';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ ADMIN_TOKEN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The User-Agent this Chromium sends with a window, as a person runs it (headless, it names
 *  itself HeadlessChrome, which screening takes for automation). */
async function windowedAgent(): Promise<string> {
  const context = await browser.newContext();
  const agent = await (await context.newPage()).evaluate(() => navigator.userAgent);
  await context.close();
  return agent.replace('HeadlessChrome', 'Chrome');
}

async function open(path: string, userAgent?: string): Promise<Page> {
  const page = await (await browser.newContext(userAgent ? { userAgent } : {})).newPage();
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Activates the page's main button from the keyboard and checks the page that follows: focus on
 *  its h1 (with the expected heading) and its title naming the page and step. */
async function goOn(
  page: Page,
  button: string,
  next: { path: string; heading: string | RegExp; title: string; step: number; of?: number },
): Promise<void> {
  await pressButtonByKeyboard(page, page.getByRole('button', { name: button, exact: true }));
  try {
    await page.waitForURL((url) => url.pathname === next.path, { timeout: 20_000 });
  } catch {
    const summary = await page.locator('[data-slot=error-summary], [data-slot=page-failure]').allInnerTexts();
    throw new Error(`'${button}' did not reach ${next.path}; the page shows:\n${summary.join('\n')}`);
  }
  const heading = page.getByRole('heading', { level: 1, name: next.heading });
  await heading.waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => hasFocus(heading), { message: `focus is on ${await describeFocus(page)}` }).toBe(true);
  expect(await page.title()).toBe(`${next.title} - step ${next.step} of ${next.of ?? 6} - ${caseName}`);
}

/** Tabs to a masked box and types; the box must keep exactly the digits typed, whatever
 *  punctuation the mask adds. */
async function typeMaskedKeepingDigits(page: Page, target: Locator, text: string): Promise<void> {
  await typeInto(page, target, text);
  expect(plainValue(await target.inputValue()), String(target)).toBe(text);
}

/** Adds a receipt on a documents page from the keyboard: Add a document, the type by type-ahead,
 *  the file through the chooser opened with Space, then Upload. */
async function uploadReceiptByKeyboard(page: Page): Promise<void> {
  await pressButtonByKeyboard(page, page.getByRole('button', { name: 'Add a document' }));
  const documentType = page.getByRole('combobox', { name: /^Type of document/ });
  await documentType.waitFor();
  await pickOption(page, documentType, 'Rec');
  expect(await documentType.inputValue()).toBe('Receipt');
  await chooseFileByKeyboard(page, receiptFile);
  await page.getByText(receiptFile.name).first().waitFor();
  await pressButtonByKeyboard(page, page.getByRole('button', { name: 'Upload' }));
  // The saved document joins the list and a new, empty draft opens with its own file input.
  await page.locator('input[type=file]').waitFor();
  expect(await page.locator('main').innerText()).toContain(receiptFile.name);
}

describe('Standard wizard by keyboard', () => {
  it('the skip link is the first Tab stop and moves focus to main', async () => {
    const page = await open('/standard/claimant-info');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await hasFocus(skip), await describeFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await hasFocus(page.getByRole('main')), await describeFocus(page)).toBe(true);
    await page.context().close();
  });

  it('files a claim from claimant info to the reference code without the mouse', { timeout: 300_000 }, async () => {
    const page = await open('/standard/claimant-info', await windowedAgent());
    expect(await page.title()).toBe(`Your information - step 1 of 6 - ${caseName}`);
    const box = (name: string | RegExp) => page.getByRole('textbox', { name });
    const typeMasked = (target: Locator, text: string) => typeMaskedKeepingDigits(page, target, text);

    await typeInto(page, box('First name'), 'Dana');
    await typeInto(page, box('Last name'), 'Whitfield');
    await typeInto(page, box('Street address'), '1200 Harbor Way');
    await typeInto(page, box('City'), 'Sacramento');
    await pickOption(page, page.getByRole('combobox', { name: /^State/ }), 'Californ');
    expect(await page.getByRole('combobox', { name: /^State/ }).inputValue()).toBe('CA');
    await typeMasked(box(/^ZIP code/), '95814');
    await typeInto(page, box(/^Email address/), 'dana@example.com');
    await typeInto(page, box(/^Confirm email address/), 'dana@example.com');
    await typeMasked(box(/^US phone number/), '9165550100');
    await typeMasked(box(/^Confirm US phone number/), '9165550100');
    await goOn(page, 'Next', { path: '/standard/claim-details', heading: 'Tell us about your purchase', title: 'Claim details', step: 2 });

    await chooseRadio(page, page.getByRole('radio', { name: 'Dishwasher' }));
    await pickOption(page, page.getByRole('combobox', { name: /^Model series/ }), 'BW-1');
    expect(await page.getByRole('combobox', { name: /^Model series/ }).inputValue()).toBe('BW-100');
    await typeMasked(box(/^Date of purchase/), '03152022');
    await typeInto(page, box(/^Price paid/), '650');
    await typeInto(page, box(/^How many did you buy/), '1');
    // Tabbing into the empty dollars-and-cents box and typing 650 gives 650 dollars (not 0.65),
    // shown in full once the claimant has moved on.
    expect(await box(/^Price paid/).inputValue()).toBe('650.00');
    await chooseRadio(page, page.getByRole('radio', { name: 'Online' }));
    await tickBox(page, page.getByRole('checkbox', { name: 'The appliance leaked water' }));
    const rows = page.locator('table input');
    if ((await rows.count()) === 0) {
      await pressButtonByKeyboard(page, page.getByRole('button', { name: /Add row/ }));
      await rows.first().waitFor();
    }
    await typeMasked(rows.nth(0), '03152022');
    await typeMasked(rows.nth(1), '650');
    await typeInto(page, rows.nth(2), 'Applianceland');
    await goOn(page, 'Next', {
      path: '/standard/payment-election',
      heading: 'Choose how to receive your payment',
      title: 'Payment',
      step: 3,
    });

    await chooseRadio(page, page.getByRole('radio', { name: 'Paper check by mail' }));
    // The name given earlier is the payee's, unless the claimant changes it.
    expect(await box(/^Name to print/).inputValue()).toBe('Dana Whitfield');
    await goOn(page, 'Next', {
      path: '/standard/supporting-documents',
      heading: 'Upload your proof of purchase',
      title: 'Supporting documents',
      step: 4,
    });

    await uploadReceiptByKeyboard(page);
    await goOn(page, 'Next', {
      path: '/standard/claim-summary',
      heading: 'Check your answers before you submit',
      title: 'Review your claim',
      step: 5,
    });

    expect(await page.locator('main').innerText()).toContain('Whitfield');
    await typeInto(page, box(/^Signature/), 'Dana Whitfield');
    await tickBox(page, page.getByRole('checkbox', { name: /I declare/ }));
    await goOn(page, 'Submit', { path: '/standard/confirmation', heading: /./, title: 'Claim submitted', step: 6 });

    expect(await page.locator('main').innerText()).toMatch(/STD-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/);
    // Screening saw a person's browser go through the pages: none of the session signals.
    const evidence = await fetch(`${server.url}/api/admin/claims/${await shownReferenceCode(page)}/screening`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { flags } = (await evidence.json()) as { flags: { name: string }[] };
    expect(flags.map((f) => f.name).filter((name) => ['noAppRequests', 'pagesNotVisited', 'scriptedClient'].includes(name))).toEqual([]);
    await page.context().close();
  });
});

describe('the wizards behind a claim ID and PIN, by keyboard', () => {
  /** Types the demo claim ID and PIN into the credentials page from the keyboard. */
  async function typeCredentials(page: Page): Promise<void> {
    await typeInto(page, page.getByRole('textbox', { name: /^Claim ID/ }), demoCredentials.claimId);
    await typeInto(page, page.getByRole('textbox', { name: /^PIN/ }), demoCredentials.pin);
  }

  it('files a vehicle claim from the claim ID and PIN to the reference code without the mouse', { timeout: 300_000 }, async () => {
    const page = await open('/automotive');
    expect(await page.title()).toBe(`Vehicle claim - step 1 of 7 - ${caseName}`);
    const box = (name: string | RegExp) => page.getByRole('textbox', { name });
    const typeMasked = (target: Locator, text: string) => typeMaskedKeepingDigits(page, target, text);

    await typeCredentials(page);
    await goOn(page, 'Continue', {
      path: '/automotive/claimant-info',
      heading: 'Tell us about yourself',
      title: 'Your information',
      step: 2,
      of: 7,
    });

    // The authorize answer filled in who the claimant is, and with it the confirmations.
    expect(await box(/^Last name/).inputValue()).toBe('Whitfield');
    expect(await box(/^Confirm email address/).inputValue()).toBe(await box(/^Email address/).inputValue());
    expect(await box(/^Confirm US phone number/).inputValue()).toBe(await box(/^US phone number/).inputValue());
    await goOn(page, 'Next', {
      path: '/automotive/claim-details',
      heading: 'Tell us about your vehicle',
      title: 'Vehicle details',
      step: 3,
      of: 7,
    });

    expect(await box(/^Vehicle identification number/).inputValue()).toBe('1BWCM82633A004352');
    await typeMasked(box(/^Date you bought the vehicle/), '04022021');
    await typeMasked(box(/^Purchase price/), '28500');
    await typeMasked(box(/^Date you started owning/), '04022021');
    await typeInto(page, box(/^How many times was the control module repaired/), '1');
    const rows = page.locator('table input');
    if ((await rows.count()) === 0) {
      await pressButtonByKeyboard(page, page.getByRole('button', { name: /Add row/ }));
      await rows.first().waitFor();
    }
    await typeMasked(rows.nth(0), '09122023');
    await typeInto(page, rows.nth(1), '480.50');
    expect(await rows.nth(1).inputValue()).toBe('480.50');
    await typeInto(page, rows.nth(2), 'Harbor Auto Service');
    await goOn(page, 'Next', {
      path: '/automotive/payment-election',
      heading: 'Choose how to receive your payment',
      title: 'Payment',
      step: 4,
      of: 7,
    });

    await chooseRadio(page, page.getByRole('radio', { name: 'Paper check by mail' }));
    // The name given earlier is the payee's, unless the claimant changes it.
    expect(await box(/^Name to print/).inputValue()).toBe('Dana Whitfield');
    await goOn(page, 'Next', {
      path: '/automotive/supporting-documents',
      heading: 'Upload your proof of purchase',
      title: 'Supporting documents',
      step: 5,
      of: 7,
    });

    // Documents are optional for a vehicle claim.
    await goOn(page, 'Next', {
      path: '/automotive/claim-summary',
      heading: 'Check your answers before you submit',
      title: 'Review your claim',
      step: 6,
      of: 7,
    });
    const summary = await page.getByRole('main').innerText();
    for (const answer of ['1BWCM82633A004352', '$28,500', 'Harbor Auto Service', '$480.50', 'Paper check by mail'])
      expect(summary).toContain(answer);
    await typeInto(page, box(/^Signature/), 'Dana Whitfield');
    await tickBox(page, page.getByRole('checkbox', { name: /I declare/ }));
    await goOn(page, 'Submit', { path: '/automotive/confirmation', heading: /./, title: 'Claim submitted', step: 7, of: 7 });

    expect(await page.locator('main').innerText()).toMatch(/AUT-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/);
    await page.context().close();
  });

  it('looks a claim up with the keyboard alone and hears the result', async () => {
    const page = await open('/lookup');
    await typeCredentials(page);
    await pressButtonByKeyboard(page, page.getByRole('button', { name: 'Find my claim', exact: true }));
    const result = page.getByRole('region', { name: 'Your claim' });
    await result.waitFor();
    // The result arrives inside a polite live region, so a screen reader reads it out.
    expect(await result.evaluate((element) => element.closest('[aria-live="polite"]') !== null)).toBe(true);
    expect(await result.innerText()).toContain('Received');
    await page.context().close();
  });

  it('uploads a document for a claim with the keyboard alone, from the claim ID and PIN to the reference code', {
    timeout: 120_000,
  }, async () => {
    const page = await open('/');
    expect(await page.title()).toBe(`Upload documents - step 1 of 3 - ${caseName}`);
    await typeCredentials(page);
    await goOn(page, 'Continue', {
      path: '/documents-upload/supporting-documents',
      heading: 'Add your documents',
      title: 'Your documents',
      step: 2,
      of: 3,
    });

    await uploadReceiptByKeyboard(page);
    await goOn(page, 'Submit', {
      path: '/documents-upload/confirmation',
      heading: 'Thank you, we received your documents',
      title: 'Documents received',
      step: 3,
      of: 3,
    });

    expect(await page.locator('main').innerText()).toMatch(/DOC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/);
    await page.context().close();
  });
});
