import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandIds } from '@themes/registry';
import { launchBrowser, pageAxeViolations } from './support/browser';
import { serveFolder, type StaticServer } from './support/static-server';

// The built Ladle, as designers open it from a static host: built here from the sources, served
// over HTTP, driven in Chromium. The dev server differs (no minifier), which is how a story
// that threw on #fff went unnoticed.

// CI builds the stories once with `npm run stories:build` before the tests and names the folder
// in LADLE_BUILT_DIR; anywhere else the test builds its own, so it never meets a stale build.
const prebuilt = process.env.LADLE_BUILT_DIR;

let outDir: string;
let server: StaticServer;
let browser: Browser;
let storyIds: string[];

beforeAll(async () => {
  if (prebuilt) outDir = prebuilt;
  else {
    outDir = mkdtempSync(join(process.cwd(), '.tmp', 'ladle-static-'));
    // Ladle joins --outDir to the working folder even when it is absolute: give it the relative path.
    await promisify(execFile)('npx', ['ladle', 'build', '--outDir', relative(process.cwd(), outDir)], {
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  storyIds = Object.keys((JSON.parse(readFileSync(join(outDir, 'meta.json'), 'utf8')) as { stories: Record<string, unknown> }).stories);
  server = await serveFolder(outDir);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir && !prebuilt) rmSync(outDir, { recursive: true, force: true });
});

const editorStory = 'theme--editor--token-editor';
const storyUrl = (story: string, brand: string) => `${server.url}/?story=${story}&mode=preview&brand=${brand}`;

async function openEditor(context: BrowserContext, brand = 'jnd-7', scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${storyUrl(editorStory, brand)}${scheme === 'dark' ? '&scheme=dark' : ''}`);
  await page.getByRole('heading', { name: /^Theme editor:/ }).waitFor();
  return page;
}

/** The contrast table's row of one pair, found by its row header. */
const pairRow = (page: Page, pair: string) => page.locator('tr', { has: page.getByRole('rowheader', { name: pair, exact: true }) });

/** Every token's text box value, by its label. */
async function tokenValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-slot="token-field"]')].map((field) => [
        field.dataset.token!,
        field.querySelector<HTMLInputElement>('input[type="text"]')!.value,
      ]),
    ),
  );
}

describe('the built Ladle', () => {
  it('lists the stories, the theme stories among them', () => {
    expect(storyIds).toContain(editorStory);
    expect(storyIds).toContain('theme--tokens--token-sheet');
    expect(storyIds).toContain('theme--side-by-side--three-themes');
    expect(storyIds).toContain('theme--side-by-side--colour-vision');
  });

  // Every story of the build in one page, one after another (about a hundred): on a busy machine
  // that is minutes, and each story still has its own wait for what it draws.
  it.each(brandIds)('renders every story with content in %s', { timeout: 300_000 }, async (brand) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const blank: string[] = [];
    await page.goto(storyUrl(storyIds[0]!, brand));
    for (const story of storyIds) {
      // Switch stories as Ladle's own navigation does (history, then popstate): the theme picked
      // by ?brand= stays, and no reload per story. Then wait for elements the story drew.
      await page.evaluate((id) => {
        const seen = new WeakSet<Element>(document.querySelectorAll('body *'));
        (window as unknown as { seen: WeakSet<Element> }).seen = seen;
        history.pushState(null, '', `?story=${id}&mode=preview&brand=${new URLSearchParams(location.search).get('brand')}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }, story);
      const drawn = await page
        .waitForFunction(
          () => {
            const seen = (window as unknown as { seen: WeakSet<Element> }).seen;
            return [...document.querySelectorAll('body *')].some((el) => {
              if (seen.has(el)) return false;
              const box = el.getBoundingClientRect();
              return box.width > 0 && box.height > 0;
            });
          },
          undefined,
          { timeout: 20_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!drawn) {
        blank.push(story);
        // A story that threw leaves Ladle's error boundary closed: start afresh.
        await page.goto(storyUrl(story, brand));
      }
    }
    expect(blank).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the theme stories with their content in every theme', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const brand of brandIds) {
      await page.goto(storyUrl('theme--tokens--token-sheet', brand));
      // The sheet reads the minified stylesheet (#fff): every pair gets a ratio, none is left out.
      await expect.poll(() => page.locator('[data-slot="ratio"]').allTextContents()).toHaveLength(25);
      expect(await page.locator('[data-slot="ratio"]').allTextContents()).not.toContain('not a colour');
      await expect.poll(() => page.getByRole('status').first().textContent()).toBe('All 25 pairs pass WCAG 2.2 AA.');
    }
    await page.goto(storyUrl('theme--side-by-side--three-themes', 'jnd-7'));
    await page.getByRole('heading', { name: 'Content managed (kontent-9)' }).waitFor();
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(await page.locator('[data-slot="theme-column"]').count()).toBe(3);
    await context.close();
  });
});

