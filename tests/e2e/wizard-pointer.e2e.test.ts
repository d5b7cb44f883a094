import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eSession } from './support/session';
import { addReceipt, fillClaimantInfo, openStandardPage, pressButton, standardPaths, waitForStandardPage } from './support/wizard-standard';

// Mouse users in real Chromium: a field checks itself when it loses focus, and a mouse press
// takes focus before its click lands. These tests press buttons right after such a blur and
// check the click did what it says, so an error that appears at that moment cannot push the
// button out from under the pointer.

const e2e = startE2eSession();

/** Where an element's box is now, to show it did not move while it was being pressed. */
async function topOf(page: Page, name: string | RegExp): Promise<number> {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`No button ${String(name)} on the page`);
  return box.y;
}

describe('a click right after a blur', () => {
  it('adds a purchase row when "How many did you buy?" was left with an error and "Add row 1" is clicked', async () => {
    const { page, server } = e2e;
    // Tall enough that the whole page fits: nothing scrolls, so the browser's scroll anchoring
    // cannot hide a shift, as on a desktop screen where the question sits just above the button.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await openStandardPage(page, server.url, 'claimantInfo');
    await fillClaimantInfo(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimDetails');
    const quantity = page.getByRole('textbox', { name: 'How many did you buy?', exact: true });
    await quantity.fill('0');
    const add = page.getByRole('button', { name: 'Add row 1' });
    const box = await add.boundingBox();
    if (!box) throw new Error('No "Add row 1" button on the page');

    // A real mouse press on the button, while focus is still in the quantity box: the press
    // takes focus, the quantity loses it, and the button must stay where the pointer is.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await topOf(page, 'Add row 1')).toBe(box.y);
    await page.mouse.up();

    await page
      .getByRole('table', { name: 'Your purchases' })
      .getByRole('row', { name: /^Purchase 1/ })
      .waitFor();
    // The quantity's error shows once the click has landed, not before.
    await page.getByText('The value must be between 1 and 10', { exact: false }).first().waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
  });

  it('goes on from the documents page when Next is clicked while the new empty document has focus', async () => {
    const { page, server } = e2e;
    await openStandardPage(page, server.url, 'claimantInfo');
    await fillClaimantInfo(page);
    await page.goto(`${server.url}${standardPaths.supportingDocuments}`);
    await waitForStandardPage(page, 'supportingDocuments');
    await addReceipt(page);
    // After an upload the manager opens an empty document and puts focus on its first question.
    const type = page.getByRole('combobox', { name: /^Type of document/ });
    await page.waitForFunction(() => document.activeElement?.tagName === 'SELECT');
    expect(await type.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await waitForStandardPage(page, 'claimSummary');
  });
});
