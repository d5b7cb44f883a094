import { formTypes, type FormType } from '@/contract/form-type-names';

/** The not-found page. */
export const NOT_FOUND_PATH = '/page-not-found';
/** The error page. */
export const ERROR_PATH = '/error';
/** The session-expired page. */
export const SESSION_EXPIRED_PATH = '/session-expired';
/** The claimant's case file (sign-in, then the claim's status). */
export const CASE_FILE_PATH = '/claim/status';
/** The change of the claim's mailing address, from the case file. */
export const CASE_ADDRESS_PATH = '/coa';
/** The change of the claim's payment method, from the case file. */
export const CASE_PAYOUT_PATH = '/claim/payout';
/** The claim reopened in the wizard to amend it, from the case file. */
export const CASE_AMEND_PATH = '/claim/amend';

function withCulture(path: string, culture: string | null | undefined): string {
  return culture ? `${path}?${new URLSearchParams({ culture }).toString()}` : path;
}

/** The not-found page, carrying the active culture when there is one. */
export function notFoundTarget(culture?: string | null): string {
  return withCulture(NOT_FOUND_PATH, culture);
}

/** The error page, carrying the active culture when there is one. */
export function errorTarget(culture?: string | null): string {
  return withCulture(ERROR_PATH, culture);
}

/** The session-expired page for a form: `/session-expired?form=<formType>&culture=<culture>`. */
export function sessionExpiredTarget(formType: FormType, culture: string): string {
  return `${SESSION_EXPIRED_PATH}?${new URLSearchParams({ form: formType, culture }).toString()}`;
}

/** Whether a form type needs an authorization flag before its protected pages (the guard helper of contract.md §Behaviour). */
export function requiresAuthorization(formType: string): boolean {
  if (!(formTypes as readonly string[]).includes(formType)) {
    throw new Error(`unknown form type in authorization: '${formType}'`);
  }
  // DocumentsUpload's inner pages are flagged, but the contract's helper does not count the form.
  return formType !== 'DocumentsUpload';
}

/** What the authorization guard needs to decide. */
interface AuthorizationInput {
  /** The page being entered, if it belongs to a form. */
  readonly page: { readonly requiresAuthorization?: boolean } | null | undefined;
  /** The form type the page belongs to. */
  readonly formType: FormType | null;
  /** The authorized flag of that form type. */
  readonly authorized: boolean;
  readonly culture: string;
}

/** The authorization guard (contract.md §Routes, guard 4): the session-expired target for an unauthorized user on a protected page, else null. */
export function authorizationRedirect({ page, formType, authorized, culture }: AuthorizationInput): string | null {
  if (!page?.requiresAuthorization || formType === null || authorized) return null;
  return requiresAuthorization(formType) ? sessionExpiredTarget(formType, culture) : null;
}
