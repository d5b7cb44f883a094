import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, testChromiumPath } from '../../../scripts/chromium.mjs';
import { wcagTags } from '../../support/axe';

/** How long one step (a navigation, a wait for an element) may take before it fails with what
 *  it waited for. Playwright's own 30 s is a guess about the machine: on a busy CI machine one
 *  page load has taken longer. It stays under the e2e tests' 60 s limit, so a step that never
 *  comes fails naming itself rather than as a bare test timeout. */
const STEP_TIMEOUT_MS = 45_000;

/** Launches Debian's Chromium headless with the flags this machine needs; every context and page
 *  it opens waits up to STEP_TIMEOUT_MS for a step. Its headless shell (scripts/chromium.mjs) by
 *  default; with `full`, the full browser, for what only it has (the PDF viewer a document opens
 *  in when it leaves the page). */
export async function launchBrowser({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: full ? chromiumPath : testChromiumPath, args: chromiumArgs, headless: true });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(STEP_TIMEOUT_MS);
    return page;
  };
  return browser;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe (WCAG 2.0 A through 2.2 AA) in the page and returns readable violation lines. */
export async function pageAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy (which rightly
  // forbids inline scripts) does not have to be relaxed for the check. Once per document: a walk
  // checks page after page of one single-page app, and compiling axe again cost more than a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  }, wcagTags);
}

/** What a page reported that could explain a page its scripts never took over: console errors
 *  and warnings, uncaught errors and failed requests, from the first wait for hydration on. */
const pageReports = new WeakMap<Page, string[]>();

function reportsOf(page: Page): string[] {
  let reports = pageReports.get(page);
  if (!reports) {
    const kept: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') kept.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => kept.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) =>
      kept.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
    );
    pageReports.set(page, kept);
    reports = kept;
  }
  return reports;
}

/** Waits until the page's scripts have taken over the page the server rendered (the root route
 *  marks <html> with data-hydrated): the server's HTML shows and reads first, but menus, dialogs,
 *  the session timer and the form's own checks work only from then on. A page never taken over
 *  fails with what it reported, so the cause is in the test's output. */
export async function waitForHydration(page: Page): Promise<void> {
  const reports = reportsOf(page);
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        routerState: '$_TSR' in window,
        scripts: [...document.scripts].map((script) => script.src || `inline (${script.textContent?.length ?? 0} characters)`),
        heading: document.querySelector('h1')?.textContent ?? null,
      }))
      .catch((evaluateError: unknown) => `not readable: ${String(evaluateError)}`);
    throw new Error(
      `The scripts never took over ${page.url()}.\nPage: ${JSON.stringify(state)}\nReported:\n${reports.slice(-30).join('\n') || '(nothing)'}`,
      { cause: error },
    );
  }
}
