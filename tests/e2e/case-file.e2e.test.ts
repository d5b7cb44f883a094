import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { themeSettings } from '@themes/registry';
import { writeWadiPackage } from '../server/support/wadi-package';
import { describeFocus, hasFocus, tabTo, typeInto } from './support/a11y-keyboard';
import { axeAudit, goOn, receiptFile, settle, signSummary, type AxeAudit } from './support/a11y-walk';
import {
  ADMIN_TOKEN,
  arriveAt,
  demoClaimant,
  fillCredentials,
  press,
  shownReferenceCode,
  storedClaim,
  walkAutomotiveToSummary,
} from './support/authorized-pages';
import { waitForHydration } from './support/browser';
import { fileStandardClaim, mailedCode, signInByMail, smtpMailbox, statusHeading, transition } from './support/case-file';
import { startMailServer, type MailServer } from '../server/support/mail-server';
import { startServer, type RunningServer } from './support/server';
import { startE2eSession } from './support/session';
import { sidewaysScroll } from './support/reflow';

// The claimant's case file at /claim/status against the real server: a claim filed in the
// browser, the one-time code read from the mail the server sends, sign-in, the status with its
// history, and sign-out; once by mouse and once by keyboard alone. axe finds nothing on any view
// of the page in any theme, nor on the sign-in page right to left.

const journeyTimeout = 300_000;

const e2e = startE2eSession({ ADMIN_TOKEN });

/** The claim the journeys sign in to, filed once for the file. */
let referenceCode = '';
beforeAll(async () => {
  const context = await e2e.browser.newContext();
  referenceCode = await fileStandardClaim(await context.newPage(), e2e.server, 'case.file@example.com');
  await context.close();
}, journeyTimeout);

/** The documents in the server's store (DATA_DIR/files), by name. */
async function storedFiles(server: RunningServer): Promise<string[]> {
  return (await readdir(join(server.dataDir, 'files'))).sort();
}

/** The history's steps as a screen reader lists them, and the one marked current. */
async function historyOf(page: Page) {
  const steps = page.getByRole('region', { name: 'What has happened so far' }).getByRole('listitem');
  const texts = await steps.allInnerTexts();
  const current = await steps.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-current') === 'step'));
  return { texts: texts.map((text) => text.replace(/\s+/g, ' ').trim()), current };
}

describe('the case file by mouse', () => {
  it(
    'signs in with a mailed code, shows the status "Received", and signs out',
    async () => {
      const { page, server } = e2e;
      const audit = axeAudit(page);
      await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      expect(await page.title()).toMatch(/^Check your claim status/);
      await audit.check('sign-in');

      const byCode = page.getByRole('region', { name: 'Sign in with your reference code' });
      await byCode.getByRole('button', { name: 'Email me a code' }).click();
      await page.getByRole('region', { name: 'There is a problem' }).waitFor();
      await audit.check('sign-in with errors');

      await byCode.getByRole('textbox', { name: /^Reference code/ }).fill(referenceCode);
      const code = await mailedCode(server, async () => {
        await byCode.getByRole('button', { name: 'Email me a code' }).click();
        await byCode.getByRole('textbox', { name: /^Sign-in code/ }).waitFor();
      });
      await audit.check('sign-in with the code field');

      // A wrong code is refused with the server's message, and what was typed stays.
      await byCode.getByRole('textbox', { name: /^Sign-in code/ }).fill('ZZZZ-ZZZZ');
      await byCode.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('[data-slot="case-failure"] [data-slot="feedback-message"]').waitFor();
      expect(await byCode.getByRole('textbox', { name: /^Reference code/ }).inputValue()).toBe(referenceCode);
      await audit.check('sign-in refused');

      await byCode.getByRole('textbox', { name: /^Sign-in code/ }).fill(code);
      await byCode.getByRole('button', { name: 'Sign in' }).click();
      const heading = statusHeading(page, referenceCode);
      await heading.waitFor();
      expect(await hasFocus(heading)).toBe(true);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are signed in.' }).count()).toBe(1);
      expect(await page.getByText('Status: Received').count()).toBe(1);
      const history = await historyOf(page);
      expect(history.texts).toHaveLength(1);
      expect(history.texts[0]).toMatch(/^Received Current /);
      expect(history.current).toBe(0);
      await audit.check('status');

      // A reload keeps the claimant signed in (the session is the server's).
      await page.reload({ waitUntil: 'domcontentloaded' });
      await statusHeading(page, referenceCode).waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      const signIn = page.getByRole('heading', { level: 1, name: 'Check your claim status' });
      await signIn.waitFor();
      expect(await hasFocus(signIn)).toBe(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.getByRole('region', { name: 'Sign in with your reference code' }).waitFor();

      expect(audit.violations).toEqual({});
    },
    journeyTimeout,
  );
});

describe('the case file by the notice', () => {
  it(
    'signs in with the claim ID and PIN, asked as the form that authorizes asks them, to the newest claim',
    async () => {
      const { page, server } = e2e;
      await page.goto(`${server.url}/automotive`);
      await page.getByRole('heading', { level: 1, name: 'File a claim for your vehicle' }).waitFor();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await fillCredentials(page, demoClaimant.claimId, demoClaimant.pin);
      await press(page, 'Continue');
      await walkAutomotiveToSummary(page);
      await press(page, 'Submit');
      await arriveAt(page, '/automotive/confirmation', 'Thank you, your claim was submitted');
      const filed = await shownReferenceCode(page);

      await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      const notice = page.getByRole('region', { name: 'Sign in with the claim ID and PIN from your notice' });
      // The form's own rule: a claim ID in the notice's format.
      await notice.getByRole('textbox', { name: /^Claim ID/ }).fill('12345');
      await notice.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('region', { name: 'There is a problem' })
        .getByRole('link', { name: /^Claim ID: Enter your claim ID as it appears on your notice/ })
        .waitFor();
      await notice.getByRole('textbox', { name: /^Claim ID/ }).fill(demoClaimant.claimId);
      await notice.getByRole('textbox', { name: /^PIN/ }).fill(demoClaimant.pin);
      await notice.getByRole('button', { name: 'Sign in' }).click();
      await statusHeading(page, filed).waitFor();
      expect(await page.getByText('Status: Received').count()).toBe(1);
    },
    journeyTimeout,
  );
});

/** The text of the page's polite status region, once it says `text`. */
async function announced(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByRole('status').filter({ hasText: text }).count()).toBe(1);
}

