import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { wcagTags } from '../../support/axe';

/** Launches Debian's Chromium headless with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe (WCAG 2.0 A through 2.2 AA) in the page and returns readable violation lines. */
export async function pageAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy (which rightly
  // forbids inline scripts) does not have to be relaxed for the check.
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  }, wcagTags);
}

/** Waits until the page's scripts have taken over the page the server rendered (the root route
 *  marks <html> with data-hydrated): the server's HTML shows and reads first, but menus, dialogs,
 *  the session timer and the form's own checks work only from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
