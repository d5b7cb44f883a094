import { rm } from 'node:fs/promises';
import { act } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FormType } from '@/contract/form-type-names';
import { addDraft, isSingleInstance, mappingNameOf, saveDraft, type ModelStore } from '@/engine/models';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { buildSitePages } from '@/features/navigation/site-pages';
import { ClaimSummary } from '@/features/wizard/claim-summary';
import { checkSettlementPackage, demoSettlementDir } from '@server/settlement/load';
import { copyDemoPackage } from '../server/support/packages';
import { kinds, mutations, readPackage, writePackage, type Package } from '../support/package-mutations';
import { renderBlock } from '../support/render-form';

// The summary page lists a claimant's answers, so a server render (which has none) cannot show
// what it would break on. Here each package the generator makes that the check passes gets its
// summary rendered for every form, with two records in each model that holds many: a summary
// that then fails (a display row of more fields than fit, a key its model lacks) is a problem the
// check missed. tests/server/package-generative.test.ts renders the pages themselves.

/** What changes the summary: other models and keys, pages moved, fields removed, rows resized.
 *  (The rest of the generator's changes are the server test's; here they would mostly make
 *  packages the check refuses, which have no summary to render.) */
const summaryKinds = kinds.filter((kind) => ['renameModel', 'renameField', 'removeField', 'reorderPages', 'addCulture'].includes(kind));

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

let dir: string;
let demo: Package;
beforeAll(async () => {
  demo = await readPackage(demoSettlementDir);
  dir = await copyDemoPackage();
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Two saved records in every model of the form that holds more than one. */
function withRecords(engine: FormEngine, formType: FormType): void {
  const store = engine.getStore();
  const many = Object.values(store.configs).filter((config) => config.metadata.formType === formType && !isSingleInstance(config.metadata));
  engine.update((current: ModelStore) => {
    let next = current;
    for (const config of many)
      for (let n = 0; n < 2; n++) {
        const added = addDraft(next, formType, mappingNameOf(config.metadata));
        next = saveDraft(added.store, added.draft.clientId);
      }
    return next;
  });
}

it('renders the summary of every form of every package the check passes', async () => {
  let rendered = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom(...summaryKinds), { maxLength: 2 }), fc.gen(), async (applied, g) => {
      const pkg: Package = structuredClone(demo);
      // Every package gets its summary rows changed, besides what else it draws.
      for (const kind of [...applied, 'summaryRow' as const]) mutations[kind](pkg, g);
      await writePackage(dir, pkg);
      const { settlement } = await checkSettlementPackage(dir);
      if (!settlement) return;
      const pages = buildSitePages({ forms: settlement.pages as Parameters<typeof buildSitePages>[0]['forms'] });
      for (const formType of settlement.formTypes) {
        if (!settlement.pages[formType]!.some((page) => page.sections.some((section) => section.kind === 'summary'))) continue;
        const errors: unknown[][] = [];
        const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
        const rootRoute = createRootRoute({ component: () => <ClaimSummary formType={formType} pages={pages} /> });
        const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
        const configs = settlement.configs.filter((config) => config.metadata.formType === formType);
        const view = await renderBlock(configs, () => <RouterProvider router={router} />, { copy: { en: { ...settlement.copy.en } } });
        try {
          act(() => withRecords(view.engine, formType));
          const summary = () => view.container.querySelector('[data-slot="claim-summary"]');
          await vi.waitFor(() => expect(summary() !== null || errors.length > 0).toBe(true));
          const context = `${applied.join(', ')}: the ${formType} summary`;
          expect(
            errors.map((args) => args.map(String).join(' ')),
            context,
          ).toEqual([]);
          expect(summary(), context).not.toBeNull();
          rendered++;
        } finally {
          view.unmount();
          spy.mockRestore();
        }
      }
    }),
    { numRuns: 40, seed: 6, endOnFailure: true },
  );
  expect(rendered).toBeGreaterThan(3);
});
