// Form types and dtoMappings as plain values, without their schemas, so start-up code that only
// needs the names does not bring zod into the entry script.

/** The four form types of the contract. */
export const formTypes = ['Standard', 'Lookup', 'Automotive', 'DocumentsUpload'] as const;

/** One form type. */
export type FormType = (typeof formTypes)[number];

/** The form types whose claimants file a claim; Lookup only authorizes. */
export const submittingFormTypes = ['Standard', 'Automotive', 'DocumentsUpload'] as const satisfies readonly FormType[];

/** A form type that files a claim. */
export type SubmittingFormType = (typeof submittingFormTypes)[number];

/** The form type a value names; anything else is the developer error 'Unexpected Form Type'.
 *  For form types that arrive at run time (a cast, a value read back from storage): every table
 *  keyed by form type is a typed record, so a type outside the four never compiles. */
export function assertFormType(value: unknown, allowed: readonly FormType[] = formTypes): FormType {
  if (!(allowed as readonly unknown[]).includes(value)) throw new Error(`Unexpected Form Type: '${String(value)}'`);
  return value as FormType;
}

/** URL segment of each form type in the API and the site (`/api/forms/<segment>`). */
export const formTypeSegment: Readonly<Record<FormType, string>> = {
  Standard: 'standard',
  Lookup: 'lookup',
  Automotive: 'automotive',
  DocumentsUpload: 'documents-upload',
};

/** The dtoMapping values a model config can carry (contract.md §Data). */
export const dtoMappings = [
  'signature',
  'claimantInfo',
  'credentials',
  'claimDetails',
  'prepopulatedData',
  'documentContexts',
  'claimTransactions',
  'DocumentContexts',
  'ClaimTransactions',
] as const;

/** One dtoMapping value. */
export type DtoMapping = (typeof dtoMappings)[number];

/** Mappings that hold exactly one model per form (the rest are lists). */
export const singleInstanceMappings: readonly DtoMapping[] = ['signature', 'claimantInfo', 'credentials', 'claimDetails'];

/** The payload key a mapping is sent under (the PascalCase list mappings share their camelCase key). */
export function payloadKeyOf(
  mapping: DtoMapping,
): 'signature' | 'claimantInfo' | 'credentials' | 'claimDetails' | 'prepopulatedData' | 'documentContexts' | 'claimTransactions' {
  if (mapping === 'DocumentContexts') return 'documentContexts';
  if (mapping === 'ClaimTransactions') return 'claimTransactions';
  return mapping;
}
