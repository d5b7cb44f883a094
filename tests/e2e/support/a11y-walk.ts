import type { Locator, Page } from 'playwright-core';
import { pageAxeViolations, waitForHydration } from './browser';

/** The demo claim ID and PIN (server/README.md) that authorize every protected form. */
export const demoCredentials = { claimId: 'BW-100200', pin: '4321' } as const;

/** A small PDF to choose for a document. */
export const receiptFile = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test receipt') };

/** Axe findings of a walk, by the page and state they were seen on. */
export interface AxeAudit {
  /** Runs axe on the page as it is now and keeps its violation lines under `label`. */
  check: (label: string) => Promise<void>;
  /** Every label whose check found violations, with the violation lines. */
  readonly violations: Record<string, string[]>;
}

/** The colour schemes a walk checks each page in: the system's light, and its dark. */
type Scheme = 'light' | 'dark';

/** Shows the page as a system asking for `scheme` does, and waits until the colours have settled
 *  (a button's colour transition would otherwise be measured half way). Only animations that end
 *  are waited for: a spinner turns for ever, and waiting for it hung a walk until its time ran
 *  out with no word of what it waited for. */
async function emulateScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** How long one axe check (with its scheme switches) may take on a busy machine. */
const CHECK_TIMEOUT_MS = 60_000;

async function withinStep<T>(what: string, step: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end within ${CHECK_TIMEOUT_MS / 1000} s.`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([step(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts collecting axe violations for one page object. Findings are gathered rather than
 *  asserted one by one, so one failing run reports every page at once. With `schemes`, each
 *  check runs in each (light first; the walk goes on in light), under labels such as
 *  "claim-details (dark)": one walk covers both, sharing its server, browser and answers. */
export function axeAudit(page: Page, { schemes = ['light'] }: { schemes?: readonly Scheme[] } = {}): AxeAudit {
  const violations: Record<string, string[]> = {};
  return {
    violations,
    check: async (label) => {
      for (const scheme of schemes) {
        const key = scheme === 'light' ? label : `${label} (${scheme})`;
        // A script evaluated in the page has no timeout of its own: bound it, so a check that
        // never ends fails naming its page rather than as the whole walk's bare timeout.
        const lines = await withinStep(`The axe check of ${key}`, async () => {
          if (scheme !== 'light') await emulateScheme(page, scheme);
          const found = await pageAxeViolations(page);
          if (scheme !== 'light') await emulateScheme(page, 'light');
          return found;
        });
        if (lines.length > 0) violations[key] = lines;
      }
    },
  };
}

/** Waits until the page's lazy parts (masks, the date picker, captcha) have loaded. */
export async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Activates a page's main (or Back) button from the keyboard focus, as the brief's known-quirk
 *  note advises: a mouse click can land on a shifted button. */
async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).press('Enter');
}

/** Presses the main button and waits for the wizard to arrive on `path` and show that page: the
 *  address changes when the router starts the move, before the next page has rendered, so the
 *  wait goes on until this page's heading has given way to another. */
export async function goOn(page: Page, name: string, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const before = (await heading.innerText()).trim();
  await pressButton(page, name);
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
    const exactly = new RegExp(`^\\s*${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: exactly }).first().waitFor({ timeout: 20_000 });
  } catch {
    // Name what held the wizard back rather than only the timeout.
    const summary = await page.locator('[data-slot=error-summary], [data-slot=page-failure]').allInnerTexts();
    throw new Error(`'${name}' on ${new URL(page.url()).pathname} did not reach ${path}. The page shows:\n${summary.join('\n')}`);
  }
  await settle(page);
}