/** A deficiency naming a field and a document: the street address and the receipt. */
const streetAndReceipt = {
  transition: 'markDeficient',
  reason: 'The street address is incomplete and the receipt is unreadable.',
  items: [
    { dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' },
    { dtoMapping: 'DocumentContexts', key: 'file' },
  ],
};

/** From the status page of a received claim: the administrator marks it deficient, the claimant
 *  cures it (back in review), the administrator denies it, the claimant appeals; axe runs on
 *  every state, with and without errors. */
async function cureThenAppeal(page: Page, server: RunningServer, code: string, audit: AxeAudit): Promise<void> {
  await transition(server, code, streetAndReceipt);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByText('Status: Action needed').waitFor();
  const fix = page.getByRole('region', { name: 'What you need to fix' });
  await fix.getByText('The street address is incomplete and the receipt is unreadable.').waitFor();
  await fix.getByText(/^Fix by /).waitFor();
  expect(await fix.locator('[data-slot="deficiency-items"]').getByRole('listitem').allInnerTexts()).toEqual(['Street address', 'File']);
  // The field with its own label from the form's model config, holding the answer on file.
  const street = fix.getByRole('textbox', { name: /^Street address/ });
  expect(await street.inputValue()).toBe('1200 Harbor Way');
  await audit.check('deficient');

  await street.fill('');
  await fix.getByRole('button', { name: 'Send my corrections' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await summary.waitFor();
  expect(await summary.getByRole('link').allInnerTexts()).toEqual([
    expect.stringMatching(/^Street address: /),
    // The file field's own rule, listed once.
    expect.stringMatching(/^File: /),
  ]);
  await audit.check('deficient with errors');

  await street.fill('12 Quay Street, Unit 4');
  await fix.locator('input[type=file]').setInputFiles(receiptFile);
  await fix.getByRole('button', { name: 'Send my corrections' }).click();
  await page.getByText('Status: In review').waitFor();
  await announced(page, 'Sent. Your claim’s status is now: In review.');
  expect(await hasFocus(statusHeading(page, code))).toBe(true);
  const history = await historyOf(page);
  expect(history.texts.map((text) => text.split(' ')[0])).toEqual(['Received', 'Action', 'In']);
  expect(history.texts[1]).toContain('Reason: The street address is incomplete and the receipt is unreadable.');
  expect(history.current).toBe(2);
  await audit.check('cured');

  await transition(server, code, { transition: 'deny', reason: 'No purchase of a Brightwater appliance could be found.' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByText('Status: Denied').waitFor();
  const denial = page.getByRole('region', { name: 'Why your claim was denied' });
  await denial.getByText('No purchase of a Brightwater appliance could be found.').waitFor();
  await denial.getByText(/^You can appeal until /).waitFor();
  await audit.check('denied');

  const appeal = page.getByRole('region', { name: 'Appeal this decision' });
  await appeal.getByRole('button', { name: 'Send my appeal' }).click();
  await summary.getByRole('link', { name: 'Write why the decision should change' }).waitFor();
  await audit.check('denied with errors');
  await appeal.getByRole('textbox', { name: /^Why should the decision change\?/ }).fill('My receipt from BrightMart is attached.');
  await appeal.locator('input[type=file]').setInputFiles(receiptFile);
  await appeal.getByRole('button', { name: 'Send my appeal' }).click();
  await page.getByText('Status: Appeal received').waitFor();
  await announced(page, 'Sent. Your claim’s status is now: Appeal received.');
  await audit.check('appealed');
}

describe('a deficiency and a denial', () => {
  it(
    'cures the deficiency back to "In review", then appeals the denial',
    async () => {
      const { page, server } = e2e;
      const audit = axeAudit(page);
      await signInByMail(page, server, referenceCode);
      await cureThenAppeal(page, server, referenceCode, audit);
      expect(audit.violations).toEqual({});
    },
    journeyTimeout,
  );
});

describe('a change of address and an amendment', () => {
  it(
    'changes the mailing address at /coa, then reopens the claim with it, changes an answer and sends the amendment',
    async () => {
      const { server } = e2e;
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      const audit = axeAudit(page);
      const code = await fileStandardClaim(page, server, 'amend.me@example.com');
      await signInByMail(page, server, code);

      await page.getByRole('link', { name: 'Change your mailing address' }).click();
      const heading = page.getByRole('heading', { level: 1, name: `Change the mailing address of claim ${code}` });
      await heading.waitFor();
      await audit.check('change of address');
      const street = page.getByRole('textbox', { name: /^Street address/ });
      await street.fill('');
      await page.getByRole('button', { name: 'Save the new address' }).click();
      await page.getByRole('region', { name: 'There is a problem' }).waitFor();
      await audit.check('change of address with errors');
      await street.fill('77 Lighthouse Road');
      await page.getByRole('button', { name: 'Save the new address' }).click();
      await announced(page, 'Your new mailing address is saved. We have emailed you to confirm the change.');
      await expect.poll(() => hasFocus(heading)).toBe(true);
      await audit.check('address saved');

      await page.getByRole('link', { name: 'Back to your claim status' }).click();
      await statusHeading(page, code).waitFor();
      await page.getByRole('link', { name: 'Change the answers of your claim' }).click();
      await page.waitForURL(/\/standard\/claimant-info/);
      // The claim as it stands now: the new address is already in it.
      await expect.poll(() => page.getByRole('textbox', { name: /^Street address/ }).inputValue()).toBe('77 Lighthouse Road');
      await audit.check('amendment, first page');
      await goOn(page, 'Next', '/standard/claim-details');
      await page.getByLabel('How many did you buy?').fill('2');
      await goOn(page, 'Next', '/standard/payment-election');
      await goOn(page, 'Next', '/standard/supporting-documents');
      // The receipt is still the claim's, as the claimant filed it.
      await page.getByText(receiptFile.name).first().waitFor();
      await goOn(page, 'Next', '/standard/claim-summary');
      await signSummary(page);
      const storedBefore = await storedFiles(server);
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/case/amend');
      await goOn(page, 'Submit', '/standard/confirmation');
      // An amendment keeps the claim's own reference code.
      expect(await shownReferenceCode(page)).toBe(code);
      // The kept receipt went as a reference: the body has the answers and no file part, and the
      // server stored no document for it.
      expect(await storedFiles(server)).toEqual(storedBefore);
      const body = (await sent).postDataBuffer()?.toString('latin1') ?? '';
      expect(body).toContain('"name":"receipt.pdf"');
      expect(body).not.toContain('filename=');
      const stored = await storedClaim(server, code);
      expect(stored.files.map((f) => [f.originalName, f.sizeBytes])).toEqual([[receiptFile.name, receiptFile.buffer.length]]);
      const download = await fetch(`${server.url}${stored.files[0]!.url}`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(receiptFile.buffer)).toBe(true);

      const history = (await (
        await fetch(`${server.url}/api/admin/claims/${encodeURIComponent(code)}/case`, {
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        })
      ).json()) as { versions: { cause: string }[] };
      expect(history.versions.map((v) => v.cause)).toEqual(['address', 'amendment']);
      await context.close();
      expect(audit.violations).toEqual({});
    },
    journeyTimeout,
  );
});

describe('a change of payment method', () => {
  it(
    "changes the payment method at /claim/payout by keyboard alone, refused first by the method's rule, and mails the claimant",
    async () => {
      const { server } = e2e;
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      const audit = axeAudit(page);
      const code = await fileStandardClaim(page, server, 'payout.me@example.com');
      await signInByMail(page, server, code);

      await tabTo(page, page.getByRole('link', { name: 'Change how you are paid' }));
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: `Change how claim ${code} is paid` });
      await heading.waitFor();
      await audit.check('change of payment method');
      // Nothing chosen: Tab reaches the first method, Space chooses it and shows its field.
      const venmo = page.getByRole('radio', { name: 'Venmo' });
      await tabTo(page, venmo);
      await page.keyboard.press('Space');
      const handle = page.getByRole('textbox', { name: /^Phone number or email of your Venmo account/ });
      await typeInto(page, handle, 'not a handle');
      await tabTo(page, page.getByRole('button', { name: 'Save the new payment method' }));
      await page.keyboard.press('Enter');
      const summary = page.getByRole('region', { name: 'There is a problem' });
      await summary.getByRole('link', { name: /Enter the phone number or email address of your Venmo account/ }).waitFor();
      await audit.check('change of payment method with errors');

      await tabTo(page, handle);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('ada.payout@example.com');
      await tabTo(page, page.getByRole('button', { name: 'Save the new payment method' }));
      const before = new Set(await outboxMails(server));
      await page.keyboard.press('Enter');
      await announced(page, 'Your new payment method is saved. We have emailed you to confirm the change.');
      await expect.poll(() => hasFocus(heading)).toBe(true);
      // Named by the last four characters of the account only.
      await page.getByText('You are now paid by Venmo, to the account ending in .com.').waitFor();
      await audit.check('payment method saved');

      // The mail says what changed and what to do if the claimant did not, never the account.
      let mail = '';
      await expect
        .poll(
          async () => {
            const texts = await Promise.all(
              (await outboxMails(server)).filter((name) => !before.has(name)).map((name) => outboxText(server, name)),
            );
            mail = texts.find((text) => text.includes(`The payment method of claim ${code} was changed`)) ?? '';
            return mail !== '';
          },
          { timeout: 30_000, interval: 200 },
        )
        .toBe(true);
      expect(mail).toContain('If you did not change it');
      expect(mail).not.toContain('ada.payout');
      await context.close();
      expect(audit.violations).toEqual({});
    },
    journeyTimeout,
  );
});

/** The mail files of the server's file outbox. */
async function outboxMails(server: RunningServer): Promise<string[]> {
  try {
    return (await readdir(join(server.dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** A mail of the outbox as text, its quoted-printable soft line breaks joined. */
async function outboxText(server: RunningServer, name: string): Promise<string> {
  return (await readFile(join(server.dataDir, 'mail', name), 'utf8')).replace(/=\r?\n/g, '');
}

/** Signs in to the claim `code` from the sign-in page with the keyboard alone. */
async function signInByKeyboard(page: Page, server: RunningServer, code: string): Promise<void> {
  const byCode = page.getByRole('region', { name: 'Sign in with your reference code' });
  await tabTo(page, byCode.getByRole('textbox', { name: /^Reference code/ }));
  await page.keyboard.type(code);
  const mailed = await mailedCode(server, async () => {
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toContain('Email me a code');
    await page.keyboard.press('Enter');
    // Focus goes on to the new field for the code.
    const field = byCode.getByRole('textbox', { name: /^Sign-in code/ });
    await expect.poll(() => hasFocus(field)).toBe(true);
  });
  await page.keyboard.type(mailed);
  await page.keyboard.press('Tab');
  expect(await describeFocus(page)).toContain('Sign in');
  await page.keyboard.press('Enter');
  const heading = statusHeading(page, code);
  await heading.waitFor();
  await expect.poll(() => hasFocus(heading)).toBe(true);
}

describe('the case file by keyboard alone', () => {
  it(
    'signs in and out with Tab, typing and Enter',
    async () => {
      const { page, server } = e2e;
      await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      await signInByKeyboard(page, server, referenceCode);

      await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
      await page.keyboard.press('Enter');
      const signIn = page.getByRole('heading', { level: 1, name: 'Check your claim status' });
      await signIn.waitFor();
      await expect.poll(() => hasFocus(signIn)).toBe(true);
    },
    journeyTimeout,
  );

  it(
    'cures a deficiency with Tab, typing and Enter, and hears that the claim is back in review',
    async () => {
      const { server } = e2e;
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      const code = await fileStandardClaim(page, server, 'keyboard.cure@example.com');
      await transition(server, code, {
        transition: 'markDeficient',
        reason: 'The street address is incomplete.',
        items: [{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' }],
      });
      await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      await signInByKeyboard(page, server, code);
      await page.getByText('Status: Action needed').waitFor();

      const fix = page.getByRole('region', { name: 'What you need to fix' });
      await tabTo(page, fix.getByRole('textbox', { name: /^Street address/ }));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('12 Quay Street, Unit 4');
      await tabTo(page, fix.getByRole('button', { name: 'Send my corrections' }));
      await page.keyboard.press('Enter');
      await announced(page, 'Sent. Your claim’s status is now: In review.');
      await expect.poll(() => hasFocus(statusHeading(page, code))).toBe(true);
      await context.close();
    },
    journeyTimeout,
  );
});

// These servers send their mail to a real SMTP server on loopback, as a deployment with SMTP_URL
// does: the claimant's confirmation and sign-in code are read from what it accepted.
describe.each(themeSettings.filter((setting) => setting !== 'jnd-7-0-default'))('THEME=%s', (setting) => {
  let server: RunningServer;
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer();
    server = await startServer({ THEME: setting, ADMIN_TOKEN, SMTP_URL: mail.url });
  }, journeyTimeout);
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  it(
    'every view of the page has no axe violations: sign-in, received, deficient, cured, denied, appealed',
    async () => {
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      const code = await fileStandardClaim(page, server, 'theme@example.com');
      // The confirmation reached the mail server, with the reference code the page showed.
      const [confirmation] = await mail.to('theme@example.com');
      expect(`${confirmation?.subject}\n${confirmation?.text}`).toContain(code);
      await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      const audit = axeAudit(page);
      await audit.check('sign-in');
      await signInByMail(page, server, code, smtpMailbox(mail));
      await audit.check('received');
      await cureThenAppeal(page, server, code, audit);
      await context.close();
      expect(audit.violations).toEqual({});
    },
    journeyTimeout,
  );
});

describe('at 320 CSS px', () => {
  it(
    'no view of the case file scrolls sideways: sign-in, a deficiency with its fixes, the change of address and of payment method',
    async () => {
      const { server } = e2e;
      const context = await e2e.browser.newContext({ viewport: { width: 320, height: 720 } });
      const page = await context.newPage();
      const code = await fileStandardClaim(page, server, 'narrow@example.com');
      const overflow: (string | null)[] = [];
      await page.goto(`${server.url}/claim/status`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      overflow.push(await sidewaysScroll(page));
      await signInByMail(page, server, code);
      overflow.push(await sidewaysScroll(page));
      await transition(server, code, streetAndReceipt);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByRole('region', { name: 'What you need to fix' }).waitFor();
      overflow.push(await sidewaysScroll(page));
      await page.goto(`${server.url}/coa`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      overflow.push(await sidewaysScroll(page));
      // The change of payment method, with a method's fields open and its errors listed.
      await page.goto(`${server.url}/claim/payout`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: `Change how claim ${code} is paid` }).waitFor();
      await settle(page);
      overflow.push(await sidewaysScroll(page));
      await page.getByRole('radio', { name: 'Direct deposit to a US bank account' }).check();
      await page.getByRole('button', { name: 'Save the new payment method' }).click();
      await page.getByRole('region', { name: 'There is a problem' }).waitFor();
      overflow.push(await sidewaysScroll(page));
      await context.close();
      expect(overflow.filter(Boolean)).toEqual([]);
    },
    journeyTimeout,
  );
});

describe('right to left', () => {
  let packageDir = '';
  let server: RunningServer;
  beforeAll(async () => {
    packageDir = await writeWadiPackage();
    server = await startServer({ SETTLEMENT_DIR: packageDir });
  }, journeyTimeout);
  afterAll(async () => {
    await server?.stop();
    if (packageDir) await rm(packageDir, { recursive: true, force: true });
  });

  it('the sign-in page in Arabic reads right to left and has no axe violations', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/claim/status?culture=ar`, { waitUntil: 'domcontentloaded' });
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const audit = axeAudit(page);
    await audit.check('sign-in, ar');
    await context.close();
    expect(audit.violations).toEqual({});
  });
});
