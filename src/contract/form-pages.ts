// Facts of the wizard's pages that hold for every settlement, as plain values (no schemas), so
// start-up code can use them without bringing zod into the entry script.
import type { FormType } from './form-type-names';

/** What a page's main button does. */
export const pageActions = ['next', 'authorize', 'submit', 'none'] as const;
/** What a page's main button does: next page, authorize with claim ID and PIN, send the claim, nothing. */
export type PageAction = (typeof pageActions)[number];

/** The address of each form type's pages. The documents-upload form also starts at the root. */
export const formBasePath: Readonly<Record<FormType, string>> = {
  Standard: '/standard',
  Lookup: '/lookup',
  Automotive: '/automotive',
  DocumentsUpload: '/documents-upload',
};

/** The deadline that closes each form type, beside the global one. */
export const formDeadlineKey = {
  Standard: 'claimFilingDeadline',
  Lookup: 'lookupFilingDeadline',
  Automotive: 'automotiveFilingDeadline',
  DocumentsUpload: 'documentsUploadFilingDeadline',
} as const satisfies Readonly<Record<FormType, string>>;

/** The route path of a page: its form's address and its segment. The documents-upload form's
 *  first page is the site's root. */
export function pagePath(formType: FormType, segment: string): string {
  if (segment === '') return formType === 'DocumentsUpload' ? '/' : formBasePath[formType];
  return `${formBasePath[formType]}/${segment}`;
}

/** The field keys the name block shows (first name, middle initial, last name). */
export const nameKeys = {
  first: 'firstName',
  middleInitial: 'middleInitial',
  last: 'lastName',
} as const;

/** The field keys the mailing address block shows. */
export const addressKeys = {
  streetLine1: 'mailingStreetLine1',
  streetLine2: 'mailingStreetLine2',
  city: 'mailingCity',
  subDivision: 'mailingSubDivision',
  postalCode: 'mailingPostalCode',
  subDivisionNonUS: 'mailingSubDivisionNonUS',
  postalCodeNonUS: 'mailingPostalCodeNonUS',
  country: 'mailingCountry',
} as const;
