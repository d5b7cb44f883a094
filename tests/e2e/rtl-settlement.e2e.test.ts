import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { themeSettings } from '@themes/registry';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import {
  readWadiCopy,
  wadiClaimant,
  wadiCultures,
  writeWadiPackage,
  type WadiCopy,
  type WadiCulture,
} from '../server/support/wadi-package';
import { chooseFileByKeyboard, chooseRadio, describeFocus, pressButtonByKeyboard, tabTo, tickBox } from './support/a11y-keyboard';
import { axeAudit, settle } from './support/a11y-walk';
import { ADMIN_TOKEN, storedClaim } from './support/authorized-pages';
import { launchBrowser } from './support/browser';
import { mailedCode, transition } from './support/case-file';
import { startServer, type RunningServer } from './support/server';
import { sidewaysScroll } from './support/reflow';

// The Wadi Olive Oil test package (tests/server/support/wadi-package.ts): English and Arabic, its
// own mapping names and field keys, every section kind, confirm fields and a dollars-and-cents
// amount in a table. A claimant files a claim in each culture, once with the mouse and once with
// the keyboard alone, and sees the package's own headings, the summary and the reference code;
// the amount typed with cents is stored exactly. In Arabic the page is right to left and the
// fields that hold digits stay left to right. In every theme, axe finds nothing on any page, and
// no page scrolls sideways at 320 CSS px.

const journeyTimeout = 300_000;

let packageDir = '';
const copies = {} as Record<WadiCulture, WadiCopy>;
beforeAll(async () => {
  packageDir = await writeWadiPackage();
  for (const culture of wadiCultures) copies[culture] = await readWadiCopy(packageDir, culture);
});
afterAll(async () => {
  if (packageDir) await rm(packageDir, { recursive: true, force: true });
});

/** A name that starts with `text`: a required field's name goes on with its marking. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The claimant of every journey. */
const claimant = {
  first: 'Layla',
  last: 'Haddad',
  street: '12 Warren Ave',
  city: 'Dearborn',
  zip: '48126',
  email: 'layla@example.com',
  phone: '3135550142',
  shop: 'Dearborn Market',
  chequeName: 'Layla Haddad',
};

/** What a journey types into the amount, what the box then shows, and what must be stored. */
const amounts = {
  mouse: { typed: '1,250.75', shown: '1,250.75', stored: '1250.75' },
  keyboard: { typed: '89.05', shown: '89.05', stored: '89.05' },
} as const;

type Way = keyof typeof amounts;

/** How one journey acts: with the mouse (clicks, the pointer into each box) or with the keyboard
 *  alone (Tab, Shift+Tab, the arrow keys, Space and Enter). */
interface Hands {
  /** Puts text into a box, replacing what it held. */
  type: (target: Locator, text: string) => Promise<void>;
  /** Chooses a radio button. */
  choose: (target: Locator) => Promise<void>;
  /** Ticks a checkbox. */
  tick: (target: Locator) => Promise<void>;
  /** Picks an option of a native select by its value. */
  pick: (target: Locator, value: string) => Promise<void>;
  /** Activates a button. */
  press: (target: Locator) => Promise<void>;
  /** Chooses a file in the page's file input. */
  file: (file: { name: string; mimeType: string; buffer: Buffer }) => Promise<void>;
}

function mouseHands(page: Page): Hands {
  return {
    type: async (target, text) => {
      await target.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    choose: (target) => target.click(),
    tick: (target) => target.click(),
    pick: async (target, value) => {
      await target.selectOption(value);
    },
    press: (target) => target.click(),
    file: (file) => page.locator('input[type=file]').setInputFiles(file),
  };
}

function keyboardHands(page: Page): Hands {
  return {
    type: async (target, text) => {
      await tabTo(page, target);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    choose: (target) => chooseRadio(page, target),
    tick: (target) => tickBox(page, target),
    // A closed select moves through its options with the arrow keys, in any script.
    pick: async (target, value) => {
      await tabTo(page, target);
      for (let press = 0; press < 12 && (await target.inputValue()) !== value; press += 1) await page.keyboard.press('ArrowDown');
      expect(await target.inputValue(), await describeFocus(page)).toBe(value);
    },
    press: (target) => pressButtonByKeyboard(page, target),
    file: (file) => chooseFileByKeyboard(page, file),
  };
}

const proof = { name: 'till-receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% Wadi receipt\n%%EOF\n') };

/** Presses the main button and waits for the next page of the package by its heading; fails with
 *  what the page shows when the wizard does not go on. */
async function goOn(page: Page, hands: Hands, button: string, path: string, heading: string): Promise<void> {
  await hands.press(page.getByRole('button', { name: button, exact: true }));
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  } catch {
    const shown = await page.locator('[data-slot=error-summary], [data-slot=page-failure]').allInnerTexts();
    throw new Error(`'${button}' did not reach ${path}; the page shows:\n${shown.join('\n')}`);
  }
  try {
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
  } catch {
    throw new Error(`${path} shows no heading '${heading}'; its main reads:\n${await page.locator('body').innerText()}`);
  }
  await settle(page);
}

