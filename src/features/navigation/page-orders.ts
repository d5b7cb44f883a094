import type { DeadlineKey } from '@/contract/api';
import type { FormType } from '@/contract/form-types';

/** One page of a form's wizard before it is linked into the navigation state. */
export interface PageDefinition<Ctx = unknown> {
  /** The route path of the page. */
  readonly path: string;
  /** Other exact paths that show the same page (the documents-upload intro has three). */
  readonly aliases?: readonly string[];
  /** Whether the session-timeout warning runs on this page. */
  readonly enableTimeout?: boolean;
  /** Whether the authorization guard protects this page. */
  readonly requiresAuthorization?: boolean;
  /** Deadlines that close this page once passed. */
  readonly deadlineKeys?: readonly DeadlineKey[];
  /** When true for the current answers, next and back jump over this page. */
  readonly skip?: (ctx: Ctx) => boolean;
}

// Page orders of contract.md §Routes. Decisions the contract leaves open (decisions.md §Pages):
// - Deadlines: every page of a form lists the global deadline and the form's own one, except the
//   confirmation page, so a claimant who submitted just before a deadline still sees the
//   reference code.
// - Authorization: the pages after the one where credentials are given. Lookup is that page
//   alone; the Automotive and documents-upload intros are it (timeout disabled, as the contract's
//   start pages are). Standard has no credentials page: it starts at claimant-info and submits
//   without an authorize call (the reference server agrees), so none of its pages is protected,
//   while all of them keep the session timeout.
function formPages(
  deadline: DeadlineKey,
  pages: readonly Omit<PageDefinition, 'deadlineKeys'>[],
): readonly PageDefinition[] {
  return pages.map((page) => ({
    ...page,
    deadlineKeys: page.path.endsWith('/confirmation') ? [] : ['globalDeadline', deadline],
  }));
}

const protectedPage = (path: string): Omit<PageDefinition, 'deadlineKeys'> => ({
  path,
  enableTimeout: true,
  requiresAuthorization: true,
});

const openPage = (path: string): Omit<PageDefinition, 'deadlineKeys'> => ({
  path,
  enableTimeout: true,
  requiresAuthorization: false,
});

/** The page order of each form type, first page first. */
export const pageOrders: Readonly<Record<FormType, readonly PageDefinition[]>> = {
  Standard: formPages('claimFilingDeadline', [
    openPage('/standard/claimant-info'),
    openPage('/standard/claim-details'),
    openPage('/standard/payment-election'),
    openPage('/standard/supporting-documents'),
    openPage('/standard/claim-summary'),
    openPage('/standard/confirmation'),
  ]),
  Automotive: formPages('automotiveFilingDeadline', [
    { path: '/automotive', enableTimeout: false, requiresAuthorization: false },
    protectedPage('/automotive/claimant-info'),
    protectedPage('/automotive/claim-details'),
    protectedPage('/automotive/payment-election'),
    protectedPage('/automotive/supporting-documents'),
    protectedPage('/automotive/claim-summary'),
    protectedPage('/automotive/confirmation'),
  ]),
  Lookup: formPages('lookupFilingDeadline', [{ path: '/lookup', enableTimeout: false, requiresAuthorization: false }]),
  DocumentsUpload: formPages('documentsUploadFilingDeadline', [
    { path: '/', aliases: ['/documents-upload', '/documents-upload/'], enableTimeout: false, requiresAuthorization: false },
    protectedPage('/documents-upload/supporting-documents'),
    protectedPage('/documents-upload/confirmation'),
  ]),
};