describe('the colour-vision view in the built Ladle', () => {
  it('filters the three themes and lists the state colours a view runs together', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(storyUrl('theme--side-by-side--colour-vision', 'jnd-7'));
    const columns = page.locator('[data-slot="vision-filter"]');
    await page.getByRole('radio', { name: 'Protanopia (no red cones)' }).check();
    await expect.poll(() => columns.evaluate((el) => getComputedStyle(el).filter)).toMatch(/^url\(/);
    const jnd = page.getByRole('region', { name: 'Legal administration (jnd-7)' });
    await expect.poll(() => jnd.getByRole('listitem').allTextContents()).toContainEqual(expect.stringMatching(/^error against success:/));
    expect(await page.locator('[data-slot="theme-column"]').count()).toBe(3);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Typical colour vision' }).check();
    await expect.poll(() => columns.evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    await context.close();
  });

  it('shows any story, a whole layout among them, as a view sees it from a link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${storyUrl('layouts--government-agency--ftc-7---whole-page', 'ftc-7')}&vision=deuteranopia`);
    const wrapper = page.locator('[data-slot="story-vision"]');
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).filter)).toMatch(/^url\(.*-deuteranopia"?\)$/);
    expect(await wrapper.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the theme editor in the built Ladle', () => {
  it('reads a new ratio and a fail as a token changes, and restyles the components', async () => {
    const context = await browser.newContext();
    const page = await openEditor(context);
    const row = pairRow(page, 'primary-fg on primary');
    await expect.poll(() => row.locator('[data-slot="result"]').textContent()).toBe('Pass');
    const before = await row.locator('[data-slot="ratio"]').textContent();

    await page.getByLabel('--primary', { exact: true }).fill('#8a9bb0');
    await expect.poll(() => row.locator('[data-slot="result"]').textContent()).toBe('Fail');
    const after = await row.locator('[data-slot="ratio"]').textContent();
    expect(after).not.toBe(before);
    expect(Number.parseFloat(after!)).toBeLessThan(4.5);
    expect(await row.locator('[data-slot="apca"]').textContent()).toMatch(/^Lc -?\d+\.\d$/);
    // Failing pairs come first.
    expect(await page.locator('tbody tr').first().getByRole('rowheader').textContent()).toBe('primary-fg on primary');
    await expect.poll(() => page.locator('[data-slot="contrast-summary"]').textContent()).toMatch(/^\d+ of 25 pairs fail/);

    // The preview's button takes the new colour: wait for its final value, past the colour transition.
    const button = page.locator('[data-slot="editor-preview"]').getByRole('button', { name: 'Submit claim' });
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(138, 155, 176)');

    // The edit holds across a reload (this browser) and travels in the link (a fresh browser).
    const link = await page.getByLabel('Link to these edits').inputValue();
    await page.goto(storyUrl(editorStory, 'jnd-7'));
    await expect.poll(() => page.getByLabel('--primary', { exact: true }).inputValue()).toBe('#8a9bb0');
    const elsewhere = await browser.newContext();
    const shared = await elsewhere.newPage();
    await shared.goto(link);
    await expect.poll(() => shared.getByLabel('--primary', { exact: true }).inputValue()).toBe('#8a9bb0');
    await elsewhere.close();

    // The pair's nearest passing colour, in one press.
    const offer = row.getByRole('button', { name: /^Use #[0-9a-f]{6} for --primary$/ });
    const colour = /#[0-9a-f]{6}/.exec((await offer.textContent())!)![0];
    await offer.click();
    await expect.poll(() => row.locator('[data-slot="result"]').textContent()).toBe('Pass');
    expect(await page.getByLabel('--primary', { exact: true }).inputValue()).toBe(colour);
    await context.close();
  });

  it('reaches every open tab: a story in another tab takes each edit at once', async () => {
    const context = await browser.newContext();
    const editor = await openEditor(context);
    const other = await context.newPage();
    await other.goto(storyUrl('theme--tokens--token-sheet', 'jnd-7'));
    await other.getByRole('heading', { name: 'Colour tokens' }).waitFor();
    const primaryThere = () => other.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(await primaryThere()).not.toBe('#8a9bb0');
    await editor.getByLabel('--primary', { exact: true }).fill('#8a9bb0');
    await expect.poll(primaryThere).toBe('#8a9bb0');
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(primaryThere).not.toBe('#8a9bb0');
    await context.close();
  });

  it('exports a theme and imports it back to the same tokens', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await openEditor(context, 'ftc-7');
    await page.getByLabel('--link', { exact: true }).fill('oklch(45% 0.15 250)');
    await page.getByLabel('--radius (Corner radius)').fill('0.5rem');
    await expect.poll(() => page.locator('[data-token="radius"][data-changed]').count()).toBe(1);
    const tuned = await tokenValues(page);

    const [cssDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export ftc-7.css' }).click(),
    ]);
    expect(cssDownload.suggestedFilename()).toBe('ftc-7.css');
    const css = readFileSync((await cssDownload.path())!, 'utf8');
    expect(css).toContain(":where([data-brand='ftc-7']) {");
    expect(css).toContain('  --link: oklch(45% 0.15 250);');
    expect(css).toContain('  --radius: 0.5rem;');

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export ftc-7.tokens.json' }).click(),
    ]);
    const jsonPath = (await jsonDownload.path())!;
    const doc = JSON.parse(readFileSync(jsonPath, 'utf8')) as { size: { radius: { $value: unknown } } };
    expect(doc.size.radius.$value).toEqual({ value: 0.5, unit: 'rem' });

    await page.getByRole('button', { name: 'Reset all tokens' }).click();
    await expect.poll(() => page.getByLabel('--radius (Corner radius)').inputValue()).toBe('0.25rem');

    await page.getByLabel('Import a theme (.css or DTCG .json) into ftc-7').setInputFiles({
      name: 'ftc-7.tokens.json',
      mimeType: 'application/json',
      buffer: readFileSync(jsonPath),
    });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Imported' }).textContent())
      .toMatch(/Imported 38 tokens and 30 dark colours from ftc-7\.tokens\.json into ftc-7/);
    const imported = await tokenValues(page);
    // The colour comes back from its DTCG components in the same space.
    expect({ ...imported, link: '' }).toEqual({ ...tuned, link: '' });
    expect(imported.link).toMatch(/^oklch\(45% 0\.15 250\)$/);

    // The exported CSS reads back too, with a confirmation in a status region.
    await page.getByRole('button', { name: 'Reset all tokens' }).click();
    await expect.poll(() => page.getByLabel('--radius (Corner radius)').inputValue()).toBe('0.25rem');
    await page.getByLabel('Import a theme (.css or DTCG .json) into ftc-7').setInputFiles({
      name: 'ftc-7.css',
      mimeType: 'text/css',
      buffer: Buffer.from(css),
    });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'from ftc-7.css' }).textContent())
      .toMatch(/Imported 38 tokens and 30 dark colours from ftc-7\.css into ftc-7: 2 changed\./);
    expect(await tokenValues(page)).toEqual(tuned);
    await context.close();
  });

  it('restyles the components from the type and spacing scales, exports them, and undoes', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await openEditor(context);
    // A medium button is text-base and px-4: the type scale's base step and the spacing scale's.
    const button = page.locator('[data-slot="editor-preview"]').getByRole('button', { name: 'Submit claim' });
    const sizes = () => button.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).paddingLeft]);
    await expect.poll(sizes).toEqual(['16px', '16px']);
    const baseRow = page
      .getByRole('table', { name: 'Type ramp' })
      .locator('tr', { has: page.getByRole('rowheader', { name: 'text-base' }) });

    await page.getByLabel('Type base, in rem').fill('1.25');
    await page.getByLabel('Spacing base, in rem').fill('1.5');
    await expect.poll(sizes).toEqual(['20px', '24px']);
    await expect.poll(() => baseRow.getByRole('textbox', { name: 'text-base size' }).inputValue()).toBe('1.25');
    await page.getByLabel('Type ratio').fill('1.2');
    await expect.poll(() => page.getByLabel('--type-scale (Type scale)').inputValue()).toBe('1.25rem 1.2');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export jnd-7.css' }).click()]);
    const css = readFileSync((await download.path())!, 'utf8');
    expect(css).toContain('  --type-scale: 1.25rem 1.2;');
    expect(css).toContain('  --type-lg: 1.5rem;');
    expect(css).toContain('  --space-md: 1.5rem;');

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(sizes).toEqual(['16px', '16px']);
    await context.close();
  });

  it('names what is wrong with a bad import and changes nothing', async () => {
    const context = await browser.newContext();
    const page = await openEditor(context);
    const before = await tokenValues(page);
    await page.getByLabel('Import a theme (.css or DTCG .json) into jnd-7').setInputFiles({
      name: 'bad.tokens.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ color: { primary: { $type: 'color', $value: 'bluish' } } })),
    });
    await page.getByText('color.primary: "bluish" is not a colour').waitFor();
    expect(await tokenValues(page)).toEqual(before);
    await context.close();
  });

  it('works from the keyboard: typing, reset, undo and redo', async () => {
    const context = await browser.newContext();
    const page = await openEditor(context);
    const primary = page.getByLabel('--primary', { exact: true });
    await primary.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#000000');
    await expect.poll(() => page.locator('[data-token="primary"][data-changed]').count()).toBe(1);
    // Leave the field (ends the typing step), come back, then undo and redo with the keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => primary.inputValue()).toBe('#1d3f6e');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => primary.inputValue()).toBe('#000000');
    // Tab from the box reaches its reset button; Enter resets and brings focus back to the box.
    await primary.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Reset --primary');
    await page.keyboard.press('Enter');
    await expect.poll(() => primary.inputValue()).toBe('#1d3f6e');
    await expect.poll(() => primary.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('tunes the dark scheme from a link: its contrast, a nearest passing colour, and both schemes exported', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await openEditor(context, 'kontent-9', 'dark');
    await page.getByRole('heading', { name: 'Theme editor: Content managed (kontent-9), dark scheme' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    // The preview is drawn in the saved dark colours.
    const preview = page.locator('[data-slot="editor-preview"]');
    const saved = await tokenValues(page);
    await expect
      .poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(
        await page.evaluate((hex) => {
          const probe = document.createElement('div');
          probe.style.color = hex;
          document.body.append(probe);
          const rgb = getComputedStyle(probe).color;
          probe.remove();
          return rgb;
        }, saved.background!),
      );

    await page.getByLabel('--link', { exact: true }).fill('#3a2f4a');
    await expect.poll(() => pairRow(page, 'link on background').getByRole('cell').nth(4).textContent()).toBe('Fail');
    await pairRow(page, 'link on background')
      .getByRole('button', { name: /^Use #[0-9a-f]{6} for --link$/ })
      .click();
    await expect.poll(() => pairRow(page, 'link on background').getByRole('cell').nth(4).textContent()).toBe('Pass');
    const fixed = await page.getByLabel('--link', { exact: true }).inputValue();

    const [cssDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export kontent-9.css' }).click(),
    ]);
    const css = readFileSync((await cssDownload.path())!, 'utf8');
    const [light, dark] = css.split('@media (prefers-color-scheme: dark)');
    expect(light).not.toContain(`--link: ${fixed};`);
    expect(dark!.split(`--link: ${fixed};`)).toHaveLength(3);

    // The light scheme is as saved.
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.getByRole('heading', { name: 'Theme editor: Content managed (kontent-9), light scheme' }).waitFor();
    expect(await page.getByLabel('--link', { exact: true }).inputValue()).not.toBe(fixed);
    await context.close();
  });

  it.each(brandIds.flatMap((brand) => (['light', 'dark'] as const).map((scheme) => ({ brand, scheme }))))(
    'has no axe violations in $brand, $scheme scheme',
    async ({ brand, scheme }) => {
      const context = await browser.newContext();
      const page = await openEditor(context, brand, scheme);
      expect(await pageAxeViolations(page)).toEqual([]);
      // Also with an error showing in a field.
      await page.getByLabel('--focus-width (Focus ring width)').fill('thick');
      await page.getByText('Enter 0 or a size in px or rem').waitFor();
      expect(await pageAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