/** Presses the main button on a page whose answers are missing and waits for the error summary. */
export async function showErrors(page: Page, name: string): Promise<void> {
  await pressButton(page, name);
  await page.locator('[data-slot=error-summary]').getByRole('heading', { name: 'There is a problem' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Replaces the text of a masked input by typing, and checks that the box shows what was typed
 *  (the mask adds only literals and separators). */
async function typeMasked(page: Page, label: string | RegExp, text: string): Promise<void> {
  const input = page.getByLabel(label).first();
  const digits = (value: string) => value.replace(/[^0-9A-Za-z]/g, '');
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  const shown = await input.inputValue();
  if (!digits(shown).startsWith(digits(text))) throw new Error(`The masked input ${String(label)} garbled '${text}': ${shown}`);
}

/** Checks a radio or checkbox with Space: a click can land on a control that a blur's new inline
 *  error has just pushed down (the brief's known layout-shift bug). */
async function tick(control: Locator): Promise<void> {
  if (await control.isChecked()) return;
  await control.focus();
  await control.press('Space');
  await control.page().waitForFunction((element) => (element as HTMLInputElement).checked, await control.elementHandle());
}

/** Fills a claimant-info page, keeping what authorize prepopulated. */
export async function fillClaimantInfo(page: Page): Promise<void> {
  const fillIfEmpty = async (label: string | RegExp, value: string) => {
    const input = page.getByRole('textbox', { name: label });
    if ((await input.inputValue()) === '') await input.fill(value);
  };
  await fillIfEmpty('First name', 'Dana');
  await fillIfEmpty('Last name', 'Whitfield');
  await fillIfEmpty('Street address', '1200 Harbor Way');
  await fillIfEmpty('City', 'Sacramento');
  const state = page.getByRole('combobox', { name: /^State/ });
  if ((await state.inputValue()) === '') await state.selectOption('CA');
  await fillIfEmpty(/^ZIP code/, '95814');
  await fillIfEmpty(/^Email address/, 'dana@example.com');
  await page
    .getByRole('textbox', { name: /^Confirm email address/ })
    .fill(await page.getByRole('textbox', { name: /^Email address/ }).inputValue());
  await fillIfEmpty(/^US phone number/, '9165550100');
  const phone = await page.getByRole('textbox', { name: /^US phone number/ }).inputValue();
  await page.getByRole('textbox', { name: /^Confirm US phone number/ }).fill(phone.replace(/\D/g, ''));
}

/** Fills the Standard claim-details page with one dishwasher bought online and one purchase row. */
export async function fillStandardClaimDetails(page: Page): Promise<void> {
  await tick(page.getByRole('radio', { name: 'Dishwasher' }));
  await page.getByLabel('Model series').selectOption('BW-100');
  await page.getByLabel('Date of purchase').fill('03/15/2022');
  await typeMasked(page, 'Price paid', '650');
  await page.getByLabel('How many did you buy?').fill('1');
  await tick(page.getByRole('radio', { name: 'Online' }));
  await tick(page.getByRole('checkbox', { name: 'The appliance leaked water' }));
  const rows = page.locator('table input');
  if ((await rows.count()) === 0) {
    await pressButton(page, 'Add row 1');
    await rows.first().waitFor();
  }
  await rows.nth(0).fill('03/15/2022');
  await rows.nth(1).pressSequentially('650');
  await rows.nth(2).fill('Applianceland');
}

/** Fills the Automotive vehicle page with one repair visit and its repair row. */
export async function fillAutomotiveClaimDetails(page: Page): Promise<void> {
  const vin = page.getByRole('textbox', { name: /^Vehicle identification number/ });
  if ((await vin.inputValue()) === '') await typeMasked(page, /^Vehicle identification number/, '1BWCM82633A004352');
  const make = page.getByRole('combobox', { name: /^Make/ });
  if ((await make.inputValue()) === '') await make.selectOption('Brightwater');
  const year = page.getByRole('textbox', { name: /^Model year/ });
  if ((await year.inputValue()) === '') await year.fill('2021');
  await typeMasked(page, /^Date you bought the vehicle/, '04022021');
  await typeMasked(page, /^Purchase price/, '28500');
  await page.getByRole('textbox', { name: /^Date you started owning/ }).fill('04/02/2021');
  await page.getByRole('textbox', { name: /^How many times/ }).fill('1');
  const rows = page.locator('table input');
  if ((await rows.count()) === 0) {
    await pressButton(page, 'Add row 1');
    await rows.first().waitFor();
  }
  await rows.nth(0).fill('09/12/2023');
  await rows.nth(1).pressSequentially('1250');
  await rows.nth(2).fill('Harbor Auto Service');
}

/** Chooses paper check payment. */
export async function fillPaymentElection(page: Page): Promise<void> {
  await tick(page.getByRole('radio', { name: 'Paper check by mail' }));
  await page.getByRole('textbox', { name: /Name to print/ }).fill('Dana Whitfield');
}

/** Opens a document draft, chooses its type and file, and uploads it into the records list. */
export async function uploadDocument(page: Page, type: string): Promise<void> {
  await pressButton(page, 'Add a document');
  const typeSelect = page.getByRole('combobox', { name: /Type of document/ });
  await typeSelect.waitFor();
  await typeSelect.selectOption({ label: type });
  await page.locator('input[type=file]').setInputFiles(receiptFile);
  await page.getByText(receiptFile.name).first().waitFor();
  await pressButton(page, 'Upload');
  // Once saved, the document joins the list and a new, empty draft opens with its file input.
  await page.locator('input[type=file]').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Signs the summary page. */
export async function signSummary(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /Signature/ }).fill('Dana Whitfield');
  await tick(page.getByRole('checkbox', { name: /I declare/ }));
}

/** Types the demo claim ID and PIN into a credentials page. */
export async function fillCredentials(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Claim ID/ }).fill(demoCredentials.claimId);
  await page.getByRole('textbox', { name: /^PIN/ }).fill(demoCredentials.pin);
}
