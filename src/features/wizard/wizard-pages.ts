// The names the wizard uses for the settlement's page descriptions (see navigation/site-pages.ts).
import type { PageSection } from '@/contract/page-layouts';
import type { SitePage } from '@/features/navigation/site-pages';

/** One block of a page. */
export type WizardSection = PageSection;

/** A wizard page with its blocks, action and place in its form. */
export type WizardPageDescription = SitePage;

/** Where the Change links of the summary come back to: the page path carries `?returnTo=summary`. */
export const RETURN_TO_SUMMARY = 'summary';
