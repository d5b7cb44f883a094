import type { FormType } from '@/contract/form-type-names';
import type { SkipCondition } from '@/contract/page-layouts';
import type { ModelStore } from '@/engine/models';
import { isEmptyValue, looseEquals } from '@/engine/values';
import type { PageDefinition } from '@/features/navigation/page-orders';
import type { SitePage } from '@/features/navigation/site-pages';

// Skip conditions of the wizard pages over the claimant's answers, for the navigation store (Next
// and Back jump over a skipped page), the document title's "step N of M" and the claim summary.
// Kept free of the form engine's runtime (only its types and value helpers), as the router,
// which reads it, loads with the first page.

/** Where the answers are read from: the claim session's store, once it has built its engine. */
const answers: { read: (() => ModelStore) | null } = { read: null };

/** Makes `read` the source of the answers skip conditions look at (the claim session calls it). */
export function readAnswersFrom(read: (() => ModelStore) | null): void {
  answers.read = read;
}

/** The claimant's answers now; null before the forms exist, when no page is skipped. */
export function currentAnswers(): ModelStore | null {
  return answers.read?.() ?? null;
}

/** Whether a condition holds for a form's answers. An unanswered field holds no condition. */
export function skipConditionHolds(condition: SkipCondition, formType: FormType, store: ModelStore): boolean {
  const model = store.saved.find(
    (candidate) =>
      candidate.metadata.formType === formType && (candidate.metadata.mappingName ?? candidate.metadata.dtoMapping) === condition.mapping,
  );
  const value = model?.fields[condition.field];
  if (isEmptyValue(value)) return false;
  const equal = looseEquals(value, condition.value);
  return condition.operator === 'IsEqualTo' ? equal : !equal;
}

/** Whether a page is skipped for these answers. */
export function isPageSkipped(page: Pick<SitePage, 'formType' | 'skipWhen'>, store: ModelStore | null): boolean {
  if (!store || !page.skipWhen) return false;
  return skipConditionHolds(page.skipWhen, page.formType, store);
}

/** A form's pages, each with its skip condition over the answers, for the navigation store. */
export function pagesWithSkips(pages: readonly SitePage[]): readonly PageDefinition<ModelStore | null>[] {
  return pages.map((page) => ({ ...page, skip: (store: ModelStore | null) => isPageSkipped(page, store) }));
}
