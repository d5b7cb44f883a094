import type { Page, Route } from 'playwright-core';

/** Hands the first request the page sends to `url` to `handle`; later ones go to the server as
 *  usual. The route stays in place for the page's life instead of using Playwright's `times`:
 *  when a `times` route runs out, Playwright turns request interception off at once, and a request
 *  the page sends at that moment (the app answering the routed response by loading a chunk) can
 *  be left pending for good, which a test then meets as a dialog or page that never shows. */
export async function routeOnce(page: Page, url: string, handle: (route: Route) => Promise<void>): Promise<void> {
  let used = false;
  await page.route(url, async (route) => {
    if (used) {
      await route.fallback();
      return;
    }
    used = true;
    await handle(route);
  });
}
