// The demo settlement package (settlements/demo), loaded and checked by the server's own loader,
// for tests that stand in for the server's answers (node and jsdom projects; browser tests read
// server/settlement/demo-copy.ts instead).
import { formTypes, type FormType } from '@/contract/form-type-names';
import type { FormPagesResponse } from '@/contract/page-layouts';
import { buildSitePages, type SitePage } from '@/features/navigation/site-pages';
import { loadSettlementFilesSync } from '@server/settlement/load';

/** The demo settlement as the server serves it. */
export const demoSettlement = loadSettlementFilesSync();

/** The demo settlement's pages as the app builds them from GET /api/forms/pages. */
export const demoSitePages = buildSitePages({ forms: demoSettlement.pages } as FormPagesResponse);

/** The page order of each of the demo's form types. */
export const demoPageOrders = Object.fromEntries(formTypes.map((formType) => [formType, demoSitePages.order(formType)])) as Record<
  FormType,
  readonly SitePage[]
>;
