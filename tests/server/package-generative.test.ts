import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { formTypeSegment } from '@/contract/form-type-names';
import { checkSettlementPackage, demoSettlementDir } from '@server/settlement/load';
import { copyDemoPackage } from './support/packages';
import { renderWithEntry } from './support/entry-render';
import { startTestServer, type TestServer } from './support/server';
import { kinds, mutations, readPackage, writePackage, type Package } from '../support/package-mutations';

// The checker and the pages agree by construction: fast-check changes the demo package in ways
// its JSON Schemas and its own structure allow (renamed models and fields, fields added and
// removed, rules with valid and invalid parameters, other date formats, another culture, other
// summary rows, pages reordered, copy keys dropped). Each package it makes either gets a problem
// from the check, or the app renders every page of every form in every culture without an error.
// A package the check passes and a page then breaks on is a missing checker rule.

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let server: TestServer;
let dir: string;
let demo: Package;
const logged: unknown[][] = [];

beforeAll(async () => {
  demo = await readPackage(demoSettlementDir);
  // One folder for every generated package, rewritten for each.
  dir = await copyDemoPackage();
  server = await startTestServer({ settlementDir: dir });
});
afterAll(async () => {
  await server?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A page rendered by the app's server entry, with what it logged as an error. */
async function renderPage(path: string): Promise<{ status: number; location: string | null; html: string; errors: unknown[][] }> {
  logged.length = 0;
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  try {
    const result = await renderWithEntry(server, path);
    if (result.kind !== 'response') return { status: 0, location: null, html: `not rendered: ${result.reason}`, errors: [...logged] };
    const { response } = result;
    return { status: response.status, location: response.headers.get('location'), html: await response.text(), errors: [...logged] };
  } finally {
    spy.mockRestore();
  }
}

it('gives every generated package a problem, or renders all its pages in all its cultures', async () => {
  let checkedOk = 0;
  // A fixed seed: the same packages on every run (fast-check prints seed and case on a failure).
  // With the check's rule on the keys a page lists taken out (check-pages.ts), this seed's eighth
  // package breaks the claim-details page; endOnFailure skips the slow shrinking.
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 3 }), fc.gen(), async (applied, g) => {
      const pkg: Package = structuredClone(demo);
      for (const kind of applied) mutations[kind](pkg, g);
      await writePackage(dir, pkg);
      const check = await checkSettlementPackage(dir);
      if (check.problems.length > 0) {
        for (const problem of check.problems) {
          expect(problem.file, problem.reason).toMatch(/\S/);
          expect(problem.reason).toMatch(/\S/);
        }
        return;
      }
      checkedOk++;
      const settlement = check.settlement!;
      // The pages read the settlement from the app's context on each request, as after a reload.
      server.context.settlement = settlement;
      for (const formType of settlement.formTypes) {
        const pages = settlement.pages[formType]!;
        const base = `/${formTypeSegment[formType]}`;
        for (const page of pages)
          for (const culture of Object.keys(settlement.info.cultures)) {
            const path = `${base}${page.segment ? `/${page.segment}` : ''}?culture=${culture}`;
            const answer = await renderPage(path);
            const context = `${applied.join(', ')}: ${path}`;
            expect(answer.errors, context).toEqual([]);
            // Past the authorize page of a form that starts with one, a visitor who has not
            // authorized is sent elsewhere on the site: those pages are not reachable by address.
            if (answer.status === 307 && pages[0]!.action === 'authorize' && page !== pages[0]) {
              expect(answer.location, context).toMatch(/^\/[a-z-]/);
              continue;
            }
            expect(answer.status, `${context}: ${answer.html.slice(0, 200)}`).toBe(200);
            expect(answer.html, context).not.toContain('data-slot="section-failed"');
            expect(/<h1\b[^>]*>([^<]+)<\/h1>/.exec(answer.html)?.[1], context).toMatch(/\S/);
            expect(answer.html, context).toMatch(
              new RegExp(`<html\\b[^>]*lang="${culture}" dir="${/^(he|ar)$/.test(culture) ? 'rtl' : 'ltr'}"`),
            );
          }
      }
    }),
    { numRuns: 30, seed: 6, endOnFailure: true },
  );
  // Some of what it makes must get through the check, or the pages were never rendered.
  expect(checkedOk).toBeGreaterThan(3);
});
