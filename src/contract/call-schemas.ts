import type { ZodType } from 'zod';
import {
  authorizeRequestSchema,
  authorizeResponseSchema,
  captchaConfigSchema,
  csrfResponseSchema,
  cultureContentResponseSchema,
  culturesResponseSchema,
  deadlinesResponseSchema,
  draftResponseSchema,
  formsConfigResponseSchema,
  payPalSettingsSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
  signatureDateResponseSchema,
  submissionPayloadSchema,
  submitResponseSchema,
  trackingRequestSchema,
  whitelistResponseSchema,
} from './api';
import type { CallName } from './calls';
import {
  caseActionResponseSchema,
  caseAddressSchema,
  caseAppealSchema,
  caseClaimSchema,
  caseCodeRequestSchema,
  caseCureSchema,
  caseFileSchema,
  casePayoutSchema,
  caseSignInRequestSchema,
  caseSignInResponseSchema,
} from './case-file';
import { formPagesResponseSchema } from './page-layouts';

// The other half of each row of the calls table (./calls.ts): what the call takes and what it
// answers, by the same name. Typed by the table's names, so a call added there does not compile
// until it is given its schemas here. The client loads this half with its other schemas
// (src/lib/api/schemas.ts), after the first paint; the server reads its types.

/** What a call takes beyond its query: nothing, a JSON body, or a multipart body (its JSON part
 *  checked by the schema when one is given). */
export type CallRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly schema: ZodType | null }
  | { readonly kind: 'multipart'; readonly schema: ZodType | null };

/** What a call answers: JSON of a schema (a refusal may be `{ error }` instead), no body (204, or
 *  202 for a request that is only taken in), or a document's bytes. */
export type CallAnswer = { readonly kind: 'json'; readonly schema: ZodType } | { readonly kind: 'none' } | { readonly kind: 'document' };

const none = { kind: 'none' } as const;
const document = { kind: 'document' } as const;
const json = <S extends ZodType | null>(schema: S) => ({ kind: 'json', schema }) as const;
const multipart = <S extends ZodType | null>(schema: S) => ({ kind: 'multipart', schema }) as const;
const answers = <S extends ZodType>(schema: S) => ({ kind: 'json', schema }) as const;

/** The request and answer of every call of the table. */
export const callSchemas = {
  csrf: { request: none, answer: answers(csrfResponseSchema) },
  sessionTimeout: { request: json(null), answer: none },
  tracking: { request: json(trackingRequestSchema), answer: none },
  deadlines: { request: none, answer: answers(deadlinesResponseSchema) },
  charactersWhitelist: { request: none, answer: answers(whitelistResponseSchema) },
  captcha: { request: none, answer: answers(captchaConfigSchema) },
  payPalSettings: { request: none, answer: answers(payPalSettingsSchema) },
  formsConfig: { request: none, answer: answers(formsConfigResponseSchema) },
  formPages: { request: none, answer: answers(formPagesResponseSchema) },
  signatureDate: { request: none, answer: answers(signatureDateResponseSchema) },
  submit: { request: multipart(submissionPayloadSchema), answer: answers(submitResponseSchema) },
  authorize: { request: json(authorizeRequestSchema), answer: answers(authorizeResponseSchema) },
  cultures: { request: none, answer: answers(culturesResponseSchema) },
  cultureContent: { request: none, answer: answers(cultureContentResponseSchema) },
  setLanguage: { request: none, answer: none },
  caseCode: { request: json(caseCodeRequestSchema), answer: none },
  caseSignIn: { request: json(caseSignInRequestSchema), answer: answers(caseSignInResponseSchema) },
  caseFile: { request: none, answer: answers(caseFileSchema) },
  caseSignOut: { request: none, answer: none },
  caseCure: { request: multipart(caseCureSchema), answer: answers(caseActionResponseSchema) },
  caseAppeal: { request: multipart(caseAppealSchema), answer: answers(caseActionResponseSchema) },
  caseAddress: { request: json(caseAddressSchema), answer: answers(caseActionResponseSchema) },
  casePayout: { request: json(casePayoutSchema), answer: answers(caseActionResponseSchema) },
  caseAmend: { request: multipart(submissionPayloadSchema), answer: answers(submitResponseSchema) },
  caseClaim: { request: none, answer: answers(caseClaimSchema) },
  caseDocument: { request: none, answer: document },
  drafts: { request: multipart(saveDraftRequestSchema), answer: answers(saveDraftResponseSchema) },
  draft: { request: none, answer: answers(draftResponseSchema) },
  draftDocument: { request: none, answer: document },
} as const satisfies { readonly [K in CallName]: { readonly request: CallRequest; readonly answer: CallAnswer } };
