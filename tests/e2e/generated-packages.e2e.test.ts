import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { formTypeSegment } from '@/contract/form-type-names';
import { checkSettlementPackage, demoSettlementDir } from '@server/settlement/load';
import type { Settlement } from '@server/settlement/settlement';
import { copyDemoPackage } from '../server/support/packages';
import { kinds, mutations, readPackage, writePackage, type Package } from '../support/package-mutations';
import { launchBrowser, waitForHydration } from './support/browser';
import { startServer } from './support/server';

// A sample of the generated packages in a real browser. tests/server/package-generative.test.ts
// renders every page of many generated packages on the server; here the first packages of its
// generator that the check passes are each served by a server of their own and every page of
// every form is opened in Chromium, in turn in each culture: the scripts take the page over,
// nothing throws or logs an error, and no section fails.

vi.setConfig({ testTimeout: 240_000, hookTimeout: 60_000 });

/** How many packages the browser opens: each costs a server start and a visit to every page. */
const SAMPLE = 2;

let browser: Browser;
const dirs: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The first packages of the generator (a fixed seed) that the check passes, each in its folder. */
async function samplePackages(): Promise<{ dir: string; settlement: Settlement; applied: string[] }[]> {
  const demo: Package = await readPackage(demoSettlementDir);
  const found: { dir: string; settlement: Settlement; applied: string[] }[] = [];
  const packages = fc.sample(fc.tuple(fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 3 }), fc.gen()), {
    numRuns: 40,
    seed: 11,
  });
  for (const [applied, g] of packages) {
    if (found.length === SAMPLE) break;
    const pkg: Package = structuredClone(demo);
    for (const kind of applied) mutations[kind](pkg, g);
    const dir = await copyDemoPackage();
    dirs.push(dir);
    await writePackage(dir, pkg);
    const { settlement } = await checkSettlementPackage(dir);
    if (settlement) found.push({ dir, settlement, applied });
  }
  return found;
}

it('opens every page of a sample of generated packages in Chromium without an error', async () => {
  const sample = await samplePackages();
  expect(sample).toHaveLength(SAMPLE);
  for (const { dir, settlement, applied } of sample) {
    const server = await startServer({ SETTLEMENT_DIR: dir });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      const cultures = Object.keys(settlement.info.cultures);
      let visit = 0;
      for (const formType of settlement.formTypes)
        for (const layout of settlement.pages[formType]!) {
          const culture = cultures[visit++ % cultures.length]!;
          const path = `/${formTypeSegment[formType]}${layout.segment ? `/${layout.segment}` : ''}?culture=${culture}`;
          const where = `${applied.join(', ')}: ${path}`;
          await page.goto(`${server.url}${path}`);
          await waitForHydration(page);
          // A page past a sign-in the visitor has not made sends them elsewhere; whichever page
          // shows, it has a heading and every section rendered.
          await expect.poll(async () => ((await page.locator('h1').first().textContent()) ?? '').trim(), { message: where }).not.toBe('');
          expect(await page.locator('[data-slot="section-failed"]').count(), where).toBe(0);
          expect(errors, where).toEqual([]);
        }
    } finally {
      await context.close();
      await server.stop();
    }
  }
});
