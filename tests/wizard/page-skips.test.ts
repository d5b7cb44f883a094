import { describe, expect, it, vi } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import { createModelStore, savedModels, updateField, type ModelStore } from '@/engine/models';
import { createNavigationStore } from '@/features/navigation/navigation-store';
import { isPageSkipped, pagesWithSkips, skipConditionHolds } from '@/features/wizard/page-skips';
import { demoSettlement, demoSitePages } from '../support/demo-settlement';

// The skip conditions of the wizard pages, over a store of the demo settlement's models.

const configs = formsConfigResponseSchema.parse(demoSettlement.modelConfigs);
const DOCUMENTS = '/automotive/supporting-documents';
const page = (path: string) => demoSitePages.byPath(path)!;

/** The demo's models with the Automotive repair count answered (or not). */
function answers(repairVisitCount?: unknown): ModelStore {
  const store = createModelStore(configs);
  if (repairVisitCount === undefined) return store;
  const [details] = savedModels(store, 'Automotive', 'claimDetails');
  return updateField(store, details!.clientId, 'repairVisitCount', repairVisitCount);
}

describe('skip conditions', () => {
  it('hold for the answer they name, tolerant of how the number is written', () => {
    const condition = { mapping: 'claimDetails', field: 'repairVisitCount', operator: 'IsEqualTo', value: 0 } as const;
    expect(skipConditionHolds(condition, 'Automotive', answers('0'))).toBe(true);
    expect(skipConditionHolds(condition, 'Automotive', answers(0))).toBe(true);
    expect(skipConditionHolds(condition, 'Automotive', answers('2'))).toBe(false);
    expect(skipConditionHolds({ ...condition, operator: 'IsNotEqualTo' }, 'Automotive', answers('2'))).toBe(true);
  });

  it('never skip a page for an unanswered field, or before the forms exist', () => {
    expect(isPageSkipped(page(DOCUMENTS), answers())).toBe(false);
    expect(isPageSkipped(page(DOCUMENTS), answers(''))).toBe(false);
    expect(isPageSkipped(page(DOCUMENTS), null)).toBe(false);
    expect(isPageSkipped(page(DOCUMENTS), answers('0'))).toBe(true);
    // The condition belongs to Automotive; Standard's documents page has none.
    expect(isPageSkipped(page('/standard/supporting-documents'), answers('0'))).toBe(false);
  });

  it('drive Next, Back and the step count of the navigation store', async () => {
    let store = answers('0');
    // The router's path, which a route change moves.
    let path = '/automotive/payment-election';
    const navigate = vi.fn(async (to: string) => {
      path = to;
    });
    const navigation = createNavigationStore({
      navigate,
      currentPath: () => path,
      getSkipContext: () => store,
      pagesFor: (formType) => pagesWithSkips(demoSitePages.order(formType)),
    });
    navigation.setActiveForm('Automotive');
    navigation.init();

    expect(navigation.position()).toEqual({ index: 3, count: 6 });
    await navigation.next();
    expect(navigate).toHaveBeenLastCalledWith('/automotive/claim-summary');
    expect(navigation.position()).toEqual({ index: 4, count: 6 });
    await navigation.back();
    expect(navigate).toHaveBeenLastCalledWith('/automotive/payment-election');

    // Answers are read afresh on every move.
    store = answers('2');
    await navigation.next();
    expect(navigate).toHaveBeenLastCalledWith(DOCUMENTS);
    expect(navigation.position()).toEqual({ index: 4, count: 7 });
  });
});