/** The direction a control is laid out in, as the browser computed it. */
const directionOf = (target: Locator) => target.evaluate((element) => getComputedStyle(element).direction);

/** Files a Standard claim in the package from its first page to the reference code; `visit` runs
 *  on every page once it shows (and on the first page again with its errors). Returns the code. */
async function fileClaim(page: Page, culture: WadiCulture, way: Way, visit: () => Promise<void>): Promise<string> {
  const t = (key: string) => copies[culture][key]!;
  const hands = way === 'mouse' ? mouseHands(page) : keyboardHands(page);
  const box = (key: string) => page.getByRole('textbox', { name: t(key), exact: true });
  const rtl = culture === 'ar';

  await page.getByRole('heading', { level: 1, name: t('Wadi_Applicant_Heading'), exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe(culture);
  expect(await page.locator('html').getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
  expect(await directionOf(page.getByRole('main'))).toBe(rtl ? 'rtl' : 'ltr');
  await visit();

  // About you: the name and address blocks, and the contact fields with their confirm fields.
  await hands.type(box('Wadi_Field_FirstName'), claimant.first);
  await hands.type(box('Wadi_Field_LastName'), claimant.last);
  await hands.type(box('Wadi_Field_Street'), claimant.street);
  await hands.type(box('Wadi_Field_City'), claimant.city);
  await hands.pick(page.getByRole('combobox', { name: startsWith(t('Wadi_Field_State')) }), 'MI');
  await hands.type(box('Wadi_Field_Zip'), claimant.zip);
  await hands.type(box('Wadi_Field_Email'), claimant.email);
  // A confirm field that says something else stops the claimant with the catalogue's message.
  await hands.type(box('Wadi_Field_EmailAgain'), 'leila@example.com');
  await hands.type(box('Wadi_Field_Mobile'), claimant.phone);
  await hands.type(box('Wadi_Field_MobileAgain'), '3135550199');
  await hands.press(page.getByRole('button', { name: t('Shared_Button_Next'), exact: true }));
  const summary = page.getByRole('region', { name: t('Shared_ErrorSummary_Heading') });
  await summary.waitFor();
  const reported = (await summary.getByRole('listitem').allInnerTexts()).join('\n');
  expect(reported).toContain(t('Validation_ConfirmEmail_Mismatch'));
  expect(reported).toContain(t('Validation_ConfirmPhone_Mismatch'));
  expect(await summary.getByRole('listitem').count()).toBe(2);
  await visit();
  await hands.type(box('Wadi_Field_EmailAgain'), claimant.email.toUpperCase());
  await hands.type(box('Wadi_Field_MobileAgain'), claimant.phone);
  // Digits and email addresses read left to right in every culture.
  for (const key of ['Wadi_Field_Zip', 'Wadi_Field_Mobile', 'Wadi_Field_MobileAgain', 'Wadi_Field_Email', 'Wadi_Field_EmailAgain']) {
    expect(await box(key).getAttribute('dir'), key).toBe('ltr');
    expect(await directionOf(box(key)), key).toBe('ltr');
  }
  expect(await box('Wadi_Field_Mobile').inputValue()).toBe('(313) 555-0142');
  await goOn(page, hands, t('Shared_Button_Next'), '/standard/oil', t('Wadi_Purchase_Heading'));
  await visit();

  // The oil: a radio, a whole number and the table with a dollars-and-cents amount.
  await hands.choose(page.getByRole('radio', { name: t('Wadi_Option_Grade_Extra') }));
  await hands.type(box('Wadi_Field_Tins'), '3');
  const table = page.getByRole('table', { name: t('Wadi_Bottles_Caption') });
  if ((await table.locator('input').count()) === 0) {
    await hands.press(page.getByRole('button', { name: startsWith(t('Shared_Button_AddRow').replace(' {number}', '')) }));
    await table.locator('input').first().waitFor();
  }
  // The row's boxes in the model's field order: the shop, then the amount.
  const cost = table.locator('input').nth(1);
  await hands.type(table.locator('input').nth(0), claimant.shop);
  await hands.type(cost, amounts[way].typed);
  expect(await cost.getAttribute('dir')).toBe('ltr');
  expect(await directionOf(cost)).toBe('ltr');
  await goOn(page, hands, t('Shared_Button_Next'), '/standard/payout', t('Wadi_Payout_Heading'));
  await visit();

  // Payment: a cheque (the PayPal block stays closed until PayPal is chosen).
  await hands.choose(page.getByRole('radio', { name: t('Wadi_Option_Payout_Check') }));
  await hands.type(box('Wadi_Field_ChequeName'), claimant.chequeName);
  await goOn(page, hands, t('Shared_Button_Next'), '/standard/proof', t('Wadi_Proofs_Heading'));
  await visit();

  // Proof: one document in the records block.
  await hands.press(page.getByRole('button', { name: t('Shared_Button_AddDocument'), exact: true }));
  await hands.pick(page.getByRole('combobox', { name: startsWith(t('Wadi_Field_ProofKind')) }), 'Receipt');
  await hands.file(proof);
  await page.getByText(proof.name).first().waitFor();
  await hands.press(page.getByRole('button', { name: t('Shared_Button_Upload'), exact: true }));
  await page.getByRole('cell', { name: proof.name, exact: true }).waitFor();
  await goOn(page, hands, t('Shared_Button_Next'), '/standard/review', t('Wadi_Review_Heading'));
  await visit();

  // Review: the summary shows the answers under the pages' own headings, then the pledge.
  const main = page.getByRole('main');
  await expect.poll(() => main.innerText()).toContain(claimant.shop);
  const shown = await main.innerText();
  for (const text of [
    t('Wadi_Applicant_Heading'),
    t('Wadi_Purchase_Heading'),
    t('Wadi_Payout_Heading'),
    t('Wadi_Proofs_Heading'),
    claimant.first,
    claimant.email,
    '(313) 555-0142',
    amounts[way].shown,
    t('Wadi_Option_Grade_Extra'),
    t('Wadi_Option_Payout_Check'),
    proof.name,
  ])
    expect(shown).toContain(text);
  await hands.type(box('Wadi_Field_PledgeName'), `${claimant.first} ${claimant.last}`);
  await hands.tick(page.getByRole('checkbox', { name: startsWith(t('Wadi_Field_PledgeAgree')) }));
  await goOn(page, hands, t('Shared_Button_Submit'), '/standard/thanks', t('Wadi_Thanks_Heading'));

  // Thanks: the page's own heading and introduction, with the reference code.
  const code = page.getByText(/^STD-[A-Z0-9]{4}-[A-Z0-9]{4}$/).first();
  await code.waitFor();
  const referenceCode = (await code.innerText()).trim();
  // The page's own heading and introduction, and the confirmation block's own under them.
  expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([t('Wadi_Thanks_Heading')]);
  expect(await main.innerText()).toContain(t('Wadi_Thanks_Intro'));
  const block = page.getByRole('region', { name: t('Wadi_Thanks_Section') });
  await block.getByRole('heading', { level: 2, name: t('Wadi_Thanks_Section') }).waitFor();
  expect(await block.innerText()).toContain(t('Wadi_Thanks_CodeIntro').replace('{referenceCode}', referenceCode));
  expect(await block.innerText()).toContain(t('Shared_ReferenceCode_Label'));
  expect(await page.locator('html').getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
  await visit();
  return referenceCode;
}

/** The claimant's case file in Arabic for the claim `code`, by mouse: signed in with the mailed
 *  code, the status with its history, the change of address, the change of payment method, the
 *  claim reopened to amend it, a deficiency's cure form (blank, with errors, cured) and a denial's
 *  appeal form (blank, with errors); `check` runs on each. */
async function walkCaseFile(page: Page, server: RunningServer, code: string, check: (label: string) => Promise<void>): Promise<void> {
  const t = (entry: CopyText) => copies.ar[entry.key] ?? entry.defaultText;
  const fill = (entry: CopyText, values: Record<string, string>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), t(entry));
  const cf = catalogue.caseFile;
  const status = page.getByRole('heading', { level: 1, name: fill(cf.statusHeading, { referenceCode: code }) });
  const stateShown = (state: CopyText) => page.getByText(fill(cf.currentState, { state: t(state) })).waitFor();
  const problems = page.getByRole('region', { name: copies.ar.Shared_ErrorSummary_Heading });
  const backToStatus = async () => {
    await page.goto(`${server.url}/claim/status?culture=ar`);
    await status.waitFor();
    await settle(page);
  };

  await page.goto(`${server.url}/claim/status?culture=ar`);
  await settle(page);
  const byCode = page.getByRole('region', { name: t(cf.byCodeHeading) });
  await byCode.getByRole('textbox', { name: startsWith(t(cf.referenceCodeLabel)) }).fill(code);
  const sent = await mailedCode(server, async () => {
    await byCode.getByRole('button', { name: t(cf.sendCode), exact: true }).click();
    await byCode.getByRole('textbox', { name: startsWith(t(cf.codeLabel)) }).waitFor();
  });
  await byCode.getByRole('textbox', { name: startsWith(t(cf.codeLabel)) }).fill(sent);
  await byCode.getByRole('button', { name: t(cf.signIn), exact: true }).click();
  await status.waitFor();
  await settle(page);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.getByRole('region', { name: t(cf.historyHeading) }).waitFor();
  await check('case file: status, received');

  await page.getByRole('link', { name: t(cf.addressLink), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: fill(cf.addressHeading, { referenceCode: code }) }).waitFor();
  await settle(page);
  await check('case file: change of address');
  await page.getByRole('textbox', { name: startsWith(copies.ar.Wadi_Field_Street!) }).fill('');
  await page.getByRole('button', { name: t(cf.addressSubmit), exact: true }).click();
  await problems.waitFor();
  await check('case file: change of address, with errors');

  await backToStatus();
  await page.getByRole('link', { name: t(cf.payoutLink), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: fill(cf.payoutHeading, { referenceCode: code }) }).waitFor();
  await settle(page);
  await check('case file: change of payment method');
  // The form starts with no method chosen: the cheque, its payee left empty.
  await page.getByRole('radio', { name: copies.ar.Wadi_Option_Payout_Check, exact: true }).check();
  await page.getByRole('textbox', { name: startsWith(copies.ar.Wadi_Field_ChequeName!) }).fill('');
  await page.getByRole('button', { name: t(cf.payoutSubmit), exact: true }).click();
  await problems.waitFor();
  await check('case file: change of payment method, with errors');

  // The claim reopened in the wizard, on the form's first page, in Arabic.
  await backToStatus();
  await page.getByRole('link', { name: t(cf.amendLink), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/standard/about-you');
  await page.getByRole('heading', { level: 1, name: copies.ar.Wadi_Applicant_Heading, exact: true }).waitFor();
  await settle(page);
  await expect.poll(() => page.getByRole('textbox', { name: startsWith(copies.ar.Wadi_Field_Street!) }).inputValue()).toBe(claimant.street);
  await check('case file: amendment, first page');

  await transition(server, code, {
    transition: 'markDeficient',
    reason: 'The street is incomplete and the receipt is unreadable.',
    items: [
      { dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' },
      { dtoMapping: 'documentContexts', key: 'proofFile' },
    ],
  });
  await backToStatus();
  await stateShown(cf.stateDeficient);
  const fix = page.getByRole('region', { name: t(cf.deficiencyHeading) });
  const street = fix.getByRole('textbox', { name: startsWith(copies.ar.Wadi_Field_Street!) });
  await street.waitFor();
  await check('case file: deficient, the cure form');
  await street.fill('');
  await fix.getByRole('button', { name: t(cf.cureSubmit), exact: true }).click();
  await problems.waitFor();
  await check('case file: the cure form, with errors');
  await street.fill('14 Warren Ave');
  await fix.locator('input[type=file]').setInputFiles(proof);
  await fix.getByRole('button', { name: t(cf.cureSubmit), exact: true }).click();
  await stateShown(cf.stateInReview);
  await check('case file: cured, in review');

  await transition(server, code, { transition: 'deny', reason: 'No purchase of Wadi oil could be found.' });
  await backToStatus();
  await stateShown(cf.stateDenied);
  const appeal = page.getByRole('region', { name: t(cf.appealHeading) });
  await appeal.getByRole('button', { name: t(cf.appealSubmit), exact: true }).waitFor();
  await check('case file: denied, the appeal form');
  await appeal.getByRole('button', { name: t(cf.appealSubmit), exact: true }).click();
  await problems.waitFor();
  await check('case file: the appeal form, with errors');
}

describe('the Wadi package, filed in each culture', () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ ADMIN_TOKEN, SETTLEMENT_DIR: packageDir })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(wadiCultures)('culture %s', (culture) => {
    it.each(['mouse', 'keyboard'] as const)(
      'files a claim by %s from the first page to the reference code, and the amount is stored to the cent',
      async (way) => {
        // The mouse journey runs at 320 CSS px and checks that no page scrolls sideways there.
        const narrow = way === 'mouse';
        const context = await browser.newContext(narrow ? { viewport: { width: 320, height: 720 } } : {});
        try {
          const page = await context.newPage();
          const pageErrors: string[] = [];
          page.on('pageerror', (error) => pageErrors.push(error.message));
          // The first page of a fresh server: wait for what the claimant sees (its heading, then
          // the page taken over), each step with its own limit, not for every resource at once.
          await page.goto(`${server.url}/standard/about-you${culture === 'en' ? '' : `?culture=${culture}`}`, {
            waitUntil: 'commit',
          });
          await settle(page);
          const wide: string[] = [];
          const referenceCode = await fileClaim(page, culture, way, async () => {
            if (!narrow) return;
            const scroll = await sidewaysScroll(page);
            if (scroll) wide.push(scroll);
          });
          expect(wide).toEqual([]);

          const claim = await storedClaim(server, referenceCode);
          expect(claim.formType).toBe('Standard');
          const payload = claim.payload as Record<string, { fields: Record<string, unknown> }[] | { fields: Record<string, unknown> }>;
          expect(payload.claimTransactions).toEqual([
            expect.objectContaining({ fields: { shopName: claimant.shop, bottleCost: amounts[way].stored } }),
          ]);
          expect((payload.claimantInfo as { fields: Record<string, unknown> }).fields).toMatchObject({
            firstName: claimant.first,
            contactEmail: claimant.email,
            mailingPostalCode: claimant.zip,
          });
          expect(claim.files.map((file) => file.originalName)).toEqual([proof.name]);
          expect(pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      },
      journeyTimeout,
    );
  });
});

describe.each(themeSettings)('THEME=%s', (setting) => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ THEME: setting, SETTLEMENT_DIR: packageDir, ADMIN_TOKEN })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'in Arabic at 320 CSS px: every page of the claim and of its case file, blank, with errors and answered, has no axe violations and no sideways scroll',
    async () => {
      const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
      try {
        const page = await context.newPage();
        const audit = axeAudit(page);
        const wide: string[] = [];
        const check = async (label: string) => {
          await audit.check(label);
          const scroll = await sidewaysScroll(page);
          if (scroll) wide.push(`${label}: ${scroll}`);
        };
        const t = (key: string) => copies.ar[key]!;

        await page.goto(`${server.url}/lookup?culture=ar`);
        await settle(page);
        await check('lookup');
        await page.getByRole('button', { name: t('Wadi_Lookup_Button'), exact: true }).press('Enter');
        await page.getByRole('region', { name: t('Shared_ErrorSummary_Heading') }).waitFor();
        await check('lookup with errors');
        await page.getByRole('textbox', { name: startsWith(t('Wadi_Field_ClaimId')) }).fill(wadiClaimant.claimId);
        await page.getByRole('textbox', { name: startsWith(t('Wadi_Field_Pin')) }).fill(wadiClaimant.pin);
        await page.getByRole('button', { name: t('Wadi_Lookup_Button'), exact: true }).press('Enter');
        await page.getByRole('heading', { name: t('Wadi_Lookup_Result'), exact: true }).waitFor();
        await page.getByText(wadiClaimant.standing).waitFor();
        await page.waitForLoadState('networkidle');
        await check('lookup with a found claim');

        await page.goto(`${server.url}/standard/about-you?culture=ar`);
        await settle(page);
        let visits = 0;
        const code = await fileClaim(page, 'ar', 'keyboard', async () => {
          visits += 1;
          await check(`${new URL(page.url()).pathname} (${visits})`);
        });
        await walkCaseFile(page, server, code, check);
        expect(audit.violations).toEqual({});
        expect(wide).toEqual([]);
      } finally {
        await context.close();
      }
    },
    journeyTimeout,
  );
});
