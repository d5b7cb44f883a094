import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { themeSettings } from '@themes/registry';
import { copyDemoPackage, editJson } from '../server/support/packages';
import { launchBrowser, waitForHydration } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// A copy of the demo package with a right-to-left culture, Arabic, beside English and Spanish
// (its copy is the English with the texts this test reads translated). In each theme: the server
// writes lang and dir on <html> for an Arabic page, and at 320 CSS px no page, in English or in
// Arabic, scrolls sideways (WCAG 1.4.10 reflow).

const arabic: Readonly<Record<string, string>> = {
  Page_Lookup_Title: 'ابحث عن مطالبتك',
  Page_Lookup_Heading: 'ابحث عن مطالبتك',
  Header_LanguageMenu: 'اللغة',
};

let packageDir = '';
let browser: Browser;
beforeAll(async () => {
  packageDir = await copyDemoPackage();
  await editJson(packageDir, 'settlement.json', (settlement) => {
    settlement.cultures = { ...settlement.cultures, ar: 'العربية' };
  });
  const english = JSON.parse(await readFile(join(packageDir, 'copy', 'en.json'), 'utf8')) as Record<string, string>;
  await writeFile(join(packageDir, 'copy', 'ar.json'), `${JSON.stringify({ ...english, ...arabic }, null, 2)}\n`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (packageDir) await rm(packageDir, { recursive: true, force: true });
});

const pages = ['/', '/lookup', '/automotive', '/standard/claimant-info', '/page-not-found', '/session-expired?form=Standard'];

describe.each(themeSettings)('THEME=%s', (setting) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ THEME: setting, SETTLEMENT_DIR: packageDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves an Arabic page as lang="ar" dir="rtl", with the language menu', async () => {
    const html = await (await fetch(`${server.url}/lookup?culture=ar`)).text();
    expect(html).toMatch(/<html\b[^>]*\slang="ar"[^>]*\sdir="rtl"/);
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/lookup?culture=ar`);
      await page.getByRole('heading', { level: 1, name: 'ابحث عن مطالبتك' }).waitFor();
      await waitForHydration(page);
      const menu = page.getByRole('navigation', { name: 'اللغة' });
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Español', 'العربية']);
      await menu.getByRole('link', { name: 'Español' }).click();
      await page.waitForURL((url) => url.searchParams.get('culture') === 'es');
      await page.getByRole('heading', { level: 1, name: 'Consulte su reclamo' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    } finally {
      await page.close();
    }
  }, 120_000);

  it.each(['en', 'ar'])(
    'at 320 CSS px no page scrolls sideways (culture %s)',
    async (culture) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
      try {
        const page = await context.newPage();
        const wide: string[] = [];
        for (const path of pages) {
          await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}culture=${culture}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await waitForHydration(page);
          const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
          if (widths.scroll > widths.view) wide.push(`${path}: ${widths.scroll}px in a ${widths.view}px viewport`);
        }
        expect(wide).toEqual([]);
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
