// Reflow (WCAG 1.4.10): at 320 CSS px a page must not scroll sideways.
import type { Page } from 'playwright-core';

/** The page's width beyond the viewport, if it scrolls sideways; null when it does not. */
export async function sidewaysScroll(page: Page): Promise<string | null> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  return widths.scroll > widths.view ? `${new URL(page.url()).pathname}: ${widths.scroll}px in a ${widths.view}px viewport` : null;
}
