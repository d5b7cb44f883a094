import type { Locator, Page } from 'playwright-core';

/** Whether the element of `target` holds the keyboard focus (reads focus, never moves it). */
export async function hasFocus(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.first().evaluate((element) => element === document.activeElement);
}

/** A readable name of whatever holds focus, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${label.trim().slice(0, 60)}`;
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus. Fails, naming every stop
 *  passed, when it is not reached within `limit` presses: an unreachable control or a trap. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    stops.push(await describeFocus(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)}. Stops:\n${stops.join('\n')}`);
}

/** The letters and digits of a value, without what a mask adds ("(916) 555-0100" -> "9165550100"). */
export function plainValue(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '');
}

/** Tabs to a text box and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs into a radio group and moves with the arrow keys to `target`, which the move checks. */
export async function chooseRadio(page: Page, target: Locator): Promise<void> {
  const group = await target.getAttribute('name');
  await tabTo(page, target.page().locator(`input[type=radio][name="${group}"]:focus`));
  for (let press = 0; press < 12 && !(await hasFocus(target)); press += 1) await page.keyboard.press('ArrowDown');
  if (!(await hasFocus(target)))
    throw new Error(`The arrow keys did not reach ${String(target)}; focus is on ${await describeFocus(page)}`);
  if (!(await target.isChecked())) await page.keyboard.press('Space');
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tickBox(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  if (!(await target.isChecked())) await page.keyboard.press('Space');
}

/** Tabs to a native select and picks an option by typing the start of its text (type-ahead). */
export async function pickOption(page: Page, target: Locator, typed: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(typed);
}

/** Tabs to a button and activates it with Enter. */
export async function pressButtonByKeyboard(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to the file input, opens its chooser with Space and picks `file`. When no chooser opens
 *  (a re-render on a busy machine can take focus off the input between the Tab and the Space),
 *  it tabs back and presses again, as a person would; the second miss fails naming the focus. */
export async function chooseFileByKeyboard(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const input = page.locator('input[type=file]');
  for (let attempt = 1; ; attempt += 1) {
    await tabTo(page, input);
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Space');
    try {
      await (await chooser).setFiles(file);
      return;
    } catch (error) {
      if (attempt === 2)
        throw new Error(`Space on the file input opened no file chooser; focus is on ${await describeFocus(page)}`, { cause: error });
    }
  }
}
