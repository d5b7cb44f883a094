import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeKestrelPackage } from '../server/support/packages';
import { ADMIN_TOKEN, arriveAt, openPage, press, storedClaim } from './support/authorized-pages';
import { startE2eSession } from './support/session';

// A settlement nobody wrote the app for: the Kestrel Marine test package, with its own field keys,
// page addresses and order, a skip condition, English, French and Japanese, and only the Standard
// and Lookup forms. The same build that serves the demo files a claim in it, with a document, in
// each of its cultures, from data alone.

const env: Record<string, string> = { ADMIN_TOKEN };
let packageDir = '';
const copies: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  packageDir = await writeKestrelPackage();
  env.SETTLEMENT_DIR = packageDir;
  for (const culture of ['en', 'fr', 'ja'])
    copies[culture] = JSON.parse(await readFile(join(packageDir, 'copy', `${culture}.json`), 'utf8'));
});
afterAll(async () => {
  if (packageDir) await rm(packageDir, { recursive: true, force: true });
});
// Registered after the package is written: the server starts with SETTLEMENT_DIR set.
const e2e = startE2eSession(env);

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Answers the owner and boat pages in one culture, with an engine of `engine`. */
async function ownerAndBoat(page: Page, culture: string, engine: 'Outboard' | 'Inboard'): Promise<void> {
  const t = (key: string) => copies[culture]![key]!;
  await arriveAt(page, '/standard/owner', t('Kestrel_Owner_Heading'));
  await page.getByRole('textbox', { name: label(t('Field_Owner_FullName')) }).fill('Aiko Tremblay');
  await page.getByRole('textbox', { name: label(t('Field_Owner_Email')) }).fill('aiko@example.com');
  await page.getByRole('combobox', { name: label(t('Field_Owner_Province')) }).selectOption({ label: t('Option_Province_QC') });
  await press(page, t('Shared_Button_Next'));

  await arriveAt(page, '/standard/boat', t('Kestrel_Boat_Heading'));
  await page.getByRole('textbox', { name: label(t('Field_Boat_HullNumber')) }).fill('KM-12345');
  await page.getByRole('textbox', { name: label(t('Field_Boat_ModelYear')) }).fill('2020');
  await page.getByRole('radio', { name: t(`Option_Engine_${engine}`) }).check();
  await press(page, t('Shared_Button_Next'));
}

async function fileClaim(page: Page, culture: string): Promise<string> {
  const t = (key: string) => copies[culture]![key]!;
  await ownerAndBoat(page, culture, 'Outboard');

  await arriveAt(page, '/standard/papers', t('Kestrel_Papers_Heading'));
  await page.getByRole('button', { name: t('Shared_Button_AddDocument'), exact: true }).click();
  await page.getByRole('combobox', { name: label(t('Field_Papers_Kind')) }).selectOption({ label: t('Option_Papers_Bill') });
  await page.getByLabel(label(t('Field_Papers_File'))).setInputFiles({
    name: 'bill-of-sale.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\nKestrel bill of sale\n%%EOF\n'),
  });
  await page.getByRole('button', { name: t('Shared_Button_Upload'), exact: true }).click();
  await page.getByText('bill-of-sale.pdf', { exact: true }).first().waitFor();
  await press(page, t('Shared_Button_Next'));

  await arriveAt(page, '/standard/review', t('Kestrel_Review_Heading'));
  // The summary lists the answers under the pages' own headings.
  await expect.poll(() => page.getByRole('main').innerText()).toContain('KM-12345');
  await page.getByRole('textbox', { name: label(t('Field_Sign_Name')) }).fill('Aiko Tremblay');
  await press(page, t('Shared_Button_Submit'));

  await page.waitForURL((url) => url.pathname === '/standard/done');
  await page.getByRole('heading', { level: 1, name: t('Kestrel_Done_Heading') }).waitFor();
  const code = page
    .getByRole('region')
    .filter({ hasText: t('Shared_ReferenceCode_Label') })
    .getByRole('definition');
  await code.waitFor();
  return (await code.textContent())?.trim() ?? '';
}

describe('a second settlement, served from its package alone', () => {
  it.each(['en', 'fr', 'ja'])('files a Kestrel claim with a document in %s, from the first page to the reference code', async (culture) => {
    const { page, pageErrors } = await openPage(e2e.browser, e2e.server, `/standard/owner?culture=${culture}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(culture);
    const referenceCode = await fileClaim(page, culture);
    expect(referenceCode).not.toBe('');

    const claim = await storedClaim(e2e.server, referenceCode);
    expect(claim.formType).toBe('Standard');
    expect(JSON.stringify(claim.payload)).toContain('KM-12345');
    expect(claim.files.map((file) => file.originalName)).toEqual(['bill-of-sale.pdf']);
    expect(pageErrors).toEqual([]);
  });

  it("has no pages of the demo: its addresses are its own, and the demo's are not found", async () => {
    const { page } = await openPage(e2e.browser, e2e.server, '/standard/claimant-info');
    await page.getByRole('heading', { level: 1, name: copies.en!.Page_NotFound_Heading }).waitFor();
    // The package offers no Automotive form, so its address names no page either.
    await page.goto(`${e2e.server.url}/automotive`);
    await page.getByRole('heading', { level: 1, name: copies.en!.Page_NotFound_Heading }).waitFor();
  });

  it('skips the papers page for an inboard engine, as its skip condition says', async () => {
    const t = (key: string) => copies.en![key]!;
    const { page } = await openPage(e2e.browser, e2e.server, '/standard/owner');
    await ownerAndBoat(page, 'en', 'Inboard');
    await arriveAt(page, '/standard/review', t('Kestrel_Review_Heading'));
    expect(await page.title()).toMatch(new RegExp(`^${t('Kestrel_Review_Title')} - step 3 of 4 - `));
  });
});
