import type { FormType } from '@/contract/form-types';
import { formTypes } from '@/contract/form-types';
import { pageCopy, statusPageCopy } from '@/contract/copy-keys';
import { DEADLINE_PATH } from '@/features/deadlines/deadline-redirect';
import { matchesPath } from '@/features/navigation/navigation-store';
import { pageOrders, type PageDefinition } from '@/features/navigation/page-orders';
import { ERROR_PATH, NOT_FOUND_PATH, SESSION_EXPIRED_PATH } from '@/features/navigation/targets';

/** The copy keys of one page: document title, visible heading and introduction. */
export interface PageCopyKeys {
  readonly title: string;
  readonly heading: string;
  readonly body: string;
}

/** A page of a form's page order, found by its route path. */
export interface FormPage {
  readonly formType: FormType;
  readonly definition: PageDefinition;
}

/** A path as the router matches it: without case and without trailing slashes (the root aside). */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** The form page a path shows (its own path or an alias), or null for fixed and unknown paths.
 *  The router matches routes without regard to case or a trailing slash, so the lookup does too:
 *  otherwise `/Automotive/claimant-info/` would show a protected page without its guards. */
export function findFormPage(pathname: string): FormPage | null {
  const path = canonicalPath(pathname);
  for (const formType of formTypes) {
    const definition = pageOrders[formType].find((page) => matchesPath(page, path));
    if (definition) return { formType, definition };
  }
  return null;
}

const claimantInfo = { title: pageCopy.claimantInfoTitle, heading: pageCopy.claimantInfoHeading, body: pageCopy.claimantInfoIntro };
const paymentElection = {
  title: pageCopy.paymentElectionTitle,
  heading: pageCopy.paymentElectionHeading,
  body: pageCopy.paymentElectionIntro,
};
const supportingDocuments = {
  title: pageCopy.supportingDocumentsTitle,
  heading: pageCopy.supportingDocumentsHeading,
  body: pageCopy.supportingDocumentsIntro,
};
const claimSummary = { title: pageCopy.claimSummaryTitle, heading: pageCopy.claimSummaryHeading, body: pageCopy.claimSummaryIntro };
const confirmation = { title: pageCopy.confirmationTitle, heading: pageCopy.confirmationHeading, body: pageCopy.confirmationIntro };

/** The copy of every form page, by path (Automotive's claim details are about the vehicle). */
export const formPageCopy: Readonly<Record<string, PageCopyKeys>> = {
  '/standard/claimant-info': claimantInfo,
  '/standard/claim-details': { title: pageCopy.claimDetailsTitle, heading: pageCopy.claimDetailsHeading, body: pageCopy.claimDetailsIntro },
  '/standard/payment-election': paymentElection,
  '/standard/supporting-documents': supportingDocuments,
  '/standard/claim-summary': claimSummary,
  '/standard/confirmation': confirmation,
  '/automotive': { title: pageCopy.automotiveStartTitle, heading: pageCopy.automotiveStartHeading, body: pageCopy.automotiveStartIntro },
  '/automotive/claimant-info': claimantInfo,
  '/automotive/claim-details': {
    title: pageCopy.vehicleDetailsTitle,
    heading: pageCopy.vehicleDetailsHeading,
    body: pageCopy.vehicleDetailsIntro,
  },
  '/automotive/payment-election': paymentElection,
  '/automotive/supporting-documents': supportingDocuments,
  '/automotive/claim-summary': claimSummary,
  '/automotive/confirmation': confirmation,
  '/lookup': { title: pageCopy.lookupTitle, heading: pageCopy.lookupHeading, body: pageCopy.lookupIntro },
  '/': {
    title: pageCopy.documentsUploadIntroTitle,
    heading: pageCopy.documentsUploadIntroHeading,
    body: pageCopy.documentsUploadIntroIntro,
  },
  '/documents-upload/supporting-documents': {
    title: pageCopy.documentsUploadDocumentsTitle,
    heading: pageCopy.documentsUploadDocumentsHeading,
    body: pageCopy.documentsUploadDocumentsIntro,
  },
  '/documents-upload/confirmation': {
    title: pageCopy.documentsUploadConfirmationTitle,
    heading: pageCopy.documentsUploadConfirmationHeading,
    body: pageCopy.documentsUploadConfirmationIntro,
  },
};

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

/** The copy of the page a path shows; any path that names no page shows the not-found page. */
export function pageCopyFor(pathname: string): PageCopyKeys {
  const form = findFormPage(pathname);
  if (form) return formPageCopy[form.definition.path] ?? statusPages.notFound;
  return statusPages[statusPageByPath[canonicalPath(pathname)] ?? 'notFound'];
}
