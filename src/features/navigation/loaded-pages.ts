import type { QueryClient } from '@tanstack/react-query';
import { caseFileCopy, dialogCopy, statusPageCopy } from '@/contract/copy-keys';
import type { FormPagesResponse } from '@/contract/page-layouts';
import { DEADLINE_PATH } from '@/features/deadlines/deadline-redirect';
import { canonicalPath, isFormAreaPath, sitePagesOf, type PageCopyKeys, type SitePage, type SitePages } from './site-pages';
import {
  CASE_ADDRESS_PATH,
  CASE_AMEND_PATH,
  CASE_FILE_PATH,
  CASE_PAYOUT_PATH,
  ERROR_PATH,
  NOT_FOUND_PATH,
  SESSION_EXPIRED_PATH,
} from './targets';
import { formPagesQuery } from '@/lib/api/queries';

/** The site's pages once they are loaded (null before: no form page has been visited yet). */
export function cachedSitePages(queryClient: QueryClient): SitePages | null {
  const response = queryClient.getQueryData<FormPagesResponse>(formPagesQuery().queryKey);
  return response ? sitePagesOf(response) : null;
}

/** Loads the site's pages when they are not yet (a failed call throws, and the error page shows). */
export async function loadSitePages(queryClient: QueryClient): Promise<SitePages> {
  return sitePagesOf(await queryClient.ensureQueryData(formPagesQuery()));
}

/** The form page a path shows (its own path or an alias), or null for fixed and unknown paths.
 *  The router matches routes without regard to case or a trailing slash, so the lookup does too:
 *  otherwise `/Standard/Some-Page/` would show a protected page without its guards. */
export function findFormPage(pages: SitePages | null, pathname: string): SitePage | null {
  if (!pages || !isFormAreaPath(pathname)) return null;
  return pages.byPath(pathname) ?? null;
}

/** The four pages outside the forms. */
export type StatusPageName = 'notFound' | 'error' | 'deadline' | 'sessionExpired';

/** The copy of each page outside the forms. */
export const statusPages: Readonly<Record<StatusPageName, PageCopyKeys>> = {
  notFound: { title: statusPageCopy.notFoundTitle, heading: statusPageCopy.notFoundHeading, body: statusPageCopy.notFoundBody },
  error: { title: statusPageCopy.errorTitle, heading: statusPageCopy.errorHeading, body: statusPageCopy.errorBody },
  deadline: { title: statusPageCopy.deadlineTitle, heading: statusPageCopy.deadlineHeading, body: statusPageCopy.deadlineBody },
  sessionExpired: {
    title: statusPageCopy.sessionExpiredTitle,
    heading: statusPageCopy.sessionExpiredHeading,
    body: statusPageCopy.sessionExpiredBody,
  },
};

const statusPageByPath: Readonly<Record<string, StatusPageName>> = {
  [NOT_FOUND_PATH]: 'notFound',
  [ERROR_PATH]: 'error',
  [DEADLINE_PATH]: 'deadline',
  [SESSION_EXPIRED_PATH]: 'sessionExpired',
};

/** The page a resume link opens while it loads its draft (features/drafts/resume-page.tsx). */
const resumePageCopy: PageCopyKeys = { title: dialogCopy.draftResumeTitle, heading: dialogCopy.draftResuming, body: dialogCopy.draftIntro };

/** The copy of the case file's page: its views (sign-in, status) share one title. */
const caseFilePage: PageCopyKeys = { title: caseFileCopy.title, heading: caseFileCopy.signInHeading, body: caseFileCopy.signInIntro };

/** The copy of the page that reopens a claim to amend it while it loads. */
const caseAmendPage: PageCopyKeys = {
  title: caseFileCopy.amendOpening,
  heading: caseFileCopy.amendOpening,
  body: caseFileCopy.amendOpening,
};

/** The copy of the change of address's page. */
const caseAddressPage: PageCopyKeys = {
  title: caseFileCopy.addressTitle,
  heading: caseFileCopy.addressTitle,
  body: caseFileCopy.addressIntro,
};

/** The copy of the change of payment method's page. */
const casePayoutPage: PageCopyKeys = {
  title: caseFileCopy.payoutTitle,
  heading: caseFileCopy.payoutTitle,
  body: caseFileCopy.payoutIntro,
};

/** The copy of the page a path shows; any path that names no page shows the not-found page. */
export function pageCopyFor(pages: SitePages | null, pathname: string): PageCopyKeys {
  const form = findFormPage(pages, pathname);
  if (form) return form.copy;
  if (canonicalPath(pathname).startsWith('/resume/')) return resumePageCopy;
  if (canonicalPath(pathname) === CASE_FILE_PATH) return caseFilePage;
  if (canonicalPath(pathname) === CASE_ADDRESS_PATH) return caseAddressPage;
  if (canonicalPath(pathname) === CASE_PAYOUT_PATH) return casePayoutPage;
  if (canonicalPath(pathname) === CASE_AMEND_PATH) return caseAmendPage;
  return statusPages[statusPageByPath[canonicalPath(pathname)] ?? 'notFound'];
}
