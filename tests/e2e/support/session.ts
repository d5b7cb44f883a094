import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** What a test file drives: one browser and one reference server for the file, and a fresh
 *  context (cookies, sessionStorage) and page for each test, so no test sees another's session. */
interface E2eSession {
  readonly browser: Browser;
  readonly server: RunningServer;
  readonly context: BrowserContext;
  readonly page: Page;
}

/** What a failed test's page showed when it failed, for its report: a step that timed out says
 *  what it waited for, not what stood in its way (a dialog, a page that never came, a field
 *  hidden by its section). */
async function whatThePageShowed(page: Page): Promise<string> {
  try {
    const [title, tree] = await Promise.all([page.title(), page.locator('body').ariaSnapshot({ timeout: 5_000 })]);
    return `The page when the test failed: ${page.url()} ("${title}")\n${tree}`;
  } catch (error) {
    return `The page when the test failed: ${page.url()} (its content could not be read: ${String(error)})`;
  }
}

/** Registers the file's hooks and returns the session they keep; `env` goes to the server, and
 *  `fullBrowser` launches the full Chromium instead of its headless shell (see launchBrowser). */
export function startE2eSession(env: Record<string, string> = {}, { fullBrowser = false }: { fullBrowser?: boolean } = {}): E2eSession {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser({ full: fullBrowser }), startServer(env)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser!.newContext();
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && browser) {
      // Tests that open pages of their own (openPage) leave the session's page blank: every page
      // still open in the browser is reported, blank ones only when nothing else is open.
      const open = browser.contexts().flatMap((each) => each.pages().filter((shown) => !shown.isClosed()));
      const shown = open.filter((each) => each.url() !== 'about:blank');
      for (const each of shown.length > 0 ? shown : open) console.error(await whatThePageShowed(each));
    }
    await context?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e session has no ${what} yet: use it inside a test or hook.`);
    return value;
  };
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get server() {
      return ready(server, 'server');
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}
