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

// Page orders of spec section 2. Decisions the spec leaves open:
// - Deadlines: every page of a form lists the global deadline and the form's own one, except the
//   confirmation page, so a claimant who submitted just before a deadline still sees the
//   reference code.
// - Authorization: the pages after the one where credentials are given. Lookup is that page
//   alone; the Automotive and documents-upload intros are it (timeout disabled, as the spec's
//   start pages are); Standard's credentials page is not among its listed pages (all of them have
//   the timeout on), so every listed Standard page is protected.
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

/** The page order of each form type, first page first. */
export const pageOrders: Readonly<Record<FormType, readonly PageDefinition[]>> = {
  Standard: formPages('claimFilingDeadline', [
    protectedPage('/standard/claimant-info'),
    protectedPage('/standard/claim-details'),
    protectedPage('/standard/payment-election'),
    protectedPage('/standard/supporting-documents'),
    protectedPage('/standard/claim-summary'),
    protectedPage('/standard/confirmation'),
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
